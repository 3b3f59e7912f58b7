import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { REMEMBER_TOKEN_DAYS } from './remember-tokens.js';
import { hashToken } from '../core/crypto/token-hash.js';
import {
  authed,
  expectFailure,
  expectValue,
  fakeClock,
  login,
  merchantFactory,
  PASSWORD,
  register,
  send,
  signUp,
  testDatabases,
  uniqueUsername,
  UUID,
  type TestMember,
  useTestApp,
} from '../../test/index.js';

const PHONE = '0f8e9d7c-aaaa-4bbb-8ccc-111111111111';
const TABLET = '0f8e9d7c-aaaa-4bbb-8ccc-222222222222';

describe.each(testDatabases())('remembered login on $name', (kind) => {
  const clock = fakeClock();
  const merchant = merchantFactory();
  const other = merchantFactory();
  const noAutoLogin = merchantFactory({ flags: { ...merchant.flags, MOBILEAUTOLOGIN3: false } });
  const noAfterRegister = merchantFactory({
    accounts: { ...merchant.accounts, autoLoginAfterRegister: false },
  });

  const info = (on: MerchantConfig, token: string) =>
    authed(t.app, on, token).get(calls.memberInfo);
  const signedIn = async (token: string, on = merchant) =>
    expectValue(await info(on, token), calls.memberInfo);
  const signedOut = async (token: string, on = merchant) =>
    expectFailure(await info(on, token), 401, 'customer.not.login');

  /** Signs in with "remember me" from a device; answers the login value. */
  const rememberMe = async (member: TestMember, deviceId = PHONE, on = merchant) =>
    expectValue(
      await login(t.app, on, {
        username: member.username,
        password: member.password,
        remember: true,
        loginDeviceId: deviceId,
      }),
      calls.sessionLogin,
    );
  const autoLogin = (rememberToken: string, loginDeviceId = PHONE, on = merchant) =>
    send(t.app, on, calls.sessionLoginRemembered, { rememberToken, loginDeviceId });

  const t = useTestApp(kind, {
    merchants: [merchant, other, noAutoLogin, noAfterRegister],
    now: clock.now,
  });

  it('"remember me" gives a token that signs in again and is replaced on each use', async () => {
    const member = await signUp(t.app, merchant);
    const first = await rememberMe(member);
    expect(first.rememberToken).toMatch(/^[\w-]{43}$/);

    const again = expectValue(await autoLogin(first.rememberToken!), calls.sessionLoginRemembered);
    expect(again).toEqual({
      id: member.id,
      token: expect.any(String),
      userName: member.username,
      customerType: 0,
      firstTimeLogin: false,
      spanId: expect.stringMatching(UUID),
      passwordExpired: false,
      updatePassword: false,
      rememberToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(again.rememberToken).not.toBe(first.rememberToken);
    expect(again.token).not.toBe(first.token);
    await signedIn(again.token);

    const third = expectValue(await autoLogin(again.rememberToken), calls.sessionLoginRemembered);
    await signedIn(third.token);
  });

  it('keeps only hashes of remember tokens', async () => {
    const member = await signUp(t.app, merchant);
    const { rememberToken } = await rememberMe(member);
    const rows = await t.database.db
      .selectFrom('remember_tokens')
      .selectAll()
      .where('merchant_code', '=', merchant.code)
      .where('member_id', '=', Number(member.id))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: hashToken(rememberToken!), device_id: PHONE });
    expect(JSON.stringify(rows)).not.toContain(rememberToken);
  });

  it('gives no token without "remember me", without a device id, or without MOBILEAUTOLOGIN3', async () => {
    const member = await signUp(t.app, merchant);
    const plain = expectValue(await login(t.app, merchant, member), calls.sessionLogin);
    expect(plain).not.toHaveProperty('rememberToken');
    const noDevice = { username: member.username, password: member.password, remember: true };
    expect(
      expectValue(await login(t.app, merchant, noDevice), calls.sessionLogin),
    ).not.toHaveProperty('rememberToken');

    const elsewhere = await signUp(t.app, noAutoLogin);
    const value = expectValue(
      await login(t.app, noAutoLogin, { ...elsewhere, remember: true, loginDeviceId: PHONE }),
      calls.sessionLogin,
    );
    expect(value).not.toHaveProperty('rememberToken');
  });

  it('answers not_supported where auto-login is off', async () => {
    expectFailure(await autoLogin('x'.repeat(43), PHONE, noAutoLogin), 400, 'not_supported');
  });

  it('a used token presented again revokes its family and the sessions it opened', async () => {
    const member = await signUp(t.app, merchant);
    const first = await rememberMe(member);
    const rotated = expectValue(
      await autoLogin(first.rememberToken!),
      calls.sessionLoginRemembered,
    );

    // Someone copied the first token: its reuse gives nothing and stops the whole family.
    expectFailure(await autoLogin(first.rememberToken!), 200, 'login.cred.err');
    expectFailure(await autoLogin(rotated.rememberToken), 200, 'login.cred.err');
    await signedOut(rotated.token);
    await signedOut(first.token);
    // The member's own sign-in and their other sessions are untouched.
    await signedIn(member.token);
    expectValue(await login(t.app, merchant, member), calls.sessionLogin);
  });

  it('refuses a token from another device, and revokes it', async () => {
    const member = await signUp(t.app, merchant);
    const { rememberToken } = await rememberMe(member, PHONE);
    expectFailure(await autoLogin(rememberToken!, TABLET), 200, 'login.cred.err');
    expectFailure(await autoLogin(rememberToken!, PHONE), 200, 'login.cred.err');
  });

  it(`refuses a token left unused for ${REMEMBER_TOKEN_DAYS} days`, async () => {
    const member = await signUp(t.app, merchant);
    const kept = await rememberMe(member, PHONE);
    const stale = await rememberMe(await signUp(t.app, merchant), TABLET);
    clock.advanceMinutes((REMEMBER_TOKEN_DAYS * 24 - 1) * 60);
    // Each use starts the clock again.
    const used = expectValue(await autoLogin(kept.rememberToken!), calls.sessionLoginRemembered);
    clock.advanceMinutes(2 * 60);
    expectFailure(await autoLogin(stale.rememberToken!, TABLET), 200, 'login.cred.err');
    expectValue(await autoLogin(used.rememberToken), calls.sessionLoginRemembered);
  });

  it('a token of one merchant is unknown on another', async () => {
    const member = await signUp(t.app, merchant);
    const { rememberToken } = await rememberMe(member);
    expectFailure(await autoLogin(rememberToken!, PHONE, other), 200, 'login.cred.err');
    // Trying it elsewhere did not use it up.
    expectValue(await autoLogin(rememberToken!), calls.sessionLoginRemembered);
  });

  it('refuses unknown and malformed tokens', async () => {
    expectFailure(await autoLogin('y'.repeat(43)), 200, 'login.cred.err');
    const short = await autoLogin('short');
    expect(expectFailure(short, 400, 'invalid_request')).toContain('body.rememberToken');
    const noDevice = await send(t.app, merchant, calls.sessionLoginRemembered, {
      rememberToken: 'y'.repeat(43),
    });
    expect(expectFailure(noDevice, 400, 'invalid_request')).toContain('body.loginDeviceId');
  });

  it('rides the envelope like login: plaintext is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: calls.sessionLoginRemembered.path,
      headers: { host: merchant.hosts[0]!, 'content-type': 'application/json' },
      payload: JSON.stringify({ rememberToken: 'y'.repeat(43), loginDeviceId: PHONE }),
    });
    expectFailure(response, 400, 'encryption_required');
  });

  it('logout revokes the remembered login of that device only', async () => {
    const member = await signUp(t.app, merchant);
    const phone = await rememberMe(member, PHONE);
    const tablet = await rememberMe(member, TABLET);
    expectValue(
      await authed(t.app, merchant, phone.token).post(calls.sessionLogout),
      calls.sessionLogout,
    );
    expectFailure(await autoLogin(phone.rememberToken!, PHONE), 200, 'login.cred.err');
    expectValue(await autoLogin(tablet.rememberToken!, TABLET), calls.sessionLoginRemembered);
  });

  it('logout after an auto-login revokes the rotated token too', async () => {
    const member = await signUp(t.app, merchant);
    const first = await rememberMe(member);
    const rotated = expectValue(
      await autoLogin(first.rememberToken!),
      calls.sessionLoginRemembered,
    );
    await authed(t.app, merchant, rotated.token).post(calls.sessionLogout);
    expectFailure(await autoLogin(rotated.rememberToken), 200, 'login.cred.err');
  });

  it('a new "remember me" on a device replaces the earlier one there', async () => {
    const member = await signUp(t.app, merchant);
    const before = await rememberMe(member, PHONE);
    const after = await rememberMe(member, PHONE);
    expectFailure(await autoLogin(before.rememberToken!), 200, 'login.cred.err');
    expectValue(await autoLogin(after.rememberToken!), calls.sessionLoginRemembered);
  });

  it('"sign out other devices" revokes their remembered logins and keeps this one', async () => {
    const member = await signUp(t.app, merchant);
    const phone = await rememberMe(member, PHONE);
    const tablet = await rememberMe(member, TABLET);
    const response = await authed(t.app, merchant, phone.token).post(calls.endOtherSessions);
    expectValue(response, calls.endOtherSessions);
    expectFailure(await autoLogin(tablet.rememberToken!, TABLET), 200, 'login.cred.err');
    expectValue(await autoLogin(phone.rememberToken!, PHONE), calls.sessionLoginRemembered);
  });

  it('a password change revokes the remembered logins of other devices', async () => {
    const member = await signUp(t.app, merchant);
    const phone = await rememberMe(member, PHONE);
    const tablet = await rememberMe(member, TABLET);
    const change = await authed(t.app, merchant, phone.token).post(calls.changePassword, {
      oldPassword: member.password,
      newPassword: 'Fresh-test-Pa55?',
    });
    expectValue(change, calls.changePassword);
    expectFailure(await autoLogin(tablet.rememberToken!, TABLET), 200, 'login.cred.err');
    expectValue(await autoLogin(phone.rememberToken!, PHONE), calls.sessionLoginRemembered);
  });

  describe('registration', () => {
    const registered = (on: MerchantConfig, body: Record<string, unknown>) =>
      register(t.app, on, { username: uniqueUsername('rem'), password: PASSWORD, ...body });

    it('answers spanId and customerType like login, and a remember token when asked', async () => {
      const value = expectValue(
        await registered(merchant, { remember: true, loginDeviceId: PHONE }),
        calls.memberRegister,
      );
      expect(value).toMatchObject({
        spanId: expect.stringMatching(UUID),
        customerType: 0,
        rememberToken: expect.stringMatching(/^[\w-]{43}$/),
      });
      const auto = expectValue(await autoLogin(value.rememberToken!), calls.sessionLoginRemembered);
      expect(auto.userName).toBe(value.userName);
      expect(auto.id).toBe(value.id);
    });

    it("is remembered only with the merchant's auto-login-after-register setting on", async () => {
      const off = expectValue(
        await registered(noAfterRegister, { remember: true, loginDeviceId: PHONE }),
        calls.memberRegister,
      );
      expect(off).not.toHaveProperty('rememberToken');
      const unasked = expectValue(
        await registered(merchant, { loginDeviceId: PHONE }),
        calls.memberRegister,
      );
      expect(unasked).not.toHaveProperty('rememberToken');
    });
  });
});
