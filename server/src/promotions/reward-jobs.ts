import type { Transaction } from 'kysely';
import { followsVipRule } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import type { JobContext, ScheduledJob } from '../jobs/index.js';
import type { ActivityRepository } from '../wallet/index.js';
import { bonusConfigSchema, type BonusConfig } from './promotion-file.js';
import type { PromotionRepository, VipLevelRow } from './promotion-repository.js';
import type { VipClub } from './vip-club.js';

type CashbackBonus = Extract<BonusConfig, { kind: 'cashback' }>;
/** The promotion file's periods and the job periods they run by. */
const PERIODS = { daily: 'day', weekly: 'week', monthly: 'month' } as const;
type FilePeriod = keyof typeof PERIODS;

const DAY_MS = 86_400_000;

/** A bonus a reward grants: the promotion whose rules (weights, max bet) it plays by. */
export interface RewardGrant {
  merchantCode: string;
  memberId: number;
  kind: 'cashback' | 'vipReward';
  /** Minor units. */
  amount: number;
  /** Unique per merchant: the same reference grants once. */
  reference: string;
  promotionId: string;
  wagerMultiple: number;
  expiresAt: Date;
  /** The promotion's games, weights, bet limit and withdrawal rule the bonus plays by. */
  rules: Pick<BonusConfig, 'games' | 'maxBet' | 'onWithdrawal'>;
}

/** Grants a bonus inside the caller's transaction (the bonuses area's grant). */
export type GrantBonus = (trx: Transaction<Database>, grant: RewardGrant) => Promise<void>;

/**
 * Cashback for one period (issue 31): the promotion's percent of the net loss, rounded down to
 * the minor unit, at most the cap; nothing below the minimum loss.
 */
export function cashbackAmount(
  netLoss: number,
  rule: Pick<CashbackBonus, 'percent' | 'cap' | 'minLoss'>,
): number {
  if (netLoss <= 0 || netLoss < rule.minLoss) return 0;
  return Math.min(rule.cap, Math.floor((netLoss * rule.percent) / 100));
}

export interface RewardJobDeps {
  promotions: PromotionRepository;
  activity: ActivityRepository;
  vipClub: VipClub;
  grant: GrantBonus;
  now: () => Date;
}

/**
 * The current promotions paying a bonus of `kind`, their configuration read by the file's schema
 * (a row an older file stored that no longer reads is skipped).
 */
async function bonusPromotions<Kind extends BonusConfig['kind']>(
  deps: RewardJobDeps,
  merchantCode: string,
  kind: Kind,
  from: Date,
  to: Date,
) {
  const rows = await deps.promotions.bonusPromotions(merchantCode, kind, from, to);
  return rows.flatMap((row) => {
    const parsed = bonusConfigSchema.safeParse(row.bonus);
    return parsed.success && parsed.data.kind === kind
      ? [{ id: row.id, bonus: parsed.data as Extract<BonusConfig, { kind: Kind }> }]
      : [];
  });
}

/** Pays one reward in `trx`, once per reference. */
function payReward(
  deps: RewardJobDeps,
  context: JobContext,
  trx: Transaction<Database> | undefined,
  reward: Omit<RewardGrant, 'merchantCode' | 'expiresAt' | 'rules' | 'wagerMultiple'> & {
    bonus: BonusConfig;
    basis: number;
  },
) {
  const { merchantCode } = context;
  const payment = {
    reference: reward.reference,
    memberId: reward.memberId,
    amount: reward.amount,
    basis: reward.basis,
  };
  const writes = (inner: Transaction<Database>) =>
    deps.grant(inner, {
      merchantCode,
      memberId: reward.memberId,
      kind: reward.kind,
      amount: reward.amount,
      reference: reward.reference,
      promotionId: reward.promotionId,
      wagerMultiple: reward.bonus.wagerMultiple,
      expiresAt: new Date(deps.now().getTime() + reward.bonus.expiryDays * DAY_MS),
      rules: {
        games: reward.bonus.games,
        maxBet: reward.bonus.maxBet,
        onWithdrawal: reward.bonus.onWithdrawal,
      },
    });
  return trx ? context.payIn(trx, payment, writes) : context.pay(payment, writes);
}

const levelsReached = (levels: readonly VipLevelRow[], from: VipLevelRow | null, to: VipLevelRow) =>
  levels.filter(
    (level) =>
      followsVipRule(level) &&
      level.rank_level > (from?.rank_level ?? Number.NEGATIVE_INFINITY) &&
      level.rank_level <= to.rank_level,
  );

/**
 * Every hour: moves each member's label by the operator's rule (rise; for AUTO levels, fall) and,
 * in the same transaction, pays the one-off reward of every level reached on the way up, once
 * per promotion, level and member ever (`vip-reach:<promotionId>:<labelId>:<memberId>`).
 */
export function vipReviewJob(deps: RewardJobDeps): ScheduledJob {
  return {
    name: 'vip-review',
    period: 'hour',
    async work(context) {
      const { merchantCode } = context;
      const levels = await deps.promotions.vipLevels(merchantCode);
      if (!levels.some((level) => followsVipRule(level))) return;
      const fall = await deps.promotions.vipFall(merchantCode);
      const now = deps.now();
      const rewards = await bonusPromotions(deps, merchantCode, 'vipReward', now, now);
      const members = new Set([
        ...(await deps.promotions.labelledMemberIds(merchantCode)),
        ...(await deps.activity.activeMemberIds(merchantCode, null)),
      ]);
      for (const memberId of [...members].sort((a, b) => a - b)) {
        const move = await deps.vipClub.review(merchantCode, memberId, levels, fall);
        if (!move) continue;
        await context.transaction(async (trx) => {
          if (!(await deps.vipClub.apply(trx, merchantCode, move))) return;
          if (!move.to) return;
          for (const level of levelsReached(levels, move.from, move.to)) {
            for (const promotion of rewards) {
              for (const reward of promotion.bonus.rewards) {
                if (reward.when !== 'onReach' || reward.labelId !== level.label_id) continue;
                await payReward(deps, context, trx, {
                  kind: 'vipReward',
                  memberId,
                  amount: reward.amount,
                  reference: `vip-reach:${promotion.id}:${level.label_id}:${memberId}`,
                  promotionId: promotion.id,
                  bonus: promotion.bonus,
                  basis: level.rank_level,
                });
              }
            }
          }
        });
      }
    },
  };
}

/**
 * After each period of its kind: pays every member on a level the period's VIP rewards of each
 * current promotion, once per promotion, level, period and member
 * (`vip-periodic:<promotionId>:<labelId>:<period>:<memberId>`).
 */
export function vipPeriodicJob(deps: RewardJobDeps, period: FilePeriod): ScheduledJob {
  return {
    name: `vip-periodic-${PERIODS[period]}`,
    period: PERIODS[period],
    async work(context) {
      const { merchantCode } = context;
      const { from, to, key } = context.period;
      const promotions = await bonusPromotions(deps, merchantCode, 'vipReward', from, to);
      const due = promotions.flatMap((promotion) =>
        promotion.bonus.rewards
          .filter((reward) => reward.when === period)
          .map((reward) => ({ promotion, reward })),
      );
      if (due.length === 0) return;
      const members = await deps.promotions.labelledMemberIds(merchantCode);
      const labels = await deps.promotions.labelIdsOf(merchantCode, members);
      for (const memberId of members) {
        for (const { promotion, reward } of due) {
          if (labels.get(memberId) !== reward.labelId) continue;
          await payReward(deps, context, undefined, {
            kind: 'vipReward',
            memberId,
            amount: reward.amount,
            reference: `vip-periodic:${promotion.id}:${reward.labelId}:${key}:${memberId}`,
            promotionId: promotion.id,
            bonus: promotion.bonus,
            basis: 0,
          });
        }
      }
    },
  };
}

/**
 * After each period of its kind: for every cashback promotion of that period current during it,
 * pays each member (of the promotion's VIP levels, if it names any) their cashback on the
 * period's net cash loss, once per promotion, period and member
 * (`cashback:<promotionId>:<period>:<memberId>`).
 */
export function cashbackJob(deps: RewardJobDeps, period: FilePeriod): ScheduledJob {
  return {
    name: `cashback-${PERIODS[period]}`,
    period: PERIODS[period],
    async work(context) {
      const { merchantCode } = context;
      const { from, to, key } = context.period;
      const promotions = (await bonusPromotions(deps, merchantCode, 'cashback', from, to)).filter(
        (promotion) => promotion.bonus.period === period,
      );
      if (promotions.length === 0) return;
      const losses = await deps.activity.netLosses(merchantCode, from, to);
      const labels = await deps.promotions.labelIdsOf(
        merchantCode,
        losses.map((loss) => loss.memberId),
      );
      for (const promotion of promotions) {
        const rule: CashbackBonus = promotion.bonus;
        for (const { memberId, netLoss } of losses) {
          const label = labels.get(memberId);
          if (rule.labelIds && !(label && rule.labelIds.includes(label))) continue;
          const amount = cashbackAmount(netLoss, rule);
          if (amount <= 0) continue;
          await payReward(deps, context, undefined, {
            kind: 'cashback',
            memberId,
            amount,
            reference: `cashback:${promotion.id}:${key}:${memberId}`,
            promotionId: promotion.id,
            bonus: rule,
            basis: netLoss,
          });
        }
      }
    },
  };
}

/** Every reward job: the VIP review, and periodic VIP rewards and cashback for each period. */
export function rewardJobs(deps: RewardJobDeps): ScheduledJob[] {
  const periods = Object.keys(PERIODS) as FilePeriod[];
  return [
    vipReviewJob(deps),
    ...periods.map((period) => vipPeriodicJob(deps, period)),
    ...periods.map((period) => cashbackJob(deps, period)),
  ];
}
