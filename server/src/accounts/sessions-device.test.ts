import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  authed,
  expectFailure,
  expectValue,
  fakeClock,
  login,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

const PHONE = '0f8e9d7c-aaaa-4bbb-8ccc-333333333333';
const TABLET = '0f8e9d7c-aaaa-4bbb-8ccc-444444444444';

// SPEC section 3's device id names the device a player signs in from: the signed-in devices list
// holds each device once, because a new sign-in there ends the device's previous session.
describe.each(testDatabases())('one session per device on $name', (kind) => {
  const clock = fakeClock();
  // Parallel sign-ins to one account must not meet the account's lockout.
  const merchant = merchantFactory({
    accounts: { ...merchantFactory().accounts, lockoutFailures: 100 },
  });
  const other = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant, other], now: clock.now });

  const info = (token: string, on = merchant) => authed(t.app, on, token).get(calls.memberInfo);
  const signedIn = async (token: string, on = merchant) =>
    expectValue(await info(token, on), calls.memberInfo);
  const signedOut = async (token: string, on = merchant) =>
    expectFailure(await info(token, on), 401, 'customer.not.login');
  const devices = async (token: string) =>
    expectValue(
      await authed(t.app, merchant, token).get(calls.memberSessions),
      calls.memberSessions,
    );

  /** Signs in from a device; answers the login value. */
  const signInFrom = async (member: TestMember, loginDeviceId?: string, remember = false) =>
    expectValue(
      await login(t.app, merchant, {
        username: member.username,
        password: member.password,
        loginDeviceId,
        remember: remember || undefined,
      }),
      calls.sessionLogin,
    );
  const liveOnDevice = async (member: TestMember, deviceId: string) =>
    t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', Number(member.id))
      .where('device_id', '=', deviceId)
      .where('ended_at', 'is', null)
      .execute();

  it('a new sign-in from the same device replaces that device’s session', async () => {
    const member = await signUp(t.app, merchant);
    const first = await signInFrom(member, PHONE);
    clock.advanceMinutes(1);
    const second = await signInFrom(member, PHONE);
    await signedOut(first.token);
    await signedIn(second.token);
    // The registration's session (no device named) and the phone, once.
    const list = await devices(second.token);
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    expect(await liveOnDevice(member, PHONE)).toHaveLength(1);
  });

  it('keeps the sessions of other devices, and of other members on the same device', async () => {
    const member = await signUp(t.app, merchant);
    const friend = await signUp(t.app, merchant);
    const phone = await signInFrom(member, PHONE);
    const tablet = await signInFrom(member, TABLET);
    const friendsPhone = await signInFrom(friend, PHONE);
    const nameless = [await signInFrom(member), await signInFrom(member)];
    const again = await signInFrom(member, TABLET);
    await signedIn(phone.token);
    await signedIn(friendsPhone.token);
    for (const session of nameless) await signedIn(session.token);
    await signedOut(tablet.token);
    await signedIn(again.token);
  });

  it('is scoped by merchant: the same device on another merchant keeps its session', async () => {
    const here = await signUp(t.app, merchant);
    const there = await signUp(t.app, other, { username: here.username });
    const thereSession = expectValue(
      await login(t.app, other, {
        username: there.username,
        password: there.password,
        loginDeviceId: PHONE,
      }),
      calls.sessionLogin,
    );
    await signInFrom(here, PHONE);
    await signInFrom(here, PHONE);
    await signedIn(thereSession.token, other);
  });

  it('concurrent sign-ins from one device leave one live session', async () => {
    const member = await signUp(t.app, merchant);
    const attempts = 12;
    const results = await Promise.all(
      Array.from({ length: attempts }, () => signInFrom(member, PHONE)),
    );
    expect(new Set(results.map((value) => value.token)).size).toBe(attempts);
    expect(await liveOnDevice(member, PHONE)).toHaveLength(1);
    const answers = await Promise.all(results.map((value) => info(value.token)));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
  });

  it('a sign-in without "remember me" takes the device’s remembered login with the session it replaces', async () => {
    const member = await signUp(t.app, merchant);
    const remembered = await signInFrom(member, PHONE, true);
    expect(remembered.rememberToken).toEqual(expect.any(String));
    await signInFrom(member, PHONE);
    await signedOut(remembered.token);
    const reuse = await send(t.app, merchant, calls.sessionLoginRemembered, {
      rememberToken: remembered.rememberToken,
      loginDeviceId: PHONE,
    });
    expectFailure(reuse, 200, 'login.cred.err');
  });

  it('an auto-login replaces the device’s session and keeps its remembered login going', async () => {
    const member = await signUp(t.app, merchant);
    const remembered = await signInFrom(member, PHONE, true);
    const auto = (rememberToken: string) =>
      send(t.app, merchant, calls.sessionLoginRemembered, { rememberToken, loginDeviceId: PHONE });
    const next = expectValue(await auto(remembered.rememberToken!), calls.sessionLoginRemembered);
    await signedOut(remembered.token);
    await signedIn(next.token);
    const after = expectValue(await auto(next.rememberToken), calls.sessionLoginRemembered);
    await signedOut(next.token);
    await signedIn(after.token);
    expect(await liveOnDevice(member, PHONE)).toHaveLength(1);
  });
});
