import { describe, expect, it } from 'vitest';
import { calls, type CallDef } from '@lobby/contract';
import {
  expectFailure,
  expectValue,
  fakeClock,
  freshAddress,
  login,
  merchantFactory,
  PASSWORD,
  registerMobile,
  send,
  signUp,
  testConfig,
  testDatabases,
  uniqueMobile,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

const NEW_PASSWORD = 'Fresh-Harbour-77';

describe.each(testDatabases())(
  'email addresses, reset links and code second factors on $name',
  (kind) => {
    const merchant = merchantFactory({
      accounts: {
        ...merchantFactory().accounts,
        methods: ['username', 'mobile'],
        lockoutFailures: 10,
      },
    });
    const clock = fakeClock(Date.parse('2031-06-01T09:00:00Z'));
    const t = useTestApp(kind, {
      merchants: [merchant],
      now: clock.now,
      config: testConfig({ devInbox: true }),
    });

    /** What the outbox delivered to the inbox for an address, newest first (delivered now). */
    const inbox = async (recipient: string) => {
      await t.app.outbox.drain();
      return (
        await t.database.db
          .selectFrom('dev_inbox')
          .select(['body'])
          .where('recipient', '=', recipient)
          .orderBy('id', 'desc')
          .execute()
      ).map((row) => row.body);
    };
    const lastCode = async (recipient: string) =>
      /\b(\d{6})\b/.exec((await inbox(recipient))[0] ?? '')?.[1] ?? '';
    const lastToken = async (recipient: string) =>
      /#token=([A-Za-z0-9_-]+)/.exec((await inbox(recipient))[0] ?? '')?.[1] ?? '';

    /** A member's calls, each from an address of its own (the per-source code limit is not tested here). */
    const as = (token: string) => ({
      get: (call: CallDef) => send(t.app, merchant, call, undefined, { token, ip: freshAddress() }),
      post: (call: CallDef, body?: unknown) =>
        send(t.app, merchant, call, body, { token, ip: freshAddress() }),
    });

    let sequence = 0;
    const uniqueEmail = () => {
      sequence += 1;
      return `Player.${process.pid}.${sequence}@Example.com`;
    };

    /** A member with a verified address (as typed; the inbox keys it as typed too). */
    async function withEmail(member?: TestMember): Promise<TestMember & { email: string }> {
      const who = member ?? (await signUp(t.app, merchant));
      const email = uniqueEmail();
      const api = as(who.token);
      expectValue(await api.post(calls.memberEmailCode, { email }), calls.memberEmailCode);
      const code = await lastCode(email);
      expectValue(
        await api.post(calls.memberEmailConfirm, { email, code }),
        calls.memberEmailConfirm,
      );
      clock.advanceMinutes(1);
      return { ...who, email };
    }

    const publicSend = (call: CallDef, body: unknown) =>
      send(t.app, merchant, call, body, { ip: freshAddress() });

    describe('the member email address', () => {
      it('is the member’s once the emailed code comes back, and member info shows it masked', async () => {
        const member = await withEmail();
        const info = expectValue(await as(member.token).get(calls.memberInfo), calls.memberInfo);
        expect(info.email).toBe('P…@Example.com');
        const row = await t.database.db
          .selectFrom('verification_codes')
          .select(['code_hash'])
          .where('purpose', '=', 'email')
          .where('recipient', '=', `member:${member.id}:${member.email.toLowerCase()}`)
          .executeTakeFirstOrThrow();
        expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      });

      it('answers an address another member has like a free one, after the same limits, and sends it nothing', async () => {
        const first = await withEmail();
        const other = as((await signUp(t.app, merchant)).token);
        const taken = first.email.toUpperCase();
        const free = uniqueEmail();
        const delivered = await inbox(first.email);
        const answers = [
          await other.post(calls.memberEmailCode, { email: free }),
          await other.post(calls.memberEmailCode, { email: taken }),
        ];
        expect(expectValue(answers[1]!, calls.memberEmailCode)).toEqual(
          expectValue(answers[0]!, calls.memberEmailCode),
        );
        expect(await inbox(taken)).toEqual([]);
        expect(await inbox(first.email)).toEqual(delivered);
        // The address's limit is spent before anything else: a second ask within the minute is
        // refused for the taken address exactly as for the free one.
        for (const email of [free, taken]) {
          expectFailure(
            await other.post(calls.memberEmailCode, { email }),
            429,
            'TOO_MANY_REQUEST_SMS_WAIT',
          );
        }
        expect(await inbox(free)).toHaveLength(1);
      });

      it('binds the code to the member who asked, works once, and refuses wrong codes', async () => {
        const asker = await signUp(t.app, merchant);
        const thief = await signUp(t.app, merchant);
        const email = uniqueEmail();
        await as(asker.token).post(calls.memberEmailCode, { email });
        const code = await lastCode(email);
        expectFailure(
          await as(thief.token).post(calls.memberEmailConfirm, {
            email,
            code,
          }),
          200,
          'verification.code.invalid',
        );
        const wrong = code === '000000' ? '111111' : '000000';
        const api = as(asker.token);
        expectFailure(
          await api.post(calls.memberEmailConfirm, { email, code: wrong }),
          200,
          'verification.code.invalid',
        );
        expectValue(
          await api.post(calls.memberEmailConfirm, { email, code }),
          calls.memberEmailConfirm,
        );
        expectFailure(
          await api.post(calls.memberEmailConfirm, { email, code }),
          200,
          'verification.code.invalid',
        );
      });

      it('lets exactly one of many parallel sends to an address through', async () => {
        const member = await signUp(t.app, merchant);
        const email = uniqueEmail();
        const api = as(member.token);
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => api.post(calls.memberEmailCode, { email })),
        );
        expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
        expect(await inbox(email)).toHaveLength(1);
      });

      it('gives an address to one of two members racing for it', async () => {
        const email = uniqueEmail();
        const a = await signUp(t.app, merchant);
        const b = await signUp(t.app, merchant);
        await as(a.token).post(calls.memberEmailCode, { email });
        const codeA = await lastCode(email);
        clock.advanceMinutes(1);
        await as(b.token).post(calls.memberEmailCode, { email });
        const codeB = await lastCode(email);
        const [first, second] = await Promise.all([
          as(a.token).post(calls.memberEmailConfirm, { email, code: codeA }),
          as(b.token).post(calls.memberEmailConfirm, { email, code: codeB }),
        ]);
        const codes = [first, second].map(
          (answer) => (answer.json() as { success: boolean }).success,
        );
        expect(codes.filter(Boolean)).toHaveLength(1);
      });
    });

    describe('password reset by emailed link', () => {
      it('emails a link with the token in the fragment, which sets the password once and ends every session', async () => {
        const member = await withEmail();
        const sent = expectValue(
          await publicSend(calls.passwordResetEmail, { account: member.username }),
          calls.passwordResetEmail,
        );
        expect(sent).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 1800 });
        const email = (await inbox(member.email))[0]!;
        expect(email).toMatch(/\/m\/resetPassword#token=[A-Za-z0-9_-]{43}\b/);
        const token = await lastToken(member.email);
        const stored = await t.database.db
          .selectFrom('password_reset_links')
          .selectAll()
          .executeTakeFirstOrThrow();
        expect(JSON.stringify(stored)).not.toContain(token);

        expectValue(
          await publicSend(calls.passwordResetLink, { token, newPassword: NEW_PASSWORD }),
          calls.passwordResetLink,
        );
        expectFailure(await as(member.token).get(calls.memberInfo), 401, 'customer.not.login');
        expectFailure(
          await publicSend(calls.passwordResetLink, { token, newPassword: 'Another-Harbour-88' }),
          200,
          'reset.link.invalid',
        );
        expectValue(
          await login(t.app, merchant, { username: member.username, password: NEW_PASSWORD }),
          calls.sessionLogin,
        );
      });

      it('takes the verified address in place of the username, in any case', async () => {
        const member = await withEmail();
        expectValue(
          await publicSend(calls.passwordResetEmail, { account: member.email.toLowerCase() }),
          calls.passwordResetEmail,
        );
        expect(await lastToken(member.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      });

      it('answers an unknown account, an unknown address and a member without one alike, and sends nothing', async () => {
        const known = await withEmail();
        const noAddress = await signUp(t.app, merchant);
        const a = await publicSend(calls.passwordResetEmail, { account: known.username });
        const answers = await Promise.all([
          publicSend(calls.passwordResetEmail, { account: 'nobody_here_at_all' }),
          publicSend(calls.passwordResetEmail, { account: 'nobody@example.com' }),
          publicSend(calls.passwordResetEmail, { account: noAddress.username }),
        ]);
        for (const answer of answers) {
          expect(answer.statusCode).toBe(a.statusCode);
          expect(answer.json()).toEqual(a.json());
        }
        expect(await inbox('nobody@example.com')).toEqual([]);
      });

      it('answers a wrong, replaced or expired token alike, and a new link replaces the old', async () => {
        const member = await withEmail();
        expectFailure(
          await publicSend(calls.passwordResetLink, {
            token: 'x'.repeat(43),
            newPassword: NEW_PASSWORD,
          }),
          200,
          'reset.link.invalid',
        );
        await publicSend(calls.passwordResetEmail, { account: member.username });
        const first = await lastToken(member.email);
        expectFailure(
          await publicSend(calls.passwordResetEmail, { account: member.username }),
          429,
          'TOO_MANY_REQUEST_SMS_WAIT',
        );
        clock.advanceMinutes(1);
        await publicSend(calls.passwordResetEmail, { account: member.username });
        const second = await lastToken(member.email);
        expect(second).not.toBe(first);
        expectFailure(
          await publicSend(calls.passwordResetLink, { token: first, newPassword: NEW_PASSWORD }),
          200,
          'reset.link.invalid',
        );
        clock.advanceMinutes(31);
        expectFailure(
          await publicSend(calls.passwordResetLink, { token: second, newPassword: NEW_PASSWORD }),
          200,
          'reset.link.invalid',
        );
      });

      it('limits the links one source may ask for, whatever accounts it names', async () => {
        const ip = freshAddress();
        const answers = [];
        for (let index = 0; index < 25; index += 1) {
          answers.push(
            await send(
              t.app,
              merchant,
              calls.passwordResetEmail,
              { account: `nobody_${index}_${Date.now()}` },
              { ip },
            ),
          );
        }
        expect(answers.slice(0, 5).every((answer) => answer.statusCode === 200)).toBe(true);
        expectFailure(answers.at(-1)!, 429, 'TOO_MANY_REQUEST_SMS');
      });

      it('refuses a password the rules refuse without using the link up', async () => {
        const member = await withEmail();
        await publicSend(calls.passwordResetEmail, { account: member.username });
        const token = await lastToken(member.email);
        expectFailure(
          await publicSend(calls.passwordResetLink, {
            token,
            newPassword: `${member.username}-Harbour`,
          }),
          200,
          'password.has.username',
        );
        expectValue(
          await publicSend(calls.passwordResetLink, { token, newPassword: NEW_PASSWORD }),
          calls.passwordResetLink,
        );
      });

      it('uses a link once however many resets present it at once', async () => {
        const member = await withEmail();
        await publicSend(calls.passwordResetEmail, { account: member.username });
        const token = await lastToken(member.email);
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, index) =>
            publicSend(calls.passwordResetLink, { token, newPassword: `${NEW_PASSWORD}-${index}` }),
          ),
        );
        const won = answers.filter((answer) => (answer.json() as { success: boolean }).success);
        expect(won).toHaveLength(1);
      });

      it('keeps a second factor: the reset signs nobody in and the next sign-in still asks', async () => {
        const member = await withEmail();
        const api = as(member.token);
        expectValue(
          await api.post(calls.twoFactorCodes, {
            method: 'email',
            enabled: true,
            password: member.password,
          }),
          calls.twoFactorCodes,
        );
        clock.advanceMinutes(1);
        await publicSend(calls.passwordResetEmail, { account: member.username });
        const token = await lastToken(member.email);
        const reset = expectValue(
          await publicSend(calls.passwordResetLink, { token, newPassword: NEW_PASSWORD }),
          calls.passwordResetLink,
        );
        expect(reset).toEqual({});
        expectFailure(
          await login(
            t.app,
            merchant,
            { username: member.username, password: NEW_PASSWORD },
            { ip: freshAddress() },
          ),
          200,
          'login_verify_required',
        );
      });
    });

    describe('texted and emailed codes as the second factor', () => {
      const passwordStep = (member: TestMember) =>
        login(t.app, merchant, member, { ip: freshAddress() });
      const sendStep = (member: TestMember, verifyMethod: 'sms' | 'email') =>
        publicSend(calls.sessionLoginCodeSend, {
          username: member.username,
          password: member.password,
          verifyMethod,
        });
      const codeStep = (member: TestMember, verifyMethod: 'sms' | 'email', verifyCode: string) =>
        publicSend(calls.sessionLoginVerification, {
          username: member.username,
          password: member.password,
          verifyMethod,
          verifyCode,
        });

      async function mobileMember(): Promise<TestMember & { mobileNum: string }> {
        const mobileNum = uniqueMobile();
        const value = expectValue(
          await registerMobile(t.app, merchant, { mobileNum, password: PASSWORD }),
          calls.memberRegisterMobile,
        );
        return {
          id: value.id,
          username: value.userName,
          password: PASSWORD,
          token: value.token,
          mobileNum,
        };
      }

      const turnOn = async (member: TestMember, method: 'sms' | 'email') =>
        expectValue(
          await as(member.token).post(calls.twoFactorCodes, {
            method,
            enabled: true,
            password: member.password,
          }),
          calls.twoFactorCodes,
        );

      it('turns on only with the password and a number or address to send to', async () => {
        const member = await signUp(t.app, merchant);
        const api = as(member.token);
        expectFailure(
          await api.post(calls.twoFactorCodes, {
            method: 'sms',
            enabled: true,
            password: member.password,
          }),
          400,
          'not_supported',
        );
        const withAddress = await withEmail(member);
        expectFailure(
          await api.post(calls.twoFactorCodes, {
            method: 'email',
            enabled: true,
            password: 'Not-the-Pa55',
          }),
          200,
          'login.cred.err',
        );
        const status = await turnOn(withAddress, 'email');
        expect(status).toMatchObject({ ga: false, sms: false, email: true, emailAvailable: true });
      });

      it('offers the methods turned on, texts the code to the member’s own number, and takes it once', async () => {
        const member = await mobileMember();
        await turnOn(member, 'sms');
        const answer = await passwordStep(member);
        expectFailure(answer, 200, 'login_verify_required');
        expect((answer.json() as { value: unknown }).value).toEqual({ verifyMethods: ['sms'] });
        // Email was not turned on (and there is no address): nothing is sent that way.
        expectFailure(await sendStep(member, 'email'), 200, 'login.cred.err');
        expectFailure(await passwordStep(member), 200, 'login_verify_required');
        expectValue(await sendStep(member, 'sms'), calls.sessionLoginCodeSend);
        const code = await lastCode(`+63${member.mobileNum}`);
        const value = expectValue(
          await codeStep(member, 'sms', code),
          calls.sessionLoginVerification,
        );
        expect(value.userName).toBe(member.username);
        expectFailure(await passwordStep(member), 200, 'login_verify_required');
        expectFailure(await codeStep(member, 'sms', code), 200, 'verification.code.invalid');
      });

      it('keeps the texted step required but sends nothing to a number migration 0017 could not read', async () => {
        const member = await mobileMember();
        await turnOn(member, 'sms');
        // What the migration leaves of a number it cannot read: the old digits, never E.164.
        await t.database.db
          .updateTable('members')
          .set({ mobile: member.mobileNum })
          .where('id', '=', Number(member.id))
          .execute();
        expectFailure(await passwordStep(member), 200, 'login_verify_required');
        expectFailure(await sendStep(member, 'sms'), 400, 'not_supported');
        expect(await inbox(`+63${member.mobileNum}`)).toEqual([]);
        expect(await inbox(member.mobileNum)).toEqual([]);
      });

      it('emails the code to the verified address and completes the sign-in', async () => {
        const member = await withEmail();
        await turnOn(member, 'email');
        const answer = await passwordStep(member);
        expect((answer.json() as { value: unknown }).value).toEqual({ verifyMethods: ['email'] });
        expectValue(await sendStep(member, 'email'), calls.sessionLoginCodeSend);
        const code = await lastCode(member.email);
        expectValue(await codeStep(member, 'email', code), calls.sessionLoginVerification);
      });

      it('sends nothing without a pending step or with a wrong password', async () => {
        const member = await withEmail();
        await turnOn(member, 'email');
        const before = (await inbox(member.email)).length;
        expectFailure(await sendStep(member, 'email'), 200, 'login.cred.err');
        expectFailure(await passwordStep(member), 200, 'login_verify_required');
        expectFailure(
          await publicSend(calls.sessionLoginCodeSend, {
            username: member.username,
            password: 'Not-the-Pa55',
            verifyMethod: 'email',
          }),
          200,
          'login.cred.err',
        );
        expectFailure(await passwordStep(member), 200, 'login_verify_required');
        clock.advanceMinutes(11);
        expectFailure(await sendStep(member, 'email'), 200, 'login.cred.err');
        expect(await inbox(member.email)).toHaveLength(before);
      });

      it('locks the sign-in after three wrong codes, as authenticator codes do', async () => {
        const member = await mobileMember();
        await turnOn(member, 'sms');
        expectFailure(await passwordStep(member), 200, 'login_verify_required');
        expectValue(await sendStep(member, 'sms'), calls.sessionLoginCodeSend);
        const right = await lastCode(`+63${member.mobileNum}`);
        const wrong = right === '000000' ? '111111' : '000000';
        expectFailure(await codeStep(member, 'sms', wrong), 200, 'verification.code.invalid');
        expectFailure(await codeStep(member, 'sms', wrong), 200, 'verification.code.invalid');
        expectFailure(await codeStep(member, 'sms', wrong), 429, 'TOO_MANY_REQUEST_LOGIN');
        expectFailure(await passwordStep(member), 200, 'login_verify_required');
        expectFailure(await codeStep(member, 'sms', right), 429, 'TOO_MANY_REQUEST_LOGIN');
      });

      it('uses a texted code once however many sign-ins present it at once', async () => {
        const member = await mobileMember();
        await turnOn(member, 'sms');
        expectFailure(await passwordStep(member), 200, 'login_verify_required');
        expectValue(await sendStep(member, 'sms'), calls.sessionLoginCodeSend);
        const code = await lastCode(`+63${member.mobileNum}`);
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => codeStep(member, 'sms', code)),
        );
        const won = answers.filter((answer) => (answer.json() as { success: boolean }).success);
        expect(won).toHaveLength(1);
      });

      it('turns emailed codes off when the address changes', async () => {
        const member = await withEmail();
        await turnOn(member, 'email');
        await withEmail(member);
        const status = expectValue(
          await as(member.token).get(calls.twoFactorStatus),
          calls.twoFactorStatus,
        );
        expect(status.email).toBe(false);
        expectValue(await passwordStep(member), calls.sessionLogin);
      });
    });
  },
);
