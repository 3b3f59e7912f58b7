import { describe, expect, it } from 'vitest';
import { calls, VERIFICATION_CODE, type CallDef } from '@lobby/contract';
import {
  authed,
  expectValue,
  fakeClock,
  freshAddress,
  merchantFactory,
  PASSWORD,
  register,
  registerMobile,
  send,
  testConfig,
  testDatabases,
  uniqueMobile,
  useTestApp,
} from '../../test/index.js';
import { fillPlaceholders, MESSAGE_CATALOGUE } from '../messaging/index.js';

const MINUTES = VERIFICATION_CODE.ttlMs / 60_000;

describe.each(testDatabases())('outgoing texts in the member’s language on $name', (kind) => {
  // Thai is the default, so a fallback is told apart from English.
  const merchant = merchantFactory({
    languages: ['TH', 'EN', 'RU', 'UR'],
    defaultLanguage: 'TH',
    accounts: {
      ...merchantFactory().accounts,
      methods: ['username', 'mobile'],
      lockoutFailures: 10,
    },
  });
  const clock = fakeClock(Date.parse('2031-07-01T09:00:00Z'));
  const t = useTestApp(kind, {
    merchants: [merchant],
    now: clock.now,
    config: testConfig({ devInbox: true }),
  });

  /** What the outbox delivered to a number or address, newest first. */
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
  const latest = async (recipient: string) => (await inbox(recipient))[0] ?? '';
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

  const post = (call: CallDef, body: unknown, headers: Record<string, string> = {}, token = '') =>
    send(t.app, merchant, call, body, {
      ip: freshAddress(),
      headers,
      ...(token ? { token } : {}),
    });

  const expected = (
    language: keyof typeof MESSAGE_CATALOGUE,
    key: keyof (typeof MESSAGE_CATALOGUE)['EN'],
    values: Record<string, string | number>,
  ) => fillPlaceholders(MESSAGE_CATALOGUE[language][key], { ...values, merchant: merchant.name });

  let sequence = 0;
  const uniqueEmail = () => {
    sequence += 1;
    return `lang.${process.pid}.${sequence}@example.com`;
  };

  async function mobileMember(language: string) {
    const mobileNum = uniqueMobile();
    const value = expectValue(
      await registerMobile(
        t.app,
        merchant,
        { mobileNum, password: PASSWORD },
        { headers: { language } },
      ),
      calls.memberRegisterMobile,
    );
    clock.advanceMinutes(2);
    return { mobileNum, e164: `+63${mobileNum}`, token: value.token };
  }

  /** A member registered by username from a page in `language`. */
  async function member(language: string) {
    const username = `lang${process.pid}${(sequence += 1)}`;
    const value = expectValue(
      await register(t.app, merchant, { username, password: PASSWORD }, { headers: { language } }),
      calls.memberRegister,
    );
    return { username, token: value.token };
  }

  describe('texted codes', () => {
    it('texts a registration code in the request’s language, for a number with no member yet', async () => {
      const mobileNum = uniqueMobile();
      expectValue(
        await post(calls.smsCodeRegister, { mobileNum }, { language: 'ru' }),
        calls.smsCodeRegister,
      );
      const text = await latest(`+63${mobileNum}`);
      expect(text).toContain('Никому его не сообщайте');
      expect(text).toBe(expected('RU', 'code.register', { code: codeIn(text), minutes: MINUTES }));
    });

    it('falls back to the merchant’s default language for a language it does not offer, or none', async () => {
      for (const headers of [{ language: 'JA' }, {}] as Record<string, string>[]) {
        const mobileNum = uniqueMobile();
        await post(calls.smsCodeRegister, { mobileNum }, headers);
        const text = await latest(`+63${mobileNum}`);
        expect(text).toContain('ห้ามบอกรหัสนี้กับใคร');
        expect(text).toBe(
          expected('TH', 'code.register', { code: codeIn(text), minutes: MINUTES }),
        );
      }
    });

    it('texts a member’s sign-in and reset codes in the member’s language, whatever the request’s', async () => {
      const texted = await mobileMember('UR');
      await post(calls.smsCodeLogin, { mobileNum: texted.mobileNum }, { language: 'EN' });
      const login = await latest(texted.e164);
      expect(login).toBe(expected('UR', 'code.login', { code: codeIn(login), minutes: MINUTES }));

      clock.advanceMinutes(2);
      expectValue(
        await authed(t.app, merchant, texted.token).post(calls.memberLanguage, { language: 'RU' }),
        calls.memberLanguage,
      );
      await post(calls.passwordResetSms, { mobileNum: texted.mobileNum }, { language: 'EN' });
      const reset = await latest(texted.e164);
      expect(reset).toBe(expected('RU', 'code.reset', { code: codeIn(reset), minutes: MINUTES }));
    });
  });

  describe('emails', () => {
    it('emails the address code and the reset link in the member’s language, subject included', async () => {
      const someone = await member('RU');
      const email = uniqueEmail();
      await post(calls.memberEmailCode, { email }, { language: 'EN' }, someone.token);
      const codeEmail = await latest(email);
      expect(codeEmail).toBe(
        `${expected('RU', 'code.subject', {})}\n\n${expected('RU', 'code.email', {
          code: codeIn(codeEmail),
          minutes: MINUTES,
        })}`,
      );
      expectValue(
        await post(calls.memberEmailConfirm, { email, code: codeIn(codeEmail) }, {}, someone.token),
        calls.memberEmailConfirm,
      );

      clock.advanceMinutes(2);
      await post(calls.passwordResetEmail, { account: someone.username }, { language: 'EN' });
      const reset = await latest(email);
      const link = /https?:\S+#token=[A-Za-z0-9_-]+/.exec(reset)?.[0] ?? '';
      expect(link).not.toBe('');
      expect(reset).toContain('сброс пароля');
      expect(reset).toBe(
        `${expected('RU', 'resetLink.subject', {})}\n\n${expected('RU', 'resetLink.body', {
          account: someone.username,
          minutes: 30,
          link,
        })}`,
      );
    });

    it('emails a member whose language the merchant no longer offers in the merchant’s default', async () => {
      const someone = await member('JA');
      const email = uniqueEmail();
      await post(calls.memberEmailCode, { email }, { language: 'JA' }, someone.token);
      const codeEmail = await latest(email);
      expect(codeEmail).toContain('ห้ามบอกรหัสนี้กับใคร');
      expect(codeEmail).toBe(
        `${expected('TH', 'code.subject', {})}\n\n${expected('TH', 'code.email', {
          code: codeIn(codeEmail),
          minutes: MINUTES,
        })}`,
      );
    });
  });
});
