import { beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  calls,
  SIGNED_REQUEST_HEADERS,
  type CallDef,
  type ExclusionRefusal,
  type LimitRefusal,
  type ProtectionStatus,
} from '@lobby/contract';
import { requestSignature } from '../core/signed-request.js';
import { WalletRepository } from '../wallet/wallet-repository.js';
import { ProtectionRepository } from './protection-repository.js';
import { addLaunchGames, LAUNCH_GAMES } from '../../test/game-fixtures.js';
import {
  authed,
  expectFailure,
  expectValue,
  fakeClock,
  freshAddress,
  login,
  merchantFactory,
  register,
  registerMobile,
  send,
  signIn,
  signUp,
  testDatabases,
  uniqueMobile,
  uniqueUsername,
  useTestApp,
  PASSWORD,
  type TestMember,
} from '../../test/index.js';

const SECRET = 'acme-wallet-secret-for-protection';
const DEVICE = '0f8e9d7c-aaaa-4bbb-8ccc-333333333333';
const base = merchantFactory();

/** The value a refusal carries, after checking its code and shape. */
function refusal<V>(response: LightMyRequestResponse, status: number, code: string): V {
  expectFailure(response, status, code);
  return (response.json() as { value: V }).value;
}

/** YYYY-MM-DD of a UTC day `years` years and `days` days before `at`. */
function dayBefore(at: Date, years: number, days = 0): string {
  const day = new Date(Date.UTC(at.getUTCFullYear() - years, at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

describe.each(testDatabases())('player protection on $name', (kind) => {
  const merchant = merchantFactory({
    accounts: { ...base.accounts, methods: ['username', 'mobile'] },
    wallet: { ...base.wallet, maxPendingDeposits: 100 },
    games: {
      ...base.games,
      vendorApis: { ACME: { url: 'https://acme.example', secretEnv: 'ACME_SECRET' } },
    },
  });
  // Ledger and deposit rows are stamped by the database's clock: each test's clock starts there.
  let clock = fakeClock();
  const now = () => clock.now();
  beforeEach(() => {
    clock = fakeClock();
  });
  const t = useTestApp(kind, async () => ({
    merchants: [merchant],
    now,
    vendorSecrets: { ACME_SECRET: SECRET },
  }));
  const repository = () => new ProtectionRepository(t.database.db);
  const wallet = () => new WalletRepository(t.database.db);

  const status = async (member: TestMember) =>
    expectValue(
      await authed(t.app, merchant, member.token).get(calls.memberProtection),
      calls.memberProtection,
    );
  const limitOf = (value: ProtectionStatus, kind: string, period: string) =>
    value.limits.find((limit) => limit.kind === kind && limit.period === period)!;
  const setLimit = (member: TestMember, kind: string, period: string, value: number | null) =>
    authed(t.app, merchant, member.token).post(calls.setProtectionLimit, { kind, period, value });
  const deposit = (member: TestMember, amount: number) =>
    send(t.app, merchant, calls.createDeposit, { method: 'DEMO', amount }, { token: member.token });
  const fund = (member: TestMember, amount: number) =>
    wallet().post({
      merchantCode: merchant.code,
      memberId: Number(member.id),
      kind: 'deposit',
      amount,
      reference: `fund-${member.id}-${amount}-${Math.random()}`,
    });
  let counter = 0;
  const vendorCall = (call: CallDef, member: TestMember, amount: number) => {
    counter += 1;
    const body = JSON.stringify({
      transactionId: `tx-${counter}-${Date.now()}`,
      customerId: member.id,
      amount,
    });
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    return t.app.inject({
      method: 'POST',
      url: call.path,
      headers: {
        host: merchant.hosts[0]!,
        'content-type': 'application/json',
        [SIGNED_REQUEST_HEADERS.vendor]: 'ACME',
        [SIGNED_REQUEST_HEADERS.timestamp]: timestamp,
        [SIGNED_REQUEST_HEADERS.signature]: requestSignature(SECRET, timestamp, body),
      },
      payload: body,
    });
  };
  const bet = (member: TestMember, amount: number) =>
    vendorCall(calls.vendorWalletDebit, member, amount);
  const win = (member: TestMember, amount: number) =>
    vendorCall(calls.vendorWalletCredit, member, amount);
  const takeBreak = (member: TestMember, body: Record<string, unknown>) =>
    send(t.app, merchant, calls.takeBreak, body, { token: member.token });
  const launch = (member: TestMember) =>
    send(
      t.app,
      merchant,
      calls.launchGame,
      { gameId: LAUNCH_GAMES.slot.id },
      { token: member.token },
    );

  describe('registration', () => {
    it('refuses a missing date of birth, an under-age one and terms not accepted, each by its code', async () => {
      const today = clock.now();
      const body = (extra: Record<string, unknown>) => ({
        username: uniqueUsername('age'),
        password: PASSWORD,
        ...extra,
      });
      expectFailure(
        await register(t.app, merchant, body({ birthDate: undefined })),
        400,
        'birth.date.required',
      );
      expectFailure(
        await register(t.app, merchant, body({ birthDate: dayBefore(today, 18, -1) })),
        400,
        'register.under.age',
      );
      expectFailure(
        await register(t.app, merchant, body({ acceptTerms: undefined })),
        400,
        'terms.not.accepted',
      );
      expectFailure(
        await register(t.app, merchant, body({ acceptTerms: false })),
        400,
        'terms.not.accepted',
      );
      expectFailure(
        await registerMobile(t.app, merchant, {
          mobileNum: uniqueMobile(),
          password: PASSWORD,
          birthDate: dayBefore(today, 17),
        }),
        400,
        'register.under.age',
      );
      expectFailure(
        await register(t.app, merchant, body({ birthDate: '2008-02-30' })),
        400,
        'invalid_request',
      );
    });

    it('takes a member who turns 18 today, and records the versions accepted and when', async () => {
      const birthDate = dayBefore(clock.now(), 18);
      const value = expectValue(
        await register(t.app, merchant, {
          username: uniqueUsername('adult'),
          password: PASSWORD,
          birthDate,
        }),
        calls.memberRegister,
      );
      const record = await repository().record(merchant.code, Number(value.id));
      expect(record).toMatchObject({
        birthDate,
        termsVersion: merchant.protection.termsVersion,
        privacyVersion: merchant.protection.privacyVersion,
      });
      const trail = await repository().auditOf(merchant.code, Number(value.id));
      expect(trail.map((entry) => entry.action)).toEqual(['registered']);
    });

    it('tells the form the minimum age and the terms', async () => {
      const settings = expectValue(
        await send(t.app, merchant, calls.registerSettings),
        calls.registerSettings,
      );
      expect(settings.protection).toMatchObject({ minimumAge: 18, termsVersion: '1' });
    });
  });

  describe('limits', () => {
    it('applies a lower limit at once and a higher one, or a removal, only after 24 hours', async () => {
      const member = await signUp(t.app, merchant);
      expectValue(await setLimit(member, 'deposit', 'day', 50_000), calls.setProtectionLimit);
      expect(limitOf(await status(member), 'deposit', 'day')).toMatchObject({
        value: 50_000,
        pending: null,
      });
      const raised = expectValue(
        await setLimit(member, 'deposit', 'day', 80_000),
        calls.setProtectionLimit,
      );
      const waiting = limitOf(raised, 'deposit', 'day');
      expect(waiting.value).toBe(50_000);
      expect(waiting.pending?.value).toBe(80_000);
      expect(Date.parse(waiting.pending!.effectiveAt)).toBe(clock.now().getTime() + 24 * 3_600_000);
      clock.advanceMinutes(24 * 60 - 1);
      // Sessions idle out meanwhile: sign in again as the member would.
      member.token = await signIn(t.app, merchant, member);
      expect(limitOf(await status(member), 'deposit', 'day').value).toBe(50_000);
      clock.advanceMinutes(1);
      expect(limitOf(await status(member), 'deposit', 'day')).toMatchObject({
        value: 80_000,
        pending: null,
      });

      // Lower again: at once, and it drops a removal that was waiting.
      expectValue(await setLimit(member, 'deposit', 'day', null), calls.setProtectionLimit);
      expect(limitOf(await status(member), 'deposit', 'day').pending).toMatchObject({
        value: null,
      });
      expectValue(await setLimit(member, 'deposit', 'day', 20_000), calls.setProtectionLimit);
      clock.advanceMinutes(25 * 60);
      member.token = await signIn(t.app, merchant, member);
      expect(limitOf(await status(member), 'deposit', 'day')).toMatchObject({
        value: 20_000,
        pending: null,
      });
      const trail = await repository().auditOf(merchant.code, Number(member.id));
      expect(trail.filter((entry) => entry.action === 'limit')).toHaveLength(4);
    });

    it('refuses a deposit that would pass a limit, naming it and when it resets', async () => {
      const member = await signUp(t.app, merchant);
      expectValue(await setLimit(member, 'deposit', 'week', 30_000), calls.setProtectionLimit);
      expectValue(await deposit(member, 20_000), calls.createDeposit);
      const value = refusal<LimitRefusal>(
        await deposit(member, 10_001),
        409,
        'deposit.limit.reached',
      );
      expect(value).toMatchObject({
        kind: 'deposit',
        period: 'week',
        limit: 30_000,
        remaining: 10_000,
      });
      expect(Date.parse(value.resetsAt)).toBeGreaterThan(clock.now().getTime());
      expectValue(await deposit(member, 10_000), calls.createDeposit);
      expect(limitOf(await status(member), 'deposit', 'week').used).toBe(30_000);
    });

    it('never lets 30 concurrent deposits pass a limit together', async () => {
      const member = await signUp(t.app, merchant);
      expectValue(await setLimit(member, 'deposit', 'month', 70_000), calls.setProtectionLimit);
      const answers = await Promise.all(Array.from({ length: 30 }, () => deposit(member, 10_000)));
      const codes = answers.map((answer) => (answer.json() as { errorCode?: string }).errorCode);
      expect(codes.filter((code) => code === undefined)).toHaveLength(7);
      expect(codes.filter((code) => code === 'deposit.limit.reached')).toHaveLength(23);
      expect(limitOf(await status(member), 'deposit', 'month').used).toBe(70_000);
    });

    it('refuses in the vendor wallet the bet that would pass a loss limit, and nothing moves', async () => {
      const member = await signUp(t.app, merchant);
      await fund(member, 100_000);
      expectValue(await setLimit(member, 'loss', 'week', 5_000), calls.setProtectionLimit);
      expectValue(await bet(member, 3_000), calls.vendorWalletDebit);
      expectValue(await win(member, 1_000), calls.vendorWalletCredit);
      const before = await wallet().balance(merchant.code, Number(member.id));
      const value = refusal<LimitRefusal>(await bet(member, 3_001), 409, 'loss.limit.reached');
      expect(value).toMatchObject({ kind: 'loss', period: 'week', limit: 5_000, remaining: 3_000 });
      expect(await wallet().balance(merchant.code, Number(member.id))).toBe(before);
      expectValue(await bet(member, 3_000), calls.vendorWalletDebit);
      expect(limitOf(await status(member), 'loss', 'week').used).toBe(5_000);
    });

    it('refuses launches and bets once the day’s play time is spent', async () => {
      await addLaunchGames(t.database, merchant.code);
      const member = await signUp(t.app, merchant);
      await fund(member, 10_000);
      expectValue(await setLimit(member, 'session', 'day', 30), calls.setProtectionLimit);
      expectValue(await launch(member), calls.launchGame);
      clock.advanceMinutes(10);
      expectValue(await bet(member, 100), calls.vendorWalletDebit);
      clock.advanceMinutes(20);
      refusal<LimitRefusal>(await bet(member, 100), 409, 'session.limit.reached');
      refusal<LimitRefusal>(await launch(member), 409, 'session.limit.reached');
    });
  });

  describe('reality checks', () => {
    it('show the play session’s minutes, bets and net result; Stop ends it', async () => {
      await addLaunchGames(t.database, merchant.code);
      const member = await signUp(t.app, merchant);
      await fund(member, 10_000);
      const play = authed(t.app, merchant, member.token);
      expectFailure(
        await play.post(calls.setRealityCheck, { minutes: 10 }),
        400,
        'reality.check.too.short',
      );
      expectValue(await play.post(calls.setRealityCheck, { minutes: 20 }), calls.setRealityCheck);
      expectValue(await launch(member), calls.launchGame);
      clock.advanceMinutes(21);
      expectValue(await bet(member, 500), calls.vendorWalletDebit);
      expectValue(await win(member, 200), calls.vendorWalletCredit);
      const { session } = expectValue(await play.get(calls.playSession), calls.playSession);
      expect(session).toMatchObject({ minutes: 21, bets: 500, net: -300, intervalMinutes: 20 });
      expect(expectValue(await play.post(calls.endPlaySession), calls.endPlaySession).ended).toBe(
        true,
      );
      expect(expectValue(await play.get(calls.playSession), calls.playSession).session).toBeNull();
    });
  });

  describe('time-outs and self-exclusion', () => {
    it('a time-out signs the member out and refuses sign-in, remembered sign-in and bets until it ends', async () => {
      const member = await signUp(t.app, merchant);
      await fund(member, 10_000);
      const remembered = expectValue(
        await login(t.app, merchant, {
          username: member.username,
          password: member.password,
          remember: true,
          loginDeviceId: DEVICE,
        }),
        calls.sessionLogin,
      );
      expectFailure(
        await takeBreak(member, { kind: 'timeOut', days: 1, password: 'wrong-password-1' }),
        200,
        'login.cred.err',
      );
      const { until } = expectValue(
        await takeBreak(member, { kind: 'timeOut', days: 1, password: member.password }),
        calls.takeBreak,
      );
      expect(Date.parse(until!)).toBe(clock.now().getTime() + 86_400_000);
      expectFailure(await deposit(member, 10_000), 401, 'customer.not.login');

      const signIn = () =>
        login(t.app, merchant, { username: member.username, password: member.password });
      expect(refusal<ExclusionRefusal>(await signIn(), 403, 'protection.time.out')).toEqual({
        until,
      });
      expect(
        refusal<ExclusionRefusal>(
          await send(t.app, merchant, calls.sessionLoginRemembered, {
            rememberToken: remembered.rememberToken!,
            loginDeviceId: DEVICE,
          }),
          403,
          'protection.time.out',
        ),
      ).toEqual({ until });
      refusal(await bet(member, 100), 403, 'protection.time.out');

      clock.advanceMinutes(24 * 60 - 1);
      refusal(await signIn(), 403, 'protection.time.out');
      clock.advanceMinutes(1);
      expectValue(await signIn(), calls.sessionLogin);
      expectValue(await bet(member, 100), calls.vendorWalletDebit);
      const actions = (await repository().auditOf(merchant.code, Number(member.id))).map(
        (entry) => entry.action,
      );
      expect(actions).toContain('timeOut');
    });

    it("judges a break's password within the session's own tries, which strangers cannot spend", async () => {
      const flooded = await signUp(t.app, merchant);
      const wrongSignIns = (username: string) =>
        Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            login(
              t.app,
              merchant,
              { username, password: `Wrong-guess-${i}` },
              { ip: freshAddress() },
            ),
          ),
        );
      await wrongSignIns(flooded.username);
      expectFailure(
        await login(t.app, merchant, { username: flooded.username, password: flooded.password }),
        200,
        'login.locked',
      );
      expectValue(
        await takeBreak(flooded, { kind: 'timeOut', days: 1, password: flooded.password }),
        calls.takeBreak,
      );

      // The session's own wrong confirmations count, and lock its confirmations for a while.
      const guesser = await signUp(t.app, merchant);
      for (let i = 0; i < 5; i += 1) {
        expectFailure(
          await takeBreak(guesser, { kind: 'timeOut', days: 1, password: `Wrong-guess-${i}` }),
          200,
          'login.cred.err',
        );
      }
      expectFailure(
        await takeBreak(guesser, { kind: 'timeOut', days: 1, password: guesser.password }),
        429,
        'TOO_MANY_REQUEST_LOGIN',
      );
      // They are the session's: the member's sign-in tries are untouched.
      expectValue(
        await login(t.app, merchant, { username: guesser.username, password: guesser.password }),
        calls.sessionLogin,
      );
    });

    it('keeps a remember token shown during a break, and it signs in once the break ends', async () => {
      const member = await signUp(t.app, merchant);
      const { rememberToken } = expectValue(
        await login(t.app, merchant, {
          username: member.username,
          password: member.password,
          remember: true,
          loginDeviceId: DEVICE,
        }),
        calls.sessionLogin,
      );
      expectValue(
        await takeBreak(member, { kind: 'timeOut', days: 1, password: member.password }),
        calls.takeBreak,
      );
      const autoLogin = () =>
        send(t.app, merchant, calls.sessionLoginRemembered, {
          rememberToken: rememberToken!,
          loginDeviceId: DEVICE,
        });
      refusal(await autoLogin(), 403, 'protection.time.out');
      refusal(await autoLogin(), 403, 'protection.time.out');
      clock.advanceMinutes(24 * 60);
      const signedIn = expectValue(await autoLogin(), calls.sessionLoginRemembered);
      expect(signedIn.userName).toBe(member.username);
    });

    it('refuses a deposit during a break even from a session that outlived it', async () => {
      const member = await signUp(t.app, merchant);
      await repository().transaction((trx) =>
        repository().startBreak(trx, {
          merchantCode: merchant.code,
          memberId: Number(member.id),
          kind: 'timeOut',
          from: clock.now(),
          until: new Date(clock.now().getTime() + 86_400_000),
        }),
      );
      refusal(await deposit(member, 10_000), 403, 'protection.time.out');
      refusal(await launch(member), 403, 'protection.time.out');
    });

    it('a self-exclusion moves the withdrawable cash into a withdrawal for the operator', async () => {
      const member = await signUp(t.app, merchant);
      await fund(member, 42_000);
      const { until } = expectValue(
        await takeBreak(member, {
          kind: 'selfExclusion',
          permanent: true,
          password: member.password,
        }),
        calls.takeBreak,
      );
      expect(until).toBeNull();
      expect(await wallet().balance(merchant.code, Number(member.id))).toBe(0);
      const withdrawals = await t.database.db
        .selectFrom('withdrawals')
        .select(['amount', 'status'])
        .where('merchant_code', '=', merchant.code)
        .where('member_id', '=', Number(member.id))
        .execute();
      expect(withdrawals.map((row) => [Number(row.amount), row.status])).toEqual([
        [42_000, 'pending'],
      ]);
      const { entries } = await wallet().entries(merchant.code, Number(member.id), {
        limit: 10,
        offset: 0,
      });
      expect(entries[0]).toMatchObject({ kind: 'withdrawal_hold', amount: -42_000 });
      clock.advanceMinutes(60 * 24 * 365 * 6);
      expect(
        refusal<ExclusionRefusal>(
          await login(t.app, merchant, { username: member.username, password: member.password }),
          403,
          'protection.self.excluded',
        ),
      ).toEqual({ until: null });
    });

    it('refuses a self-exclusion shorter than six months', async () => {
      const member = await signUp(t.app, merchant);
      expectFailure(
        await takeBreak(member, { kind: 'selfExclusion', months: 5, password: member.password }),
        400,
        'invalid_request',
      );
      expectFailure(
        await takeBreak(member, { kind: 'timeOut', days: 43, password: member.password }),
        400,
        'invalid_request',
      );
    });
  });

  describe('new terms', () => {
    it('block deposits, launches and bets until the member accepts them', async () => {
      await addLaunchGames(t.database, merchant.code);
      const member = await signUp(t.app, merchant);
      await fund(member, 10_000);
      // As after the merchant published version 1: the member accepted only an earlier one.
      await repository().acceptTerms(
        merchant.code,
        Number(member.id),
        { termsVersion: '0', privacyVersion: '0' },
        clock.now(),
      );
      expect((await status(member)).terms.accepted).toBe(false);
      expectFailure(await deposit(member, 10_000), 403, 'terms.acceptance.required');
      expectFailure(await launch(member), 403, 'terms.acceptance.required');
      expectFailure(await bet(member, 100), 403, 'terms.acceptance.required');
      const accept = (termsVersion: string) =>
        authed(t.app, merchant, member.token).post(calls.acceptTerms, {
          termsVersion,
          privacyVersion: merchant.protection.privacyVersion,
        });
      expectFailure(await accept('0'), 409, 'terms.version.stale');
      expect(expectValue(await accept('1'), calls.acceptTerms).terms.accepted).toBe(true);
      expectValue(await deposit(member, 10_000), calls.createDeposit);
      expectValue(await launch(member), calls.launchGame);
      expectValue(await bet(member, 100), calls.vendorWalletDebit);
    });
  });
});
