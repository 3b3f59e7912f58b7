import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  expectFailure,
  expectValue,
  freshAddress,
  login,
  merchantFactory,
  PASSWORD,
  send,
  signUp,
  testConfig,
  testDatabases,
  useTestApp,
} from '../../test/index.js';
import { SoftwareAuthenticator } from '../../test/software-authenticator.js';
import { ACCOUNT_LIMITS as LIMITS } from './accounts-limits.js';

describe.each(testDatabases())('passkeys on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const t = useTestApp(kind, {
    merchants: [merchant, other],
    config: testConfig({ devInbox: true }),
  });
  const host = () => merchant.hosts[0]!;
  const origin = () => `https://${host()}`;

  /** A member with a passkey made on the merchant's host; its authenticator and session token. */
  async function memberWithPasskey() {
    const member = await signUp(t.app, merchant);
    const authenticator = new SoftwareAuthenticator(host(), origin());
    const { options } = expectValue(
      await send(
        t.app,
        merchant,
        calls.passkeyRegistrationOptions,
        { password: PASSWORD },
        {
          token: member.token,
        },
      ),
      calls.passkeyRegistrationOptions,
    );
    const added = await send(
      t.app,
      merchant,
      calls.addPasskey,
      { response: authenticator.register(options as { challenge: string }), name: 'Phone' },
      { token: member.token },
    );
    expect(expectValue(added, calls.addPasskey).name).toBe('Phone');
    return { member, authenticator };
  }

  async function passkeyLogin(
    authenticator: SoftwareAuthenticator,
    options: { target?: typeof merchant; counter?: number; hostHeader?: string } = {},
  ) {
    const target = options.target ?? merchant;
    const hostHeader = options.hostHeader ?? target.hosts[0]!;
    const start = expectValue(
      await send(t.app, target, calls.passkeySignInOptions, undefined, { host: hostHeader }),
      calls.passkeySignInOptions,
    );
    const response = authenticator.authenticate(
      start.options as { challenge: string },
      options.counter,
    );
    return send(
      t.app,
      target,
      calls.sessionLoginPasskey,
      { challengeId: start.challengeId, response },
      { host: hostHeader },
    );
  }

  it('adds a passkey only after the password, and lists and removes it', async () => {
    const member = await signUp(t.app, merchant);
    const wrong = await send(
      t.app,
      merchant,
      calls.passkeyRegistrationOptions,
      { password: 'Wrong-pass-1' },
      { token: member.token },
    );
    expectFailure(wrong, 200, 'login.cred.err');
    // An answer made without options from this member's challenge is refused.
    const stray = new SoftwareAuthenticator(host(), origin());
    const refused = await send(
      t.app,
      merchant,
      calls.addPasskey,
      { response: stray.register({ challenge: 'c29tZS1jaGFsbGVuZ2U' }) },
      { token: member.token },
    );
    expectFailure(refused, 200, 'passkey.invalid');

    const { member: owner } = await memberWithPasskey();
    const list = expectValue(
      await send(t.app, merchant, calls.memberPasskeys, undefined, { token: owner.token }),
      calls.memberPasskeys,
    );
    expect(list).toHaveLength(1);
    // Another member cannot remove it.
    const foreign = await send(
      t.app,
      merchant,
      calls.removePasskey,
      { id: list[0]!.id },
      {
        token: member.token,
      },
    );
    expect(expectValue(foreign, calls.removePasskey).removed).toBe(false);
    const removed = await send(
      t.app,
      merchant,
      calls.removePasskey,
      { id: list[0]!.id },
      {
        token: owner.token,
      },
    );
    expect(expectValue(removed, calls.removePasskey).removed).toBe(true);
  });

  it('signs in with a passkey as both factors, and refuses it once removed', async () => {
    const { member, authenticator } = await memberWithPasskey();
    const value = expectValue(await passkeyLogin(authenticator), calls.sessionLoginPasskey);
    expect(value.id).toBe(member.id);
    const [passkey] = expectValue(
      await send(t.app, merchant, calls.memberPasskeys, undefined, { token: value.token }),
      calls.memberPasskeys,
    );
    expect(passkey!.lastUsedAt).not.toBeNull();
    await send(t.app, merchant, calls.removePasskey, { id: passkey!.id }, { token: value.token });
    expectFailure(await passkeyLogin(authenticator), 200, 'passkey.invalid');
  });

  it('counts as two factors: no second step even with an authenticator on', async () => {
    const { member, authenticator } = await memberWithPasskey();
    await t.database.db
      .updateTable('members')
      .set({ two_factor_sms: true, mobile: `+63917${String(Date.now()).slice(-7)}` })
      .where('id', '=', Number(member.id))
      .execute();
    const byPassword = await login(t.app, merchant, {
      username: member.username,
      password: PASSWORD,
    });
    expect((byPassword.json() as { errorCode: string }).errorCode).toBe('login_verify_required');
    expectValue(await passkeyLogin(authenticator), calls.sessionLoginPasskey);
  });

  it("refuses a passkey on another merchant's host, and on a host that is not the merchant's", async () => {
    const { authenticator } = await memberWithPasskey();
    expectFailure(await passkeyLogin(authenticator, { target: other }), 200, 'passkey.invalid');
    const stranger = await send(t.app, merchant, calls.passkeySignInOptions, undefined, {
      host: 'evil.test',
      headers: { merchant: merchant.code },
    });
    expect(stranger.body).toContain('passkey.invalid');
  });

  it('refuses a counter that does not move forward, and a replayed answer', async () => {
    const { authenticator } = await memberWithPasskey();
    expectValue(await passkeyLogin(authenticator, { counter: 5 }), calls.sessionLoginPasskey);
    expectFailure(await passkeyLogin(authenticator, { counter: 5 }), 200, 'passkey.invalid');
    expectFailure(await passkeyLogin(authenticator, { counter: 3 }), 200, 'passkey.invalid');
    expectValue(await passkeyLogin(authenticator, { counter: 6 }), calls.sessionLoginPasskey);
    // One challenge, one sign-in: the same answer sent twice at once signs in once.
    const start = expectValue(
      await send(t.app, merchant, calls.passkeySignInOptions, undefined),
      calls.passkeySignInOptions,
    );
    const response = authenticator.authenticate(start.options as { challenge: string }, 9);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        send(t.app, merchant, calls.sessionLoginPasskey, {
          challengeId: start.challengeId,
          response,
        }),
      ),
    );
    const ok = answers.filter((answer) => (answer.json() as { success: boolean }).success);
    expect(ok).toHaveLength(1);
  });

  it('hands out sign-in challenges within a limit of their own, leaving the sign-in tries alone, even in parallel', async () => {
    const member = await signUp(t.app, merchant);
    const ip = freshAddress();
    const { max } = LIMITS.passkeyChallengesPerSource;
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, () =>
        send(t.app, merchant, calls.passkeySignInOptions, undefined, { ip }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(max);
    for (const answer of answers.filter((refused) => refused.statusCode !== 200)) {
      expectFailure(answer, 429, 'TOO_MANY_REQUEST_LOGIN');
    }
    // More challenges than the sign-in tries of an address: its password sign-in still goes on.
    expect(max).toBeGreaterThan(LIMITS.loginPerSource.max);
    expectValue(await login(t.app, merchant, member, { ip }), calls.sessionLogin);
  });

  it('tells the member of a sign-in from a new device, by email and in the notice list, and ends that session', async () => {
    const member = await signUp(t.app, merchant, { loginDeviceId: 'device-one-0001' });
    const email = `notice.${process.pid}.${Date.now()}@example.com`;
    await t.database.db
      .updateTable('members')
      .set({ email })
      .where('id', '=', Number(member.id))
      .execute();
    const credentials = { username: member.username, password: PASSWORD };
    await login(t.app, merchant, { ...credentials, loginDeviceId: 'device-one-0001' });
    // The same device again is no news (its session replaces the one before).
    const again = await login(t.app, merchant, {
      ...credentials,
      loginDeviceId: 'device-one-0001',
    });
    const token = expectValue(again, calls.sessionLogin).token;
    const noNews = expectValue(
      await send(t.app, merchant, calls.signInNotices, undefined, { token }),
      calls.signInNotices,
    );
    expect(noNews).toEqual([]);
    const fresh = await login(t.app, merchant, {
      ...credentials,
      loginDeviceId: 'device-two-0002',
    });
    const freshToken = expectValue(fresh, calls.sessionLogin).token;
    const notices = expectValue(
      await send(t.app, merchant, calls.signInNotices, undefined, { token }),
      calls.signInNotices,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.live).toBe(true);
    await t.app.outbox.drain();
    const mails = await t.database.db
      .selectFrom('dev_inbox')
      .select(['body'])
      .where('recipient', '=', email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('/m/member/home#sign-in-notices');
    const ended = await send(
      t.app,
      merchant,
      calls.endSession,
      { sessionId: notices[0]!.sessionId },
      { token },
    );
    expect(expectValue(ended, calls.endSession).ended).toBe(true);
    const gone = await send(t.app, merchant, calls.memberInfo, undefined, { token: freshToken });
    expect(gone.statusCode).toBe(401);
    // Another member cannot end this member's sessions.
    const stranger = await signUp(t.app, merchant);
    const foreign = await send(
      t.app,
      merchant,
      calls.endSession,
      { sessionId: notices[0]!.sessionId },
      { token: stranger.token },
    );
    expect(expectValue(foreign, calls.endSession).ended).toBe(false);
  });
});
