import { describe, expect, it } from 'vitest';
import { calls, VERIFICATION_CODE } from '@lobby/contract';
import {
  expectFailure,
  expectValue,
  fakeClock,
  merchantFactory,
  PASSWORD,
  registerMobile,
  send,
  signUp,
  testConfig,
  testDatabases,
  uniqueMobile,
  useTestApp,
} from '../../test/index.js';
import { SoftwareAuthenticator } from '../../test/software-authenticator.js';

// Issue 36: a member who signed up by code (and never set a password) adds a passkey after a
// one-use code sent to their own number or address; a member with a password still gives it.

describe.each(testDatabases())('adding a passkey after a code on $name', (kind) => {
  const merchant = merchantFactory({
    accounts: {
      ...merchantFactory().accounts,
      methods: ['username', 'mobile'],
      mobilePassword: false,
      lockoutFailures: 20,
    },
  });
  const clock = fakeClock(Date.parse('2031-05-01T08:00:00Z'));
  const t = useTestApp(kind, {
    merchants: [merchant],
    now: clock.now,
    config: testConfig({ devInbox: true }),
  });
  const host = () => merchant.hosts[0]!;

  /** A member registered by mobile with no password of their own, and their session. */
  async function codeMember() {
    const mobileNum = uniqueMobile();
    const value = expectValue(
      await registerMobile(t.app, merchant, { mobileNum }),
      calls.memberRegisterMobile,
    );
    return { mobileNum, e164: `+63${mobileNum}`, token: value.token, username: value.userName };
  }

  const sendProofCode = (token: string, method: 'sms' | 'email' = 'sms') =>
    send(t.app, merchant, calls.passkeyCodeSend, { method }, { token });

  /** The newest code the local adapters delivered to a recipient. */
  async function lastCode(recipient: string) {
    await t.app.outbox.drain();
    const row = await t.database.db
      .selectFrom('dev_inbox')
      .select('body')
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\b(\d{6})\b/.exec(row.body)![1]!;
  }

  const options = (token: string, body: Record<string, unknown>) =>
    send(t.app, merchant, calls.passkeyRegistrationOptions, body, { token });

  /** The options call refuses this code as a wrong, used or expired one. */
  async function codeRefused(token: string, verifyCode: string, verifyMethod = 'sms') {
    expectFailure(
      await options(token, { verifyMethod, verifyCode }),
      200,
      'verification.code.invalid',
    );
  }

  it('registers a passkey after the texted code, which then signs the member in', async () => {
    const member = await codeMember();
    // Without a code the member is told to prove themselves another way than a password.
    expectFailure(await options(member.token, {}), 200, 'password.default.locked');
    expectFailure(
      await options(member.token, { password: PASSWORD }),
      200,
      'password.default.locked',
    );
    const sent = expectValue(await sendProofCode(member.token), calls.passkeyCodeSend);
    expect(sent.expiresInSeconds).toBe(VERIFICATION_CODE.ttlMs / 1000);
    const verifyCode = await lastCode(member.e164);
    const start = expectValue(
      await options(member.token, { verifyMethod: 'sms', verifyCode }),
      calls.passkeyRegistrationOptions,
    );
    const authenticator = new SoftwareAuthenticator(host(), `https://${host()}`);
    const added = await send(
      t.app,
      merchant,
      calls.addPasskey,
      { response: authenticator.register(start.options as { challenge: string }) },
      { token: member.token },
    );
    expectValue(added, calls.addPasskey);
    const signIn = expectValue(
      await send(t.app, merchant, calls.passkeySignInOptions),
      calls.passkeySignInOptions,
    );
    const value = expectValue(
      await send(t.app, merchant, calls.sessionLoginPasskey, {
        challengeId: signIn.challengeId,
        response: authenticator.authenticate(signIn.options as { challenge: string }),
      }),
      calls.sessionLoginPasskey,
    );
    expect(value.userName).toBe(member.username);
  });

  it('refuses a wrong, a reused and an expired code alike', async () => {
    const member = await codeMember();
    await sendProofCode(member.token);
    const verifyCode = await lastCode(member.e164);
    const wrong = verifyCode === '000000' ? '000001' : '000000';
    await codeRefused(member.token, wrong);
    // The right code of another method (no address here) is no proof either.
    await codeRefused(member.token, verifyCode, 'email');
    expectValue(
      await options(member.token, { verifyMethod: 'sms', verifyCode }),
      calls.passkeyRegistrationOptions,
    );
    await codeRefused(member.token, verifyCode);
    clock.advanceMinutes(1);
    await sendProofCode(member.token);
    const late = await lastCode(member.e164);
    clock.advanceMinutes(VERIFICATION_CODE.ttlMs / 60_000 + 1);
    await codeRefused(member.token, late);
  });

  it('spaces sends a minute apart, stops a code after its wrong tries, and one code adds once in parallel', async () => {
    const member = await codeMember();
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendProofCode(member.token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array<number>(5).fill(429),
    ]);
    expectFailure(await sendProofCode(member.token), 429, 'TOO_MANY_REQUEST_SMS_WAIT');
    const verifyCode = await lastCode(member.e164);
    const wrong = verifyCode === '999999' ? '999998' : '999999';
    const guesses = await Promise.all(
      Array.from({ length: VERIFICATION_CODE.wrongTries + 3 }, () =>
        options(member.token, { verifyMethod: 'sms', verifyCode: wrong }),
      ),
    );
    for (const guess of guesses) expectFailure(guess, 200, 'verification.code.invalid');
    await codeRefused(member.token, verifyCode);

    clock.advanceMinutes(1);
    await sendProofCode(member.token);
    const fresh = await lastCode(member.e164);
    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        options(member.token, { verifyMethod: 'sms', verifyCode: fresh }),
      ),
    );
    const accepted = racing.filter((answer) => (answer.json() as { success: boolean }).success);
    expect(accepted).toHaveLength(1);
  });

  it('emails the code to a verified address, never to a number the member lacks', async () => {
    const member = await codeMember();
    const email = `pk.${process.pid}.${Date.now()}@example.com`;
    await t.database.db
      .updateTable('members')
      .set({ email, mobile: null })
      .where('username', '=', member.username)
      .execute();
    expectFailure(await sendProofCode(member.token, 'sms'), 400, 'not_supported');
    expectValue(await sendProofCode(member.token, 'email'), calls.passkeyCodeSend);
    const verifyCode = await lastCode(email);
    expectValue(
      await options(member.token, { verifyMethod: 'email', verifyCode }),
      calls.passkeyRegistrationOptions,
    );
  });

  it('still asks a member with a password of their own for it, and sends them no code', async () => {
    const member = await signUp(t.app, merchant);
    expectFailure(await sendProofCode(member.token), 400, 'not_supported');
    expectFailure(
      await options(member.token, { verifyMethod: 'sms', verifyCode: '123456' }),
      200,
      'login.cred.err',
    );
    expectValue(
      await options(member.token, { password: PASSWORD }),
      calls.passkeyRegistrationOptions,
    );
  });
});
