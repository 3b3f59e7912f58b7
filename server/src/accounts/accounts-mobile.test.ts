import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  authed,
  expectFailure,
  expectValue,
  login,
  merchantFactory,
  PASSWORD,
  registerMobile,
  testDatabases,
  uniqueMobile,
  uniqueUsername,
  useTestApp,
} from '../../test/index.js';

const accounts = (mobilePassword: boolean) => ({
  ...merchantFactory().accounts,
  methods: ['username', 'mobile'] as ('username' | 'mobile')[],
  mobilePassword,
});

describe.each(testDatabases())('registration by mobile on $name', (kind) => {
  const noPassword = merchantFactory({ accounts: accounts(false) });
  const withPassword = merchantFactory({ accounts: accounts(true) });

  const sessionCount = async (memberId: string) => {
    const row = await t.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', Number(memberId))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  const t = useTestApp(kind, { merchants: [noPassword, withPassword] });
  const storedMobile = async (memberId: string) =>
    (
      await t.database.db
        .selectFrom('members')
        .select('mobile')
        .where('id', '=', Number(memberId))
        .executeTakeFirstOrThrow()
    ).mobile;

  describe('with the mobile password off', () => {
    it('gives the default password, which cannot sign in', async () => {
      const username = uniqueUsername('mob');
      const response = await registerMobile(t.app, noPassword, {
        mobileNum: uniqueMobile(),
        username,
        password: PASSWORD,
      });
      const { id, token } = expectValue(response, calls.memberRegisterMobile);
      const info = await authed(t.app, noPassword, token).get(calls.memberInfo);
      expect(expectValue(info, calls.memberInfo).mustChangePassword).toBe(true);

      const before = await sessionCount(id);
      // The default password is random and unknown: no password signs in, and the answer is the
      // same as for any wrong password, so nobody can tell such accounts apart.
      const attempt = await login(t.app, noPassword, {
        username,
        password: 'lobby-mobile-default-password',
      });
      expectFailure(attempt, 200, 'login.cred.err');
      // The password given at registration was ignored.
      expectFailure(
        await login(t.app, noPassword, { username, password: PASSWORD }),
        200,
        'login.cred.err',
      );
      expect(await sessionCount(id)).toBe(before);
    });

    it('makes up a username when none is given', async () => {
      const mobileNum = uniqueMobile();
      const value = expectValue(
        await registerMobile(t.app, noPassword, { mobileNum }),
        calls.memberRegisterMobile,
      );
      expect(value.userName).toMatch(/^m\d+$/);
      const info = await authed(t.app, noPassword, value.token).get(calls.memberInfo);
      expect(expectValue(info, calls.memberInfo).mobile).toBe(`+63${mobileNum}`);
    });
  });

  describe('with the mobile password on', () => {
    it('signs in with the given password', async () => {
      const username = uniqueUsername('mobpw');
      const response = await registerMobile(t.app, withPassword, {
        mobileNum: uniqueMobile(),
        username,
        password: PASSWORD,
      });
      expectValue(response, calls.memberRegisterMobile);
      const value = expectValue(
        await login(t.app, withPassword, { username, password: PASSWORD }),
        calls.sessionLogin,
      );
      expect(value.userName).toBe(username);
    });

    it('refuses a registered mobile number', async () => {
      const mobileNum = uniqueMobile();
      const first = { mobileNum, username: uniqueUsername('m1'), password: PASSWORD };
      expectValue(await registerMobile(t.app, withPassword, first), calls.memberRegisterMobile);
      const again = { mobileNum, username: uniqueUsername('m2'), password: PASSWORD };
      expectFailure(await registerMobile(t.app, withPassword, again), 200, 'mobile.exists');
    });

    it('stores E.164, and refuses the same number spelled otherwise, even in parallel', async () => {
      const mobileNum = uniqueMobile();
      const spaced = `0${mobileNum.slice(0, 3)} ${mobileNum.slice(3, 6)}-${mobileNum.slice(6)}`;
      const first = { mobileNum: spaced, countryDialingCode: '+63', password: PASSWORD };
      const { id } = expectValue(
        await registerMobile(t.app, withPassword, first),
        calls.memberRegisterMobile,
      );
      expect(await storedMobile(id)).toBe(`+63${mobileNum}`);
      const spellings = [mobileNum, `0${mobileNum}`, `+63${mobileNum}`, `+63 ${mobileNum}`];
      const answers = await Promise.all(
        spellings.map((spelling) =>
          registerMobile(t.app, withPassword, { mobileNum: spelling, password: PASSWORD }),
        ),
      );
      for (const answer of answers) expectFailure(answer, 200, 'mobile.exists');
      // The dialing code picked is the number's: another of the merchant's countries is kept.
      const vietnam = await registerMobile(t.app, withPassword, {
        mobileNum: mobileNum.slice(0, 9),
        countryDialingCode: '+84',
        password: PASSWORD,
      });
      const other = expectValue(vietnam, calls.memberRegisterMobile);
      expect(await storedMobile(other.id)).toBe(`+84${mobileNum.slice(0, 9)}`);
    });

    it('refuses a number invalid for its country as an invalid mobile', async () => {
      for (const body of [
        { mobileNum: '1700000000' },
        { mobileNum: '7911123456', countryDialingCode: '+44' },
      ]) {
        const response = await registerMobile(t.app, withPassword, { ...body, password: PASSWORD });
        expect(expectFailure(response, 400, 'invalid_request')).toMatch(/^body\.mobileNum: /);
      }
    });

    it('refuses a mobile registration without a password', async () => {
      const response = await registerMobile(t.app, withPassword, { mobileNum: uniqueMobile() });
      expect(expectFailure(response, 400, 'invalid_request')).toContain('body.password');
    });
  });

  it('answers not_supported for a mobile registration with a social field', async () => {
    const mobileNum = uniqueMobile();
    const body = { mobileNum, password: PASSWORD, telegramAuth: 'hash=abc' };
    const response = await registerMobile(t.app, withPassword, body);
    expect(expectFailure(response, 400, 'not_supported')).toContain('body.telegramAuth');
    // Nothing was registered: the number is still free.
    const again = { mobileNum, username: uniqueUsername('m3'), password: PASSWORD };
    expectValue(await registerMobile(t.app, withPassword, again), calls.memberRegisterMobile);
  });
});
