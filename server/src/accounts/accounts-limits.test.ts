import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
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
  PASSWORD,
  register,
  send,
  testDatabases,
  uniqueUsername,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('registration and username-check limits on $name', (kind) => {
  const clock = fakeClock();
  const merchant = merchantFactory();
  const neighbour = merchantFactory();

  const registerFrom = (ip: string, loginDeviceId?: string, on = merchant) =>
    register(
      t.app,
      on,
      { username: uniqueUsername('lim'), password: PASSWORD, loginDeviceId },
      { ip },
    );
  const expectRegistered = (response: LightMyRequestResponse) =>
    expectValue(response, calls.memberRegister);
  const expectLimited = (response: LightMyRequestResponse, code = 'TOO_MANY_REQUEST_REGISTER') =>
    expectFailure(response, 429, code);

  /** Fills a network's allowance from addresses inside it, each kept under its own limit. */
  async function fillNetwork(addresses: readonly string[]) {
    const perAddress = LIMITS.registerPerAddress.max;
    let done = 0;
    for (const ip of addresses) {
      const share = Math.min(perAddress, LIMITS.registerPerNetwork.max - done);
      for (let i = 0; i < share; i += 1) expectRegistered(await registerFrom(ip));
      done += share;
    }
    expect(done).toBe(LIMITS.registerPerNetwork.max);
  }

  const t = useTestApp(kind, { merchants: [merchant, neighbour], now: clock.now });
  beforeEach(() => {
    // What these tests count is requests, not hashing: argon2 at full cost would only slow them.
    vi.spyOn(passwords, 'hashPassword').mockResolvedValue('$argon2id$test-only');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('limits registrations per IPv4 /24, whichever address of it they come from', async () => {
    const network = (host: number) => `198.18.7.${host}`;
    const addresses = [1, 2, 3, 4, 5].map(network);
    expect(LIMITS.registerPerNetwork.max).toBeGreaterThan(LIMITS.registerPerAddress.max);
    await fillNetwork(addresses);
    // A fresh address of the same /24 is refused; the next /24 and another merchant are not.
    expectLimited(await registerFrom(network(200)));
    expectRegistered(await registerFrom('198.18.8.1'));
    expectRegistered(await registerFrom(network(201), undefined, neighbour));
    clock.advanceMinutes(LIMITS.registerPerNetwork.windowMs / 60_000);
    expectRegistered(await registerFrom(network(200)));
  });

  it('limits registrations per IPv6 /64, and counts an IPv4-mapped address as IPv4', async () => {
    const inside = (suffix: string) => `2001:db8:aa:bb:${suffix}`;
    const addresses = ['1::1', '2::2', 'ffff:ffff:ffff:fffe', '4:0:0:4', '5::5'].map(inside);
    await fillNetwork(addresses);
    expectLimited(await registerFrom(inside('abcd::9')));
    // Written in full or shortened, it is the same /64.
    expectLimited(await registerFrom('2001:0db8:00aa:00bb:0000:0000:0000:0077'));
    expectRegistered(await registerFrom('2001:db8:aa:bc::1'));

    const mapped = '::ffff:198.18.9.10';
    for (let i = 0; i < LIMITS.registerPerAddress.max; i += 1) {
      expectRegistered(await registerFrom(mapped));
    }
    expectLimited(await registerFrom(mapped));
    // The mapped address shares its /24 with the plain IPv4 neighbours.
    const sameNetwork = ['198.18.9.11', '198.18.9.12', '198.18.9.13'];
    for (const ip of sameNetwork) {
      for (let i = 0; i < LIMITS.registerPerAddress.max; i += 1) {
        expectRegistered(await registerFrom(ip));
      }
    }
    expectLimited(await registerFrom('198.18.9.14'));
  });

  it('limits registrations per device id, from any address', async () => {
    const device = '5e1f0c2a-7b3d-4e8f-9a6b-0c1d2e3f4a5b';
    for (let i = 0; i < LIMITS.registerPerDevice.max; i += 1) {
      expectRegistered(await registerFrom(freshAddress(), device));
    }
    expectLimited(await registerFrom(freshAddress(), device));
    // Another device, or none at all, is not held up by it.
    expectRegistered(await registerFrom(freshAddress(), '6e1f0c2a-7b3d-4e8f-9a6b-0c1d2e3f4a5b'));
    expectRegistered(await registerFrom(freshAddress()));
    clock.advanceMinutes(LIMITS.registerPerDevice.windowMs / 60_000);
    expectRegistered(await registerFrom(freshAddress(), device));
  });

  it('limits username checks with the sign-in allowance of the address and its network', async () => {
    const check = (from: string) =>
      send(t.app, merchant, calls.checkUsername, undefined, {
        ip: from,
        query: { username: uniqueUsername('chk') },
      });
    const ip = '198.18.10.1';
    for (let i = 0; i < LIMITS.loginPerSource.max; i += 1) {
      expectValue(await check(ip), calls.checkUsername);
    }
    expectLimited(await check(ip), 'TOO_MANY_REQUEST_CHECK');
    // Checks and sign-ins spend one allowance: the address cannot sign in either.
    const ghost = { username: uniqueUsername('ghost'), password: PASSWORD };
    expectFailure(await login(t.app, merchant, ghost, { ip }), 429, 'TOO_MANY_REQUEST_LOGIN');
    expectValue(await check('198.18.11.1'), calls.checkUsername);

    // Rotating addresses inside one /24 meets the network's limit.
    const network = (i: number) => `198.18.12.${(i % 250) + 1}`;
    for (let i = 0; i < LIMITS.loginPerNetwork.max; i += 1) {
      expectValue(await check(network(i)), calls.checkUsername);
    }
    expectLimited(await check(network(LIMITS.loginPerNetwork.max)), 'TOO_MANY_REQUEST_CHECK');
    clock.advanceMinutes(LIMITS.loginPerSource.windowMs / 60_000);
    expectValue(await check(ip), calls.checkUsername);
    expectValue(await check(network(0)), calls.checkUsername);
  });
});
