import { describe, expect, it } from 'vitest';
import { calls, VERIFICATION_CODE, type CallDef } from '@lobby/contract';
import {
  authed,
  expectFailure,
  expectValue,
  fakeClock,
  freshAddress,
  login,
  merchantFactory,
  PASSWORD,
  registerMobile,
  send,
  signInOperator,
  testConfig,
  testDatabases,
  uniqueMobile,
  useTestApp,
} from '../../test/index.js';
import type { MerchantConfig } from '../core/merchant-config.js';

const mobileAccounts = (overrides: Partial<MerchantConfig['accounts']> = {}) => ({
  ...merchantFactory().accounts,
  methods: ['username', 'mobile'] as ('username' | 'mobile')[],
  ...overrides,
});

/** The demo merchant's countries and the United States: +1 beside +63, as in issue 28. */
const withUnitedStates = (country = merchantFactory().country) => ({
  ...country,
  countries: [...country.countries, { code: 'US', name: 'United States', dialingCode: '+1' }],
});

describe.each(testDatabases())('SMS codes on $name', (kind) => {
  const merchant = merchantFactory({
    accounts: mobileAccounts({ lockoutFailures: 3 }),
    country: withUnitedStates(),
  });
  const geetestV3 = merchantFactory({
    accounts: mobileAccounts(),
    captcha: { enabled: true, login: false, register: false, sms: true },
    flags: { GEETEST3: true },
  });
  const clock = fakeClock(Date.parse('2031-03-01T08:00:00Z'));

  const t = useTestApp(kind, async () => {
    return {
      merchants: [merchant, geetestV3],
      now: clock.now,
      config: testConfig({ devInbox: true }),
    };
  });

  const sendCode = (call: CallDef, mobileNum: string, on = merchant, ip = freshAddress()) =>
    send(t.app, on, call, { mobileNum }, { ip });

  /** The texts the local adapter wrote to the inbox for a number (E.164), newest first. */
  const textsTo = async (e164: string) => {
    await t.app.outbox.drain();
    return (
      await t.database.db
        .selectFrom('dev_inbox')
        .select(['body', 'recipient'])
        .where('recipient', '=', e164)
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.body);
  };
  const texts = (mobileNum: string) => textsTo(`+63${mobileNum}`);
  const lastCode = async (mobileNum: string) =>
    /\b(\d{6})\b/.exec((await texts(mobileNum))[0]!)![1]!;

  const mobileMember = async () => {
    const mobileNum = uniqueMobile();
    const response = await registerMobile(t.app, merchant, { mobileNum, password: PASSWORD });
    return { mobileNum, ...expectValue(response, calls.memberRegisterMobile) };
  };
  const smsLogin = (mobileNum: string, code: string) =>
    login(
      t.app,
      merchant,
      { username: mobileNum, password: code, type: 'sms' },
      {
        ip: freshAddress(),
      },
    );

  it('texts a 6-digit code to + dialing code + number, which signs in once', async () => {
    const member = await mobileMember();
    const sent = expectValue(
      await sendCode(calls.smsCodeLogin, member.mobileNum),
      calls.smsCodeLogin,
    );
    expect(sent).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    const code = await lastCode(member.mobileNum);
    expect(code).toMatch(/^\d{6}$/);
    const value = expectValue(await smsLogin(member.mobileNum, code), calls.sessionLogin);
    expect(value.userName).toBe(member.userName);
    expectFailure(await smsLogin(member.mobileNum, code), 200, 'login.cred.err');
  });

  it('a texted sign-in code still meets the second factor the member turned on', async () => {
    const member = await mobileMember();
    expectValue(
      await send(
        t.app,
        merchant,
        calls.twoFactorCodes,
        { method: 'sms', enabled: true, password: PASSWORD },
        { token: member.token },
      ),
      calls.twoFactorCodes,
    );
    await sendCode(calls.smsCodeLogin, member.mobileNum);
    const answer = await smsLogin(member.mobileNum, await lastCode(member.mobileNum));
    expectFailure(answer, 200, 'login_verify_required');
    expect((answer.json() as { value: unknown }).value).toEqual({ verifyMethods: ['sms'] });
  });

  it('keeps only a keyed hash of the code', async () => {
    const member = await mobileMember();
    await sendCode(calls.smsCodeLogin, member.mobileNum);
    const code = await lastCode(member.mobileNum);
    const row = await t.database.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('recipient', '=', `+63${member.mobileNum}`)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers an unknown number as a known one, and texts nothing', async () => {
    const known = await mobileMember();
    const unknown = uniqueMobile();
    const a = await sendCode(calls.smsCodeLogin, known.mobileNum);
    const b = await sendCode(calls.smsCodeLogin, unknown);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(await texts(unknown)).toEqual([]);
    const c = await sendCode(calls.passwordResetSms, uniqueMobile());
    expect(c.json()).toEqual(a.json());
  });

  it('spaces codes a minute apart, and a resend replaces the old code', async () => {
    const member = await mobileMember();
    await sendCode(calls.smsCodeLogin, member.mobileNum);
    const first = await lastCode(member.mobileNum);
    expectFailure(
      await sendCode(calls.smsCodeLogin, member.mobileNum),
      429,
      'TOO_MANY_REQUEST_SMS_WAIT',
    );
    clock.advanceMinutes(1);
    expectValue(await sendCode(calls.smsCodeLogin, member.mobileNum), calls.smsCodeLogin);
    const second = await lastCode(member.mobileNum);
    if (first !== second) {
      expectFailure(await smsLogin(member.mobileNum, first), 200, 'login.cred.err');
    }
    expectValue(await smsLogin(member.mobileNum, second), calls.sessionLogin);
  });

  it('lets exactly one of many parallel sends to a number through', async () => {
    const member = await mobileMember();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => sendCode(calls.smsCodeLogin, member.mobileNum)),
    );
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(11).fill(429)]);
    expect(await texts(member.mobileNum)).toHaveLength(1);
  });

  describe('one number, read as E.164', () => {
    let sequence = 0;
    /** A number valid in the Philippines and, after +1, in the United States. */
    const twoCountryNumber = () => `9172${String((sequence += 1)).padStart(6, '0')}`;
    const sendTo = (call: CallDef, body: { mobileNum: string; countryDialingCode?: string }) =>
      send(t.app, merchant, call, body, { ip: freshAddress() });

    it('texts nothing when asked with another dialing code, and answers as for nobody', async () => {
      const mobileNum = twoCountryNumber();
      const registered = await registerMobile(t.app, merchant, { mobileNum, password: PASSWORD });
      expectValue(registered, calls.memberRegisterMobile);
      for (const call of [calls.smsCodeLogin, calls.passwordResetSms]) {
        const other = await sendTo(call, { mobileNum, countryDialingCode: '+1' });
        const nobody = await sendTo(call, { mobileNum: twoCountryNumber() });
        expect(other.statusCode).toBe(nobody.statusCode);
        expect(other.json()).toEqual(nobody.json());
        clock.advanceMinutes(1);
      }
      expect(await textsTo(`+1${mobileNum}`)).toEqual([]);
      expect(await texts(mobileNum)).toEqual([]);
    });

    it('counts every spelling of a number against one quota, even in parallel', async () => {
      const mobileNum = twoCountryNumber();
      const member = await registerMobile(t.app, merchant, { mobileNum, password: PASSWORD });
      expectValue(member, calls.memberRegisterMobile);
      const [a, b, c] = [mobileNum.slice(0, 3), mobileNum.slice(3, 6), mobileNum.slice(6)];
      const spellings = [
        { mobileNum },
        { mobileNum: `0${mobileNum}` },
        { mobileNum: `${a} ${b} ${c}` },
        { mobileNum: `0${a}-${b}-${c}` },
        { mobileNum: `+63${mobileNum}` },
        { mobileNum: `+63 ${a} ${b} ${c}` },
        { mobileNum, countryDialingCode: '+63' },
        { mobileNum: `+63${mobileNum}`, countryDialingCode: '+63' },
      ];
      const answers = await Promise.all(spellings.map((body) => sendTo(calls.smsCodeLogin, body)));
      const statuses = answers.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, ...Array<number>(spellings.length - 1).fill(429)]);
      expect(await texts(mobileNum)).toHaveLength(1);
      // The code is the number's, whichever spelling signs in with it.
      const signedIn = await smsLogin(`0${a}-${b}-${c}`, await lastCode(mobileNum));
      expectValue(signedIn, calls.sessionLogin);
    });

    it('refuses a number invalid for its country, or of a country not offered', async () => {
      for (const body of [
        { mobileNum: '1700000000' },
        { mobileNum: '7911123456', countryDialingCode: '+44' },
      ]) {
        const response = await sendTo(calls.smsCodeLogin, body);
        expect(expectFailure(response, 400, 'invalid_request')).toMatch(/^body\.mobileNum: /);
      }
    });
  });

  it('caps a number at 10 codes a day (UTC)', async () => {
    const mobileNum = uniqueMobile();
    for (let i = 0; i < VERIFICATION_CODE.dailySends; i += 1) {
      expectValue(await sendCode(calls.smsCodeLogin, mobileNum), calls.smsCodeLogin);
      clock.advanceMinutes(1);
    }
    expectFailure(await sendCode(calls.smsCodeLogin, mobileNum), 429, 'TOO_MANY_REQUEST_SMS');
    clock.advanceMinutes(24 * 60);
    expectValue(await sendCode(calls.smsCodeLogin, mobileNum), calls.smsCodeLogin);
  });

  it('limits the codes one source may ask for, across numbers, even in parallel', async () => {
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => sendCode(calls.smsCodeLogin, uniqueMobile(), merchant, ip)),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expectFailure(
      answers.find((r) => r.statusCode === 429)!,
      429,
      'TOO_MANY_REQUEST_SMS',
    );
  });

  it('lets a code live 10 minutes', async () => {
    const member = await mobileMember();
    await sendCode(calls.smsCodeLogin, member.mobileNum);
    const code = await lastCode(member.mobileNum);
    clock.advanceMinutes(10);
    expectFailure(await smsLogin(member.mobileNum, code), 200, 'login.cred.err');
  });

  it('binds a code to its purpose', async () => {
    const member = await mobileMember();
    await sendCode(calls.smsCodeLogin, member.mobileNum);
    const code = await lastCode(member.mobileNum);
    const reset = await send(
      t.app,
      merchant,
      calls.passwordResetVerification,
      { mobileNum: member.mobileNum, code, newPassword: 'Another-Pa55-word' },
      { ip: freshAddress() },
    );
    expectFailure(reset, 200, 'verification.code.invalid');
    expectValue(await smsLogin(member.mobileNum, code), calls.sessionLogin);
  });

  it('counts wrong codes toward the lockout, so the right one then fails too', async () => {
    const member = await mobileMember();
    await sendCode(calls.smsCodeLogin, member.mobileNum);
    const code = await lastCode(member.mobileNum);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      expectFailure(await smsLogin(member.mobileNum, wrong), 200, 'login.cred.err');
    }
    expectFailure(await smsLogin(member.mobileNum, code), 200, 'login.locked');
    // The password too: the lock is the account's.
    clock.advanceMinutes(merchant.accounts.lockoutMinutes);
  });

  it('uses a code up once however many sign-ins present it at once', async () => {
    const member = await mobileMember();
    await sendCode(calls.smsCodeLogin, member.mobileNum);
    const code = await lastCode(member.mobileNum);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => smsLogin(member.mobileNum, code)),
    );
    const succeeded = answers.filter((response) => response.json().success === true);
    expect(succeeded).toHaveLength(1);
  });

  it('asks for Geetest v4 before an SMS where the SMS captcha flag is on', async () => {
    const response = await sendCode(calls.smsCodeLogin, uniqueMobile(), geetestV3);
    expect(expectFailure(response, 400, 'not_supported')).toBe(
      'unknown_error: Geetest service not work',
    );
  });

  describe('password reset by SMS', () => {
    const reset = (mobileNum: string, code: string, newPassword = 'Brand-new-Pa55') =>
      send(
        t.app,
        merchant,
        calls.passwordResetVerification,
        { mobileNum, code, newPassword },
        { ip: freshAddress() },
      );

    it('sets the password and ends every session and remembered login', async () => {
      const member = await mobileMember();
      const remembered = await t.database.db
        .insertInto('remember_tokens')
        .values({
          id: `rt-${member.mobileNum}`,
          merchant_code: merchant.code,
          member_id: Number(member.id),
          token_hash: `hash-${member.mobileNum}`,
          family_id: `family-${member.mobileNum}`,
          device_id: 'device',
          session_id: null,
          created_at: clock.now(),
          expires_at: new Date(clock.now().getTime() + 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expectValue(await sendCode(calls.passwordResetSms, member.mobileNum), calls.passwordResetSms);
      const code = await lastCode(member.mobileNum);
      expectValue(await reset(member.mobileNum, code), calls.passwordResetVerification);

      const info = await authed(t.app, merchant, member.token).get(calls.memberInfo);
      expectFailure(info, 401, 'customer.not.login');
      const token = await t.database.db
        .selectFrom('remember_tokens')
        .select('revoked_at')
        .where('id', '=', remembered.id)
        .executeTakeFirstOrThrow();
      expect(token.revoked_at).not.toBeNull();
      const signIn = (password: string) =>
        login(t.app, merchant, { username: member.userName, password }, { ip: freshAddress() });
      expectFailure(await signIn(PASSWORD), 200, 'login.cred.err');
      expectValue(await signIn('Brand-new-Pa55'), calls.sessionLogin);
      // The code worked once.
      expectFailure(
        await reset(member.mobileNum, code, 'Third-new-Pa55'),
        200,
        'verification.code.invalid',
      );
    });

    it('answers a number nobody has as a wrong code', async () => {
      const member = await mobileMember();
      await sendCode(calls.passwordResetSms, member.mobileNum);
      const code = await lastCode(member.mobileNum);
      const wrong = code === '000000' ? '111111' : '000000';
      const a = await reset(member.mobileNum, wrong);
      const b = await reset(uniqueMobile(), code);
      expect(b.json()).toEqual(a.json());
      expectFailure(b, 200, 'verification.code.invalid');
    });

    it('keeps the code when the new password is refused as common', async () => {
      const member = await mobileMember();
      await sendCode(calls.passwordResetSms, member.mobileNum);
      const code = await lastCode(member.mobileNum);
      expectFailure(await reset(member.mobileNum, code, 'password123'), 200, 'password.too.common');
      expectValue(await reset(member.mobileNum, code), calls.passwordResetVerification);
    });

    it('stops a code after 5 wrong tries, even in parallel', async () => {
      const member = await mobileMember();
      await sendCode(calls.passwordResetSms, member.mobileNum);
      const code = await lastCode(member.mobileNum);
      const wrong = code === '000000' ? '111111' : '000000';
      await Promise.all(Array.from({ length: 10 }, () => reset(member.mobileNum, wrong)));
      expectFailure(await reset(member.mobileNum, code), 200, 'verification.code.invalid');
    });
  });

  describe('registration codes', () => {
    it('answers mobile.exists for a registered number, and texts a new one', async () => {
      const member = await mobileMember();
      expectFailure(await sendCode(calls.smsCodeRegister, member.mobileNum), 200, 'mobile.exists');
      const fresh = uniqueMobile();
      expectValue(await sendCode(calls.smsCodeRegister, fresh), calls.smsCodeRegister);
      expect(await texts(fresh)).toHaveLength(1);
    });
  });

  describe('the development inbox', () => {
    it('shows the operator what the local adapter sent, and nobody else', async () => {
      const member = await mobileMember();
      await sendCode(calls.smsCodeLogin, member.mobileNum);
      await t.app.outbox.drain();
      const cookie = await signInOperator(t.app, merchant);
      const response = await send(t.app, merchant, calls.opsInboxList, undefined, {
        headers: { cookie },
        query: { recipient: `+63${member.mobileNum}` },
      });
      const { messages } = expectValue(response, calls.opsInboxList);
      expect(messages).toEqual([
        {
          channel: 'sms',
          recipient: `+63${member.mobileNum}`,
          text: expect.stringContaining(await lastCode(member.mobileNum)),
          createdAt: expect.any(String),
        },
      ]);
      const visitor = await send(t.app, merchant, calls.opsInboxList);
      expectFailure(visitor, 401, 'operator.not.login');
    });
  });
});

describe.each(testDatabases().slice(0, 1))(
  'the development inbox in production on $name',
  (kind) => {
    const merchant = merchantFactory();
    const t = useTestApp(kind, async () => ({
      merchants: [merchant],
      config: testConfig({ devInbox: false }),
    }));

    it('is not served', async () => {
      const cookie = await signInOperator(t.app, merchant);
      const api = await send(t.app, merchant, calls.opsInboxList, undefined, {
        headers: { cookie },
      });
      expect(api.statusCode).toBe(404);
    });
  },
);

describe.each(testDatabases())('registration by mobile with a code on $name', (kind) => {
  const merchant = merchantFactory({
    accounts: { ...mobileAccounts(), mobileCode: true, mobilePassword: false },
  });
  const t = useTestApp(kind, { merchants: [merchant], config: testConfig({ devInbox: true }) });

  const lastCode = async (mobileNum: string) => {
    await t.app.outbox.drain();
    const row = await t.database.db
      .selectFrom('dev_inbox')
      .select('body')
      .where('recipient', '=', `+63${mobileNum}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\b(\d{6})\b/.exec(row.body)![1]!;
  };

  it('needs the code texted to the number, which works once', async () => {
    const mobileNum = uniqueMobile();
    expectFailure(
      await registerMobile(t.app, merchant, { mobileNum }),
      200,
      'verification.code.invalid',
    );
    const sent = await send(
      t.app,
      merchant,
      calls.smsCodeRegister,
      { mobileNum },
      {
        ip: freshAddress(),
      },
    );
    expectValue(sent, calls.smsCodeRegister);
    const verificationCode = await lastCode(mobileNum);
    expectValue(
      await registerMobile(t.app, merchant, { mobileNum, verificationCode }),
      calls.memberRegisterMobile,
    );
    const settings = await send(t.app, merchant, calls.registerSettings);
    expect(expectValue(settings, calls.registerSettings).mobileCode).toBe(true);
  });

  it('refuses a code texted to another number', async () => {
    const mobileNum = uniqueMobile();
    const other = uniqueMobile();
    await send(
      t.app,
      merchant,
      calls.smsCodeRegister,
      { mobileNum: other },
      { ip: freshAddress() },
    );
    const verificationCode = await lastCode(other);
    expectFailure(
      await registerMobile(t.app, merchant, { mobileNum, verificationCode }),
      200,
      'verification.code.invalid',
    );
  });
});
