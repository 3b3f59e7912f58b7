import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@lobby/contract';
import { ACCOUNT_LIMITS as LIMITS } from './accounts-limits.js';
import * as passwords from '../core/crypto/password-hashing.js';
import {
  expectFailure,
  expectValue,
  fakeClock,
  freshAddress,
  login,
  merchantFactory,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('sign-in limits on $name', (kind) => {
  const clock = fakeClock();
  const pause = vi.fn(async (_ms: number) => {});
  const merchant = merchantFactory({
    accounts: { ...merchantFactory().accounts, lockoutFailures: 3, lockoutMinutes: 10 },
  });
  const calm = merchantFactory();
  const wrong = 'Wrong-pass-1';

  const t = useTestApp(kind, { merchants: [merchant, calm], now: clock.now, pause });
  afterEach(() => {
    vi.restoreAllMocks();
    pause.mockClear();
  });

  it('locks an account after lockoutFailures failures, for lockoutMinutes', async () => {
    const member = await signUp(t.app, merchant);
    const neighbour = await signUp(t.app, merchant);
    for (let i = 0; i < merchant.accounts.lockoutFailures; i += 1) {
      const response = await login(t.app, merchant, { username: member.username, password: wrong });
      expectFailure(response, 200, 'login.cred.err');
    }
    // Locked: the right password answers that the account is locked, not that it is wrong.
    const locked = await login(t.app, merchant, member);
    expectFailure(locked, 200, 'login.locked');
    expect(locked.json().message).toContain(`${merchant.accounts.lockoutMinutes} minutes`);
    expectValue(await login(t.app, merchant, neighbour), calls.sessionLogin);

    clock.advanceMinutes(merchant.accounts.lockoutMinutes - 1);
    expectFailure(await login(t.app, merchant, member), 200, 'login.locked');
    clock.advanceMinutes(1);
    expectValue(await login(t.app, merchant, member), calls.sessionLogin);
  });

  it('locks an unknown username after the same tries, with the same answer and the same work', async () => {
    const member = await signUp(t.app, merchant);
    const ghost = { username: `${member.username}x`, password: wrong };
    const answers = async (username: string) => {
      const codes: string[] = [];
      for (let i = 0; i <= merchant.accounts.lockoutFailures; i += 1) {
        const response = await login(t.app, merchant, { username, password: wrong });
        codes.push((response.json() as { errorCode: string }).errorCode);
      }
      return codes;
    };
    const known = await answers(member.username);
    expect(await answers(ghost.username)).toEqual(known);
    expect(known.at(-1)).toBe('login.locked');

    // Locked, a known name and an unknown one cost one dummy hash each and answer the same text.
    const real = vi.spyOn(passwords, 'verifyPassword');
    const dummy = vi.spyOn(passwords, 'verifyDummy');
    const forMember = await login(t.app, merchant, member);
    const forGhost = await login(t.app, merchant, ghost);
    expect(forGhost.json()).toEqual(forMember.json());
    expect(real).not.toHaveBeenCalled();
    expect(dummy).toHaveBeenCalledTimes(2);
  });

  it('counts failures case-insensitively, and a success clears them', async () => {
    const member = await signUp(t.app, merchant);
    const failures = merchant.accounts.lockoutFailures - 1;
    for (let i = 0; i < failures; i += 1) {
      await login(t.app, merchant, { username: member.username.toUpperCase(), password: wrong });
    }
    expectValue(await login(t.app, merchant, member), calls.sessionLogin);
    for (let i = 0; i < failures; i += 1) {
      await login(t.app, merchant, { username: member.username, password: wrong });
    }
    expectValue(await login(t.app, merchant, member), calls.sessionLogin);
  });

  it('limits sign-in attempts per source address', async () => {
    // Unknown users cost a dummy argon2 check each; it is not what this test is about.
    vi.spyOn(passwords, 'verifyDummy').mockResolvedValue(false);
    const ip = '198.51.100.20';
    const member = await signUp(t.app, merchant);
    for (let i = 0; i < LIMITS.loginPerSource.max; i += 1) {
      const response = await login(
        t.app,
        merchant,
        { username: `ghost_${i}`, password: wrong },
        { ip },
      );
      expectFailure(response, 200, 'login.cred.err');
    }
    const blocked = await login(t.app, merchant, member, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      errorCode: expect.stringMatching(/^TOO_MANY_REQUEST/),
    });
    // Another source still signs in, and the source is free again after the window.
    expectValue(await login(t.app, merchant, member, { ip: '198.51.100.21' }), calls.sessionLogin);
    clock.advanceMinutes(LIMITS.loginPerSource.windowMs / 60_000);
    expectValue(await login(t.app, merchant, member, { ip }), calls.sessionLogin);
  });

  it('limits sign-in attempts per /24: 200 tries rotated across one network hit the limit', async () => {
    vi.spyOn(passwords, 'verifyDummy').mockResolvedValue(false);
    const member = await signUp(t.app, merchant);
    const network = (i: number) => `198.51.7.${(i % 200) + 1}`;
    const answers: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const ghost = { username: `ghost_net_${i}`, password: wrong };
      answers.push((await login(t.app, merchant, ghost, { ip: network(i) })).statusCode);
    }
    // Every address stayed under its own limit; the network did not.
    expect(answers.indexOf(429)).toBe(LIMITS.loginPerNetwork.max);
    expect(answers.slice(LIMITS.loginPerNetwork.max).every((status) => status === 429)).toBe(true);
    const refused = await login(t.app, merchant, member, { ip: network(250) });
    expectFailure(refused, 429, 'TOO_MANY_REQUEST_LOGIN');
    // The next /24 still signs in, and the network is free again after the window.
    expectValue(await login(t.app, merchant, member, { ip: '198.51.8.1' }), calls.sessionLogin);
    clock.advanceMinutes(LIMITS.loginPerNetwork.windowMs / 60_000);
    expectValue(await login(t.app, merchant, member, { ip: network(0) }), calls.sessionLogin);
  });

  it('limits sign-in attempts per IPv6 /64, however the address is written', async () => {
    vi.spyOn(passwords, 'verifyDummy').mockResolvedValue(false);
    const inside = (i: number) => `2001:db8:77:1:${i.toString(16)}::1`;
    for (let i = 0; i < LIMITS.loginPerNetwork.max; i += 1) {
      const ghost = { username: `ghost_v6_${i}`, password: wrong };
      expectFailure(await login(t.app, merchant, ghost, { ip: inside(i) }), 200, 'login.cred.err');
    }
    const ghost = { username: 'ghost_v6_last', password: wrong };
    const spelled = '2001:0db8:0077:0001:ffff:0000:0000:0001';
    expectFailure(
      await login(t.app, merchant, ghost, { ip: spelled }),
      429,
      'TOO_MANY_REQUEST_LOGIN',
    );
    const next = await login(t.app, merchant, ghost, { ip: '2001:db8:77:2::1' });
    expectFailure(next, 200, 'login.cred.err');
  });

  it('holds every failed answer during a failure wave on the merchant, never a success', async () => {
    vi.spyOn(passwords, 'verifyDummy').mockResolvedValue(false);
    // Earlier tests' failures fall in another minute.
    clock.advanceMinutes(LIMITS.failureWave.windowMs / 60_000);
    const member = await signUp(t.app, merchant);
    const fail = (i: number, on = merchant) =>
      login(t.app, on, { username: `ghost_wave_${i}`, password: wrong }, { ip: freshAddress() });
    const { max, delayMs } = LIMITS.failureWave;
    for (let i = 0; i < max; i += 1) expectFailure(await fail(i), 200, 'login.cred.err');
    expect(pause).not.toHaveBeenCalled();

    // Past the wave's threshold each failure waits; a success does not, nor another merchant.
    expectFailure(await fail(max), 200, 'login.cred.err');
    expect(pause).toHaveBeenCalledTimes(1);
    expect(pause).toHaveBeenLastCalledWith(delayMs);
    const wrongForMember = { username: member.username, password: wrong };
    expectFailure(
      await login(t.app, merchant, wrongForMember, { ip: freshAddress() }),
      200,
      'login.cred.err',
    );
    expect(pause).toHaveBeenCalledTimes(2);
    expectValue(await login(t.app, merchant, member, { ip: freshAddress() }), calls.sessionLogin);
    expect(pause).toHaveBeenCalledTimes(2);
    expectFailure(await fail(max + 1, calm), 200, 'login.cred.err');
    expect(pause).toHaveBeenCalledTimes(2);

    // The wave is measured per minute: once it has passed, failures answer at once again.
    clock.advanceMinutes(LIMITS.failureWave.windowMs / 60_000);
    expectFailure(await fail(max + 2), 200, 'login.cred.err');
    expect(pause).toHaveBeenCalledTimes(2);
  });
});
