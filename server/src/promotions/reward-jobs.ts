import type { Kysely } from 'kysely';
import { followsVipRule } from '@lobby/contract';
import type { CashbackColumn, Database, RewardPeriod } from '../core/db/schema.js';
import type { ScheduledJob } from '../jobs/index.js';
import type { ActivityRepository } from '../wallet/index.js';
import type { PromotionRepository, VipLevelRow } from './promotion-repository.js';
import type { VipClub } from './vip-club.js';

/** A bonus a reward grants: the amount and how it is played through. */
export interface BonusGrant {
  merchantCode: string;
  memberId: number;
  /** Minor units. */
  amount: number;
  /** Unique per merchant: the same reference grants once. */
  reference: string;
  wageringMultiple: number;
  expiryDays: number;
  source: 'cashback' | 'vipReach' | 'vipPeriodic';
  /** The promotion or VIP level it comes from. */
  sourceId: string;
}

/** Grants a bonus inside the caller's transaction (the bonus area's grant). */
export type GrantBonus = (trx: Kysely<Database>, grant: BonusGrant) => Promise<void>;

/**
 * Cashback for one period (issue 31): the rule's share of the net loss, rounded down to the minor
 * unit, at most the cap; nothing below the minimum loss.
 */
export function cashbackAmount(netLoss: number, rule: CashbackColumn): number {
  if (netLoss < rule.minimumLoss || netLoss <= 0) return 0;
  return Math.min(rule.cap, Math.floor((netLoss * rule.percentBasisPoints) / 10_000));
}

export interface RewardJobDeps {
  promotions: PromotionRepository;
  activity: ActivityRepository;
  vipClub: VipClub;
  grant: GrantBonus;
}

const levelsBetween = (levels: readonly VipLevelRow[], from: VipLevelRow | null, to: VipLevelRow) =>
  levels.filter(
    (level) =>
      followsVipRule({ type: level.type, conditions: level.conditions }) &&
      level.rank_level > (from?.rank_level ?? Number.NEGATIVE_INFINITY) &&
      level.rank_level <= to.rank_level,
  );

/**
 * Every hour: moves each member's label by the operator's rule (rise; for AUTO levels, fall) and,
 * in the same transaction, pays the one-off reward of every level reached on the way up, once
 * per member and level ever (`vip-reach:<labelId>:<memberId>`).
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
          for (const level of levelsBetween(levels, move.from, move.to)) {
            const reward = level.rewards.onReach;
            if (!reward) continue;
            const reference = `vip-reach:${level.label_id}:${memberId}`;
            await context.payIn(
              trx,
              { reference, memberId, amount: reward.amount, basis: level.rank_level },
              (inner) =>
                deps.grant(inner, {
                  merchantCode,
                  memberId,
                  amount: reward.amount,
                  reference,
                  wageringMultiple: reward.wageringMultiple,
                  expiryDays: reward.expiryDays,
                  source: 'vipReach',
                  sourceId: level.label_id,
                }),
            );
          }
        });
      }
    },
  };
}

/**
 * After each period of its kind: pays every member on a level with a periodic reward of that
 * kind, once per member, level and period (`vip-periodic:<labelId>:<period>:<memberId>`).
 */
export function vipPeriodicJob(deps: RewardJobDeps, period: RewardPeriod): ScheduledJob {
  return {
    name: `vip-periodic-${period}`,
    period,
    async work(context) {
      const { merchantCode } = context;
      const levels = (await deps.promotions.vipLevels(merchantCode)).filter(
        (level) => level.rewards.periodic?.period === period,
      );
      if (levels.length === 0) return;
      const members = await deps.promotions.labelledMemberIds(merchantCode);
      const labels = await deps.promotions.labelIdsOf(merchantCode, members);
      for (const memberId of members) {
        const level = levels.find((candidate) => candidate.label_id === labels.get(memberId));
        const reward = level?.rewards.periodic;
        if (!level || !reward) continue;
        const reference = `vip-periodic:${level.label_id}:${context.period.key}:${memberId}`;
        await context.pay(
          { reference, memberId, amount: reward.amount, basis: level.rank_level },
          (trx) =>
            deps.grant(trx, {
              merchantCode,
              memberId,
              amount: reward.amount,
              reference,
              wageringMultiple: reward.wageringMultiple,
              expiryDays: reward.expiryDays,
              source: 'vipPeriodic',
              sourceId: level.label_id,
            }),
        );
      }
    },
  };
}

/**
 * After each period of its kind: for every cashback promotion of that period current during it,
 * pays each member (of the promotion's VIP levels, if it names any) their cashback on the
 * period's net loss, once per promotion, period and member
 * (`cashback:<promotionId>:<period>:<memberId>`).
 */
export function cashbackJob(deps: RewardJobDeps, period: RewardPeriod): ScheduledJob {
  return {
    name: `cashback-${period}`,
    period,
    async work(context) {
      const { merchantCode } = context;
      const { from, to, key } = context.period;
      const promotions = (await deps.promotions.cashbackPromotions(merchantCode, from, to)).filter(
        (promotion) => promotion.cashback?.period === period,
      );
      if (promotions.length === 0) return;
      const losses = await deps.activity.netLosses(merchantCode, from, to);
      const labels = await deps.promotions.labelIdsOf(
        merchantCode,
        losses.map((loss) => loss.memberId),
      );
      for (const promotion of promotions) {
        const rule = promotion.cashback!;
        for (const { memberId, netLoss } of losses) {
          const label = labels.get(memberId);
          if (rule.labelIds.length > 0 && !(label && rule.labelIds.includes(label))) continue;
          const amount = cashbackAmount(netLoss, rule);
          if (amount <= 0) continue;
          const reference = `cashback:${promotion.id}:${key}:${memberId}`;
          await context.pay({ reference, memberId, amount, basis: netLoss }, (trx) =>
            deps.grant(trx, {
              merchantCode,
              memberId,
              amount,
              reference,
              wageringMultiple: rule.wageringMultiple,
              expiryDays: rule.expiryDays,
              source: 'cashback',
              sourceId: promotion.id,
            }),
          );
        }
      }
    },
  };
}

/** Every reward job: the VIP review, and periodic VIP rewards and cashback for each period. */
export function rewardJobs(deps: RewardJobDeps): ScheduledJob[] {
  const periods: RewardPeriod[] = ['day', 'week', 'month'];
  return [
    vipReviewJob(deps),
    ...periods.map((period) => vipPeriodicJob(deps, period)),
    ...periods.map((period) => cashbackJob(deps, period)),
  ];
}
