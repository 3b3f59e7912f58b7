import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@lobby/contract';
import * as passwords from '../core/crypto/password-hashing.js';
import {
  expectFailure,
  expectValue,
  login,
  merchantFactory,
  signUp,
  testDatabases,
  UUID,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('sign-in on $name', (kind) => {
  const merchant = merchantFactory();

  const t = useTestApp(kind, { merchants: [merchant] });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers the full login value for the right password', async () => {
    const member = await signUp(t.app, merchant);
    const response = await login(t.app, merchant, {
      username: member.username.toUpperCase(),
      password: member.password,
    });
    const value = expectValue(response, calls.sessionLogin);
    expect(value).toEqual({
      id: member.id,
      token: expect.any(String),
      userName: member.username,
      customerType: 0,
      // Registration was the first sign-in.
      firstTimeLogin: false,
      spanId: expect.stringMatching(UUID),
      passwordExpired: false,
      updatePassword: false,
    });
    expect(value.token).not.toBe(member.token);
  });

  it('says firstTimeLogin once for a member who never signed in', async () => {
    const member = await signUp(t.app, merchant);
    await t.database.db
      .updateTable('members')
      .set({ first_login_at: null })
      .where('id', '=', Number(member.id))
      .execute();
    const first = expectValue(await login(t.app, merchant, member), calls.sessionLogin);
    const second = expectValue(await login(t.app, merchant, member), calls.sessionLogin);
    expect([first.firstTimeLogin, second.firstTimeLogin]).toEqual([true, false]);
  });

  it('answers unknown user and wrong password alike', async () => {
    const member = await signUp(t.app, merchant);
    const wrong = await login(t.app, merchant, {
      username: member.username,
      password: 'Wrong-pass-1',
    });
    const unknown = await login(t.app, merchant, {
      username: 'nobody_here',
      password: 'Wrong-pass-1',
    });
    const message = expectFailure(wrong, 200, 'login.cred.err');
    expect(expectFailure(unknown, 200, 'login.cred.err')).toBe(message);
  });

  // Comparable timing is a property of the code path, not asserted with a stopwatch: an unknown
  // user spends a dummy argon2 verification, a known one a real one.
  it('spends a dummy password check on an unknown user', async () => {
    const dummy = vi.spyOn(passwords, 'verifyDummy');
    const real = vi.spyOn(passwords, 'verifyPassword');
    await login(t.app, merchant, { username: 'nobody_at_all', password: 'Wrong-pass-1' });
    expect(dummy).toHaveBeenCalledTimes(1);
    dummy.mockClear();
    real.mockClear();
    const member = await signUp(t.app, merchant);
    await login(t.app, merchant, { username: member.username, password: 'Wrong-pass-1' });
    expect(dummy).not.toHaveBeenCalled();
    expect(real).toHaveBeenCalledTimes(1);
  });

  // Where their flags are off these types must not fall back to a password check.
  it.each(['firebase', 'line', 'telegram'] as const)(
    'answers not_supported for type %s with its flags off, even with the right password, checking none',
    async (type) => {
      const member = await signUp(t.app, merchant);
      const dummy = vi.spyOn(passwords, 'verifyDummy');
      const real = vi.spyOn(passwords, 'verifyPassword');
      const credentials = { username: member.username, password: member.password };
      const response = await login(t.app, merchant, { ...credentials, type });
      expect(expectFailure(response, 400, 'not_supported')).toContain(type);
      expect(dummy).not.toHaveBeenCalled();
      expect(real).not.toHaveBeenCalled();
      // Nothing counted against the account: the password still signs in at once.
      expectValue(await login(t.app, merchant, credentials), calls.sessionLogin);
    },
  );

  it('takes isSms (legacy clients) as an SMS sign-in: a password is no code', async () => {
    const member = await signUp(t.app, merchant);
    const real = vi.spyOn(passwords, 'verifyPassword');
    const body = { username: member.username, password: member.password, isSms: true };
    expectFailure(await login(t.app, merchant, body), 200, 'login.cred.err');
    expect(real).not.toHaveBeenCalled();
  });

  it('signs in by username whether type is given or left to its default', async () => {
    const member = await signUp(t.app, merchant);
    const credentials = { username: member.username, password: member.password };
    expectValue(
      await login(t.app, merchant, { ...credentials, type: 'username' }),
      calls.sessionLogin,
    );
    expectValue(await login(t.app, merchant, { ...credentials, isSms: false }), calls.sessionLogin);
  });
});
