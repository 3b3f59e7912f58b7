import { beforeAll, describe, expect, it } from 'vitest';
import { calls, SIGNED_REQUEST_HEADERS, type CallDef } from '@lobby/contract';
import { WalletRepository } from '../wallet/wallet-repository.js';
import { GameRepository } from '../games/game-repository.js';
import { PromotionRepository } from '../promotions/index.js';
import { requestSignature } from '../core/signed-request.js';
import { buildBonuses } from './index.js';
import {
  authed,
  expectFailure,
  expectValue,
  fakeClock,
  merchantFactory,
  savedWithdrawAccount,
  send,
  signIn,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';
import { addLaunchGames, LAUNCH_GAMES } from '../../test/game-fixtures.js';
import { AccountLedgerService } from '../wallet/index.js';

const SECRET = 'acme-wallet-secret-for-bonus-tests';
const DAY_MS = 86_400_000;
const base = merchantFactory();
const withAcme = () =>
  merchantFactory({
    wallet: { minWithdrawal: 1, maxPendingWithdrawals: 100, maxPendingDeposits: 5 },
    games: {
      ...base.games,
      vendorApis: { ACME: { url: 'https://acme.example', secretEnv: 'ACME_SECRET' } },
    },
  });
const SLOT = LAUNCH_GAMES.slot.id; // lane RNG, vendor DEMO
const TABLE = 'bonus-table'; // lane TABLE, vendor DEMO
const OTHER_VENDOR_SLOT = LAUNCH_GAMES.externalSlot.id; // lane RNG, vendor EXT
/** Slots count fully, table games a tenth, only the DEMO vendor's games. */
const GAMES = { categories: { RNG: 100, TABLE: 10 }, vendors: ['DEMO'] };

describe.each(testDatabases())('bonus money on the seamless wallet on $name', (kind) => {
  const merchant = withAcme();
  const other = withAcme();
  const clock = fakeClock(Date.parse('2026-11-25T09:00:00Z'));
  const t = useTestApp(kind, {
    merchants: [merchant, other],
    now: clock.now,
    vendorSecrets: { ACME_SECRET: SECRET },
  });
  beforeAll(async () => {
    await addLaunchGames(t.database, merchant.code);
    await new GameRepository(t.database.db).addGames([
      {
        merchant_code: merchant.code,
        id: TABLE,
        vendor_code: 'DEMO',
        lane: 'TABLE',
        display_name: 'Bonus Table',
        play_kind: 'slot',
        node_id: 'node-table',
        freeplay: false,
        hot: false,
        ordinal: 0,
        lottery_prize_mode: null,
        lottery_game_code: null,
        image_id: 'launch-art',
      },
    ]);
  });

  const bonuses = () =>
    buildBonuses({
      db: t.database.db,
      promotions: new PromotionRepository(t.database.db),
      accounts: new AccountLedgerService(),
      now: clock.now,
    }).service;
  const wallet = () => new WalletRepository(t.database.db);
  const sendSigned = (call: CallDef, payload: object, on = merchant) => {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    return t.app.inject({
      method: 'POST',
      url: call.path,
      headers: {
        host: on.hosts[0]!,
        'content-type': 'application/json',
        [SIGNED_REQUEST_HEADERS.vendor]: 'ACME',
        [SIGNED_REQUEST_HEADERS.timestamp]: timestamp,
        [SIGNED_REQUEST_HEADERS.signature]: requestSignature(SECRET, timestamp, body),
      },
      payload: body,
    });
  };
  let counter = 0;
  const txid = () => `bonus-tx-${(counter += 1)}`;
  const bet = (
    member: TestMember,
    amount: number,
    game: string = SLOT,
    id = txid(),
    roundId = id,
  ) =>
    sendSigned(calls.vendorWalletDebit, {
      transactionId: id,
      customerId: member.id,
      amount,
      gameId: game,
      roundId,
    });
  const win = (member: TestMember, amount: number, roundId: string, game: string = SLOT) =>
    sendSigned(calls.vendorWalletCredit, {
      transactionId: txid(),
      customerId: member.id,
      amount,
      gameId: game,
      roundId,
    });
  const rollback = (member: TestMember, original: string, id = txid()) =>
    sendSigned(calls.vendorWalletRollback, {
      transactionId: id,
      customerId: member.id,
      originalTransactionId: original,
    });
  const member = async (cash: number, on = merchant) => {
    const created = await signUp(t.app, on);
    if (cash > 0) {
      await wallet().post({
        merchantCode: on.code,
        memberId: Number(created.id),
        kind: 'deposit',
        amount: cash,
        reference: `fund-${on.code}-${created.id}`,
      });
    }
    return created;
  };
  const grant = (
    to: TestMember,
    amount: number,
    options: {
      multiple?: number;
      maxBet?: number | null;
      days?: number;
      rule?: 'forfeit' | 'block';
    } = {},
    on = merchant,
  ) =>
    bonuses().grant({
      merchant: on,
      memberId: Number(to.id),
      kind: 'depositMatch',
      amount,
      wagerMultiple: options.multiple ?? 10,
      expiresAt: new Date(clock.now().getTime() + (options.days ?? 30) * DAY_MS),
      reference: `test-grant-${(counter += 1)}`,
      maxBet: options.maxBet ?? null,
      games: GAMES,
      onWithdrawal: options.rule ?? 'forfeit',
    });
  const balances = (of: TestMember, on = merchant) => wallet().balances(on.code, Number(of.id));
  const listed = async (of: TestMember, on = merchant) =>
    expectValue(await authed(t.app, on, of.token).get(calls.memberBonuses), calls.memberBonuses)
      .bonuses;
  /** A bonus's row as stored (the member calls show wagered capped at required). */
  const stored = async (bonusId: number) => {
    const row = await t.database.db
      .selectFrom('bonuses')
      .select(['state', 'balance', 'wagered', 'required'])
      .where('id', '=', bonusId)
      .executeTakeFirstOrThrow();
    return {
      state: row.state,
      balance: Number(row.balance),
      wagered: Number(row.wagered),
      required: Number(row.required),
    };
  };
  /** Both accounts equal the sums of their ledger entries. */
  const expectLedgerWhole = async (of: TestMember) => {
    const { cash, bonus } = await balances(of);
    expect(await wallet().entrySum(merchant.code, Number(of.id), 'cash')).toBe(cash);
    expect(await wallet().entrySum(merchant.code, Number(of.id), 'bonus')).toBe(bonus);
  };

  it('a 100 % match of 500 with 10x wagering converts exactly at 5,000 of eligible bets', async () => {
    const player = await member(1_000);
    const granted = await grant(player, 500);
    expect(granted).toMatchObject({ state: 'active', amount: 500, required: 5_000, created: true });
    expect(await balances(player)).toEqual({ cash: 1_000, bonus: 500 });
    // Four rounds of 1,000 staked from cash and won back: 4,000 wagered.
    for (let round = 0; round < 4; round += 1) {
      const id = txid();
      expectValue(await bet(player, 1_000, SLOT, id), calls.vendorWalletDebit);
      expectValue(await win(player, 1_000, id), calls.vendorWalletCredit);
    }
    expectValue(await bet(player, 999), calls.vendorWalletDebit);
    const before = (await listed(player))[0]!;
    expect(before).toMatchObject({
      state: 'active',
      wagered: 4_999,
      required: 5_000,
      balance: 500,
    });
    expect(await balances(player)).toEqual({ cash: 1, bonus: 500 });
    // The 5,000th unit converts the bonus to cash in the bet's transaction.
    const last = expectValue(await bet(player, 1), calls.vendorWalletDebit);
    expect(last).toMatchObject({ balance: 500, bonusBalance: 0 });
    expect(await balances(player)).toEqual({ cash: 500, bonus: 0 });
    const after = (await listed(player))[0]!;
    expect(after).toMatchObject({ state: 'converted', wagered: 5_000, balance: 0 });
    expect(after.endedAt).not.toBeNull();
    const history = expectValue(
      await authed(t.app, merchant, player.token).get(calls.walletHistory, {
        kind: 'bonus_convert',
      }),
      calls.walletHistory,
    );
    expect(history.entries.map((entry) => [entry.account, entry.amount])).toEqual(
      expect.arrayContaining([
        ['cash', 500],
        ['bonus', -500],
      ]),
    );
    await expectLedgerWhole(player);
  });

  it('spends cash first, then bonus, and pays a win back in the stake’s proportion', async () => {
    const player = await member(300);
    await grant(player, 1_000);
    const id = txid();
    // 300 from cash, 200 from bonus: the win of 1,000 is 600 cash and 400 bonus.
    expect(expectValue(await bet(player, 500, SLOT, id), calls.vendorWalletDebit)).toMatchObject({
      balance: 800,
      bonusBalance: 800,
    });
    expect(await balances(player)).toEqual({ cash: 0, bonus: 800 });
    expect(expectValue(await win(player, 1_000, id), calls.vendorWalletCredit)).toMatchObject({
      balance: 1_800,
      bonusBalance: 1_200,
    });
    expect(await balances(player)).toEqual({ cash: 600, bonus: 1_200 });
    expect((await listed(player))[0]).toMatchObject({ balance: 1_200, wagered: 500 });
    await expectLedgerWhole(player);
  });

  it('counts each game by its category weight, and nothing for other vendors or unknown games', async () => {
    const player = await member(10_000);
    await grant(player, 1_000);
    expectValue(await bet(player, 1_000, TABLE), calls.vendorWalletDebit);
    expect((await listed(player))[0]!.wagered).toBe(100);
    expectValue(await bet(player, 1_000, SLOT), calls.vendorWalletDebit);
    expect((await listed(player))[0]!.wagered).toBe(1_100);
    expectValue(await bet(player, 1_000, OTHER_VENDOR_SLOT), calls.vendorWalletDebit);
    expectValue(await bet(player, 1_000, 'no-such-game'), calls.vendorWalletDebit);
    expect((await listed(player))[0]!.wagered).toBe(1_100);
  });

  it('refuses a bet over the active bonus’s maximum bet, with its own code, and moves nothing', async () => {
    const player = await member(5_000);
    await grant(player, 1_000, { maxBet: 300 });
    expectFailure(await bet(player, 301), 409, 'bonus.max.bet.exceeded');
    expect(await balances(player)).toEqual({ cash: 5_000, bonus: 1_000 });
    expect((await listed(player))[0]!.wagered).toBe(0);
    expectValue(await bet(player, 300), calls.vendorWalletDebit);
    expect(await balances(player)).toEqual({ cash: 4_700, bonus: 1_000 });
  });

  it('refuses a bet cash and bonus together do not cover', async () => {
    const player = await member(100);
    await grant(player, 200);
    expectFailure(await bet(player, 301), 409, 'wallet.insufficient.funds');
    expect(await balances(player)).toEqual({ cash: 100, bonus: 200 });
  });

  it('counts 50 concurrent bets (each sent twice) exactly once each', async () => {
    const player = await member(0);
    await grant(player, 10_000, { multiple: 10 });
    const ids = Array.from({ length: 50 }, () => txid());
    const answers = await Promise.all([...ids, ...ids].map((id) => bet(player, 100, SLOT, id)));
    for (const answer of answers) expectValue(answer, calls.vendorWalletDebit);
    const duplicates = answers.filter(
      (answer) => (answer.json() as { value: { duplicate: boolean } }).value.duplicate,
    );
    expect(duplicates).toHaveLength(50);
    expect(await balances(player)).toEqual({ cash: 0, bonus: 5_000 });
    expect((await listed(player))[0]).toMatchObject({ wagered: 5_000, balance: 5_000 });
    const rows = await t.database.db
      .selectFrom('vendor_bets')
      .select('reference')
      .where('merchant_code', '=', merchant.code)
      .where('member_id', '=', Number(player.id))
      .execute();
    expect(rows).toHaveLength(50);
    await expectLedgerWhole(player);
  });

  it('a rolled-back bet returns its stake to its accounts and its wagering, once', async () => {
    const player = await member(200);
    await grant(player, 1_000);
    const id = txid();
    expectValue(await bet(player, 500, SLOT, id), calls.vendorWalletDebit);
    expect((await listed(player))[0]!.wagered).toBe(500);
    expect(await balances(player)).toEqual({ cash: 0, bonus: 700 });
    const rollbackId = txid();
    const answers = await Promise.all([
      rollback(player, id, rollbackId),
      rollback(player, id, rollbackId),
      rollback(player, id),
    ]);
    for (const answer of answers) expectValue(answer, calls.vendorWalletRollback);
    expect(await balances(player)).toEqual({ cash: 200, bonus: 1_000 });
    expect((await listed(player))[0]).toMatchObject({ wagered: 0, balance: 1_000 });
    // The retried bet is still the rolled-back one: it counts nothing again.
    expect(expectValue(await bet(player, 500, SLOT, id), calls.vendorWalletDebit).duplicate).toBe(
      true,
    );
    expect((await listed(player))[0]!.wagered).toBe(0);
    await expectLedgerWhole(player);
  });

  it('a rolled-back bet undoes the conversion it made: the bonus is active again, no cash stays', async () => {
    const player = await member(0);
    await grant(player, 5_000, { multiple: 1 });
    const id = txid();
    expectValue(await bet(player, 5_000, SLOT, id), calls.vendorWalletDebit);
    expect((await listed(player))[0]).toMatchObject({ state: 'converted', wagered: 5_000 });
    expectValue(await rollback(player, id), calls.vendorWalletRollback);
    expect(await balances(player)).toEqual({ cash: 0, bonus: 5_000 });
    const restored = (await listed(player))[0]!;
    expect(restored).toMatchObject({ state: 'active', wagered: 0, balance: 5_000 });
    expect(restored.endedAt).toBeNull();
    await expectLedgerWhole(player);
  });

  it('an undone conversion takes its cash back to the bonus, and the bonus converts again later', async () => {
    const player = await member(3_000);
    await grant(player, 5_000, { multiple: 1 });
    const id = txid();
    // 3,000 from cash and 3,000 from bonus: 6,000 wagered converts the 2,000 left to cash.
    expectValue(await bet(player, 6_000, SLOT, id), calls.vendorWalletDebit);
    expect(await balances(player)).toEqual({ cash: 2_000, bonus: 0 });
    expectValue(await rollback(player, id), calls.vendorWalletRollback);
    expect(await balances(player)).toEqual({ cash: 3_000, bonus: 5_000 });
    expect((await listed(player))[0]).toMatchObject({ state: 'active', wagered: 0 });
    const history = expectValue(
      await authed(t.app, merchant, player.token).get(calls.walletHistory, {
        kind: 'bonus_convert',
      }),
      calls.walletHistory,
    );
    expect(history.entries.map((entry) => [entry.account, entry.amount])).toEqual(
      expect.arrayContaining([
        ['cash', 2_000],
        ['bonus', -2_000],
        ['cash', -2_000],
        ['bonus', 2_000],
      ]),
    );
    // Wagered anew: 3,000 cash and 2,000 bonus convert the 3,000 left, with entries of their own.
    expectValue(await bet(player, 5_000), calls.vendorWalletDebit);
    expect(await balances(player)).toEqual({ cash: 3_000, bonus: 0 });
    expect((await listed(player))[0]).toMatchObject({ state: 'converted', wagered: 5_000 });
    await expectLedgerWhole(player);
  });

  it('a rolled-back bet leaves a conversion the other bets still earn', async () => {
    const player = await member(10_000);
    const granted = await grant(player, 1_000, { multiple: 1 });
    // A table bet counts a tenth: 60; the slot bet then converts at 1,060.
    const table = txid();
    expectValue(await bet(player, 600, TABLE, table), calls.vendorWalletDebit);
    expectValue(await bet(player, 1_000), calls.vendorWalletDebit);
    expect(await balances(player)).toEqual({ cash: 9_400, bonus: 0 });
    expectValue(await rollback(player, table), calls.vendorWalletRollback);
    expect(await balances(player)).toEqual({ cash: 10_000, bonus: 0 });
    expect(await stored(granted.bonusId)).toMatchObject({ state: 'converted', wagered: 1_060 });
    await expectLedgerWhole(player);
  });

  it('an undone conversion whose successor is active ends forfeited instead of paying cash', async () => {
    const player = await member(0);
    const first = await grant(player, 5_000, { multiple: 1 });
    await grant(player, 400);
    const id = txid();
    expectValue(await bet(player, 5_000, SLOT, id), calls.vendorWalletDebit);
    expect(await balances(player)).toEqual({ cash: 0, bonus: 400 });
    expectValue(await rollback(player, id), calls.vendorWalletRollback);
    expect(await balances(player)).toEqual({ cash: 0, bonus: 400 });
    const states = (await listed(player)).map((bonus) => [bonus.id, bonus.state]);
    expect(states).toEqual(
      expect.arrayContaining([
        [String(first.bonusId), 'forfeited'],
        [expect.any(String), 'active'],
      ]),
    );
    await expectLedgerWhole(player);
  });

  it('a rollback racing other bets undoes the conversion once, and no money appears', async () => {
    const player = await member(3_000);
    const granted = await grant(player, 5_000, { multiple: 1 });
    const id = txid();
    expectValue(await bet(player, 6_000, SLOT, id), calls.vendorWalletDebit);
    const rollbackId = txid();
    const answers = await Promise.all([
      rollback(player, id, rollbackId),
      ...Array.from({ length: 10 }, () => bet(player, 500)),
      rollback(player, id, rollbackId),
      rollback(player, id),
    ]);
    const taken = answers
      .slice(1, 11)
      .filter((answer) => (answer.json() as { success: boolean }).success).length;
    for (const answer of [answers[0]!, ...answers.slice(11)]) {
      expectValue(answer, calls.vendorWalletRollback);
    }
    const { cash, bonus } = await balances(player);
    // Nothing won: what is left and what the taken bets staked is what there was.
    expect(cash + bonus + taken * 500).toBe(3_000 + 5_000);
    const row = await stored(granted.bonusId);
    expect(row.balance).toBe(bonus);
    const counted = await t.database.db
      .selectFrom('vendor_bets')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('contribution'), eb.val('0')).as('sum'))
      .where('merchant_code', '=', merchant.code)
      .where('bonus_id', '=', granted.bonusId)
      .where('rolled_back', '=', false)
      .executeTakeFirstOrThrow();
    expect(row.wagered).toBe(Number(counted.sum));
    expect(row.state).toBe(row.wagered >= row.required ? 'converted' : 'active');
    await expectLedgerWhole(player);
  });

  it('a bet after a bonus’s time is up ends it first, and answers the balances without it', async () => {
    const player = await member(1_000);
    await grant(player, 500, { days: 1 });
    clock.advanceMinutes(24 * 60 + 1);
    expect(expectValue(await bet(player, 100, SLOT), calls.vendorWalletDebit)).toMatchObject({
      balance: 900,
      bonusBalance: 0,
    });
    expect(await balances(player)).toEqual({ cash: 900, bonus: 0 });
    await expectLedgerWhole(player);
  });

  it('expiry removes the bonus and its winnings only, on access and by the sweep, once', async () => {
    const player = await member(1_000);
    const swept = await member(0);
    await grant(player, 500, { days: 1 });
    await grant(swept, 700, { days: 1 });
    const id = txid();
    expectValue(await bet(player, 1_200, SLOT, id), calls.vendorWalletDebit); // 1,000 cash, 200 bonus
    expectValue(await win(player, 1_200, id), calls.vendorWalletCredit); // 1,000 cash, 200 bonus
    expect(await balances(player)).toEqual({ cash: 1_000, bonus: 500 });
    clock.advanceMinutes(24 * 60 + 1);
    // A day later the sessions have gone idle: sign in again.
    player.token = await signIn(t.app, merchant, player);
    swept.token = await signIn(t.app, merchant, swept);
    const [ended] = await listed(player);
    expect(ended).toMatchObject({ state: 'expired', balance: 0 });
    expect(await balances(player)).toEqual({ cash: 1_000, bonus: 0 });
    expect(await bonuses().sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await bonuses().sweepExpired()).toBe(0);
    expect(await balances(swept)).toEqual({ cash: 0, bonus: 0 });
    expect((await listed(swept))[0]).toMatchObject({ state: 'expired' });
    const history = expectValue(
      await authed(t.app, merchant, player.token).get(calls.walletHistory, {
        kind: 'bonus_expire',
      }),
      calls.walletHistory,
    );
    expect(history.entries.map((entry) => [entry.account, entry.amount])).toEqual([
      ['bonus', -500],
    ]);
    await expectLedgerWhole(player);
  });

  it('a forfeit removes the bonus and its winnings only, once, and only the member’s own', async () => {
    const player = await member(1_000);
    const stranger = await member(0, other);
    const granted = await grant(player, 500);
    const id = txid();
    expectValue(await bet(player, 1_500, SLOT, id), calls.vendorWalletDebit);
    expectValue(await win(player, 3_000, id), calls.vendorWalletCredit); // 2,000 cash, 1,000 bonus
    const bonusId = String(granted.bonusId);
    expectFailure(
      await authed(t.app, other, stranger.token).post(calls.forfeitBonus, { bonusId }),
      404,
      'bonus.not.found',
    );
    const value = expectValue(
      await authed(t.app, merchant, player.token).post(calls.forfeitBonus, { bonusId }),
      calls.forfeitBonus,
    );
    expect(value).toMatchObject({ removed: 1_000, bonus: { state: 'forfeited', balance: 0 } });
    expect(await balances(player)).toEqual({ cash: 2_000, bonus: 0 });
    expectFailure(
      await authed(t.app, merchant, player.token).post(calls.forfeitBonus, { bonusId }),
      409,
      'bonus.not.active',
    );
    await expectLedgerWhole(player);
  });

  it('a bonus granted while another is active waits, and becomes active when that one ends', async () => {
    const player = await member(0);
    const first = await grant(player, 300);
    const second = await grant(player, 400);
    expect(second.state).toBe('queued');
    expect(await balances(player)).toEqual({ cash: 0, bonus: 300 });
    expectValue(
      await authed(t.app, merchant, player.token).post(calls.forfeitBonus, {
        bonusId: String(first.bonusId),
      }),
      calls.forfeitBonus,
    );
    expect(await balances(player)).toEqual({ cash: 0, bonus: 400 });
    expect((await listed(player))[0]).toMatchObject({
      id: String(second.bonusId),
      state: 'active',
    });
  });

  it('grants once per reference, however many race', async () => {
    const player = await member(0);
    const request = {
      merchant,
      memberId: Number(player.id),
      kind: 'cashback' as const,
      amount: 250,
      wagerMultiple: 1,
      expiresAt: new Date(clock.now().getTime() + DAY_MS),
      reference: `cashback-${player.id}-2026-11`,
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => bonuses().grant(request)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.bonusId)).size).toBe(1);
    expect(await balances(player)).toEqual({ cash: 0, bonus: 250 });
  });

  it('withdrawals see cash only; an active bonus is forfeited, or blocks, by its rule', async () => {
    const player = await member(10_000);
    await grant(player, 5_000);
    const funds = expectValue(
      await authed(t.app, merchant, player.token).get(calls.fundsConsolidated),
      calls.fundsConsolidated,
    );
    expect(funds).toMatchObject({ balance: 10_000, bonusBalance: 5_000, withdrawable: 10_000 });
    const accountId = await savedWithdrawAccount(t.app, merchant, player);
    const withdraw = (of: TestMember, amount: number) =>
      send(t.app, merchant, calls.requestWithdrawal, { amount, accountId }, { token: of.token });
    expectFailure(await withdraw(player, 12_000), 409, 'wallet.insufficient.funds');
    expect(await balances(player)).toEqual({ cash: 10_000, bonus: 5_000 });
    expectValue(await withdraw(player, 4_000), calls.requestWithdrawal);
    expect(await balances(player)).toEqual({ cash: 6_000, bonus: 0 });
    expect((await listed(player))[0]).toMatchObject({ state: 'forfeited' });

    const blocked = await member(10_000);
    await grant(blocked, 5_000, { rule: 'block' });
    const blockedAccount = await savedWithdrawAccount(t.app, merchant, blocked);
    expectFailure(
      await send(
        t.app,
        merchant,
        calls.requestWithdrawal,
        { amount: 4_000, accountId: blockedAccount },
        { token: blocked.token },
      ),
      409,
      'bonus.blocks.withdrawal',
    );
    expect(await balances(blocked)).toEqual({ cash: 10_000, bonus: 5_000 });
  });

  it('the balance call carries the bonus balance beside the cash', async () => {
    const player = await member(700);
    await grant(player, 300);
    const value = expectValue(
      await authed(t.app, merchant, player.token).get(calls.walletBalance),
      calls.walletBalance,
    );
    expect(value).toMatchObject({ balance: 700, bonusBalance: 300 });
  });
});
