import { beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import { WalletRepository } from '../wallet/wallet-repository.js';
import {
  authed,
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';
import { PROMO_NOW, promotionFile, storePromotions } from '../../test/promotion-fixtures.js';

const window = { startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' };
const rules = { wagerMultiple: 5, expiryDays: 7, games: { categories: { '*': 100 } } };
const promotion = (id: string, extra: Record<string, unknown>) => ({
  id,
  category: 'new',
  ...window,
  title: { EN: `Title of ${id}` },
  content: { EN: 'Body' },
  ...extra,
});

describe.each(testDatabases())('claims and deposit bonuses on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const host = merchant.hosts[0]!;
  const t = useTestApp(kind, { merchants: [merchant, other], now: () => PROMO_NOW, listen: true });
  beforeAll(async () => {
    await storePromotions(
      t.database,
      merchant.code,
      promotionFile({
        promotions: [
          promotion('free', {
            claim: { kind: 'claim' },
            bonus: { kind: 'freeCredit', amount: 1_000, ...rules },
          }),
          promotion('gift', {
            claim: { kind: 'promoCode', promoCode: 'LUCKY2026' },
            bonus: { kind: 'freeCredit', amount: 2_000, ...rules },
          }),
          promotion('welcome', {
            claim: { kind: 'claim' },
            bonus: {
              kind: 'depositMatch',
              percent: 100,
              cap: 50_000,
              minDeposit: 10_000,
              firstDepositOnly: true,
              ...rules,
              wagerMultiple: 10,
            },
          }),
          promotion('reload', {
            bonus: { kind: 'depositMatch', percent: 50, cap: 5_000, everyNth: 2, ...rules },
          }),
          promotion('app', { kind: 'APP_DOWNLOAD', claim: { kind: 'claim' } }),
        ],
        memberLabels: [],
      }),
    );
    await storePromotions(
      t.database,
      other.code,
      promotionFile({
        promotions: [
          promotion('theirs', {
            claim: { kind: 'promoCode', promoCode: 'THEIRS1' },
            bonus: { kind: 'freeCredit', amount: 500, ...rules },
          }),
        ],
        memberLabels: [],
      }),
    );
  });

  const balances = (of: TestMember) =>
    new WalletRepository(t.database.db).balances(merchant.code, Number(of.id));
  const claim = (of: TestMember, body: object) =>
    authed(t.app, merchant, of.token).post(calls.claimPromotion, body);
  /** Starts a deposit and presses Pay on the demo provider's page. */
  const deposit = async (of: TestMember, amount: number, bonusPromotionId?: string) => {
    const started = expectValue(
      await send(
        t.app,
        merchant,
        calls.createDeposit,
        { method: 'DEMO', amount, ...(bonusPromotionId ? { bonusPromotionId } : {}) },
        { token: of.token },
      ),
      calls.createDeposit,
    );
    const token = new URL(started.payUrl).searchParams.get('t')!;
    await t.app.inject({
      method: 'POST',
      url: '/pay/demo/checkout',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ t: token, action: 'pay' }).toString(),
    });
    return started.depositId;
  };

  it('a free credit is credited at once and the answer says how much and what is required', async () => {
    const member = await signUp(t.app, merchant);
    const value = expectValue(await claim(member, { promotionId: 'free' }), calls.claimPromotion);
    expect(value.outcome).toMatchObject({
      kind: 'credited',
      amount: 1_000,
      wageringRequired: 5_000,
      state: 'active',
      expiresAt: new Date(PROMO_NOW.getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(await balances(member)).toEqual({ cash: 0, bonus: 1_000 });
    expectFailure(await claim(member, { promotionId: 'free' }), 409, 'promotion.already.claimed');
    expect(await balances(member)).toEqual({ cash: 0, bonus: 1_000 });
  });

  it('20 parallel claims credit once; the others are told it was claimed', async () => {
    const member = await signUp(t.app, merchant);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => claim(member, { promotionId: 'free' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expectFailure(answer, 409, 'promotion.already.claimed');
    }
    expect(await balances(member)).toEqual({ cash: 0, bonus: 1_000 });
    const rows = await t.database.db
      .selectFrom('bonuses')
      .select('id')
      .where('merchant_code', '=', merchant.code)
      .where('member_id', '=', Number(member.id))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('the promo code LUCKY2026 credits once; a second try is refused; another site’s code is named so', async () => {
    const member = await signUp(t.app, merchant);
    const value = expectValue(
      await claim(member, { promoCode: 'lucky2026' }),
      calls.claimPromotion,
    );
    expect(value.outcome).toMatchObject({
      kind: 'credited',
      amount: 2_000,
      wageringRequired: 10_000,
    });
    expectFailure(
      await claim(member, { promoCode: 'LUCKY2026' }),
      409,
      'promotion.already.claimed',
    );
    expectFailure(await claim(member, { promoCode: 'THEIRS1' }), 404, 'promo.code.other.merchant');
    expect(await balances(member)).toEqual({ cash: 0, bonus: 2_000 });
  });

  it('a deposit match claimed says it applies to the next deposit; an action promotion names it', async () => {
    const member = await signUp(t.app, merchant);
    expect(
      expectValue(await claim(member, { promotionId: 'welcome' }), calls.claimPromotion).outcome,
    ).toEqual({ kind: 'nextDeposit', percent: 100, cap: 50_000, minDeposit: 10_000 });
    expect(
      expectValue(await claim(member, { promotionId: 'app' }), calls.claimPromotion).outcome,
    ).toEqual({ kind: 'action', action: 'APP_DOWNLOAD' });
    expect(await balances(member)).toEqual({ cash: 0, bonus: 0 });
  });

  it('a first deposit with the welcome match grants it with the credit; after it, first-deposit bonuses are refused', async () => {
    const member = await signUp(t.app, merchant);
    const offers = expectValue(
      await authed(t.app, merchant, member.token).get(calls.depositBonusOffers),
      calls.depositBonusOffers,
    );
    expect(offers.offers.map((offer) => offer.promotionId)).toEqual(['welcome']);
    expectFailure(
      await send(
        t.app,
        merchant,
        calls.createDeposit,
        { method: 'DEMO', amount: 9_999, bonusPromotionId: 'welcome' },
        { token: member.token },
      ),
      400,
      'deposit.amount.out.of.range',
    );
    await deposit(member, 20_000, 'welcome');
    expect(await balances(member)).toEqual({ cash: 20_000, bonus: 20_000 });
    const [bonus] = expectValue(
      await authed(t.app, merchant, member.token).get(calls.memberBonuses),
      calls.memberBonuses,
    ).bonuses;
    expect(bonus).toMatchObject({
      kind: 'depositMatch',
      promotionId: 'welcome',
      title: 'Title of welcome',
      granted: 20_000,
      required: 200_000,
      state: 'active',
    });
    // The next deposit is a 2nd: the reload match applies, the first-deposit one does not.
    const after = expectValue(
      await authed(t.app, merchant, member.token).get(calls.depositBonusOffers),
      calls.depositBonusOffers,
    );
    expect(after.offers.map((offer) => offer.promotionId)).toEqual(['reload']);
    expectFailure(
      await send(
        t.app,
        merchant,
        calls.createDeposit,
        { method: 'DEMO', amount: 20_000, bonusPromotionId: 'welcome' },
        { token: member.token },
      ),
      409,
      'bonus.first.deposit.only',
    );
    expectFailure(await claim(member, { promotionId: 'welcome' }), 409, 'bonus.first.deposit.only');
    expectFailure(
      await send(
        t.app,
        merchant,
        calls.createDeposit,
        { method: 'DEMO', amount: 20_000, bonusPromotionId: 'free' },
        { token: member.token },
      ),
      409,
      'bonus.not.eligible',
    );
    // The reload is queued behind the active welcome bonus; its money waits.
    await deposit(member, 20_000, 'reload');
    expect(await balances(member)).toEqual({ cash: 40_000, bonus: 20_000 });
    const states = expectValue(
      await authed(t.app, merchant, member.token).get(calls.memberBonuses),
      calls.memberBonuses,
    ).bonuses.map((each) => [each.promotionId, each.state, each.granted]);
    expect(states).toEqual([
      ['welcome', 'active', 20_000],
      ['reload', 'queued', 5_000],
    ]);
  });

  it('a deposit that no longer qualifies when paid is credited without the bonus', async () => {
    const member = await signUp(t.app, merchant);
    const started = expectValue(
      await send(
        t.app,
        merchant,
        calls.createDeposit,
        { method: 'DEMO', amount: 20_000, bonusPromotionId: 'welcome' },
        { token: member.token },
      ),
      calls.createDeposit,
    );
    // Another deposit is paid first: the welcome bonus's deposit is no longer the first.
    await deposit(member, 10_000);
    const token = new URL(started.payUrl).searchParams.get('t')!;
    await t.app.inject({
      method: 'POST',
      url: '/pay/demo/checkout',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ t: token, action: 'pay' }).toString(),
    });
    expect(await balances(member)).toEqual({ cash: 30_000, bonus: 0 });
  });
});
