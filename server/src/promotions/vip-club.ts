import type { Kysely } from 'kysely';
import {
  followsVipRule,
  metCount,
  vipRuleLevel,
  withProgress,
  type VipCondition,
  type VipConditionProgress,
} from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import type { ActivityRepository, MemberActivity } from '../wallet/index.js';
import type { PromotionRepository, VipLevelRow } from './promotion-repository.js';

const DAY_MS = 86_400_000;

/** A level with what the rule needs: its conditions and how many of them reach it. */
function ruleLevel(row: VipLevelRow) {
  return {
    ...row,
    labelId: row.label_id,
    rankLevel: row.rank_level,
    requiredConditions: row.required_conditions,
  };
}
type RuleLevel = ReturnType<typeof ruleLevel>;

/** A member's level change by the rule: from a label (null: none) to another (null: none). */
export interface VipMove {
  memberId: number;
  from: VipLevelRow | null;
  to: VipLevelRow | null;
  /** The conditions of `to` the member meets. */
  completed: number;
}

/**
 * The VIP club's conditions counted from the ledger and the operator's level rule (issue 31):
 * a member's progress on their level and the next, and the review that moves a member's label.
 */
export class VipClub {
  private readonly promotions: PromotionRepository;
  private readonly activity: ActivityRepository;
  private readonly now: () => Date;

  constructor(deps: {
    promotions: PromotionRepository;
    activity: ActivityRepository;
    now: () => Date;
  }) {
    this.promotions = deps.promotions;
    this.activity = deps.activity;
    this.now = deps.now;
  }

  /**
   * Each condition with the member's progress, counted from the ledger over the condition's
   * window; one ledger read per distinct window.
   */
  async progress(
    merchantCode: string,
    memberId: number,
    conditions: readonly VipCondition[],
  ): Promise<VipConditionProgress[]> {
    const now = this.now().getTime();
    const byWindow = new Map<number | null, Promise<MemberActivity>>();
    const activityOver = (windowDays: number | null) => {
      let found = byWindow.get(windowDays);
      if (!found) {
        const since = windowDays === null ? null : new Date(now - windowDays * DAY_MS);
        found = this.activity.memberActivity(merchantCode, memberId, since);
        byWindow.set(windowDays, found);
      }
      return found;
    };
    return Promise.all(
      conditions.map(async (condition) => {
        const activity = await activityOver(condition.windowDays);
        const counted = {
          depositTotal: activity.deposited,
          wageredTotal: activity.wagered,
          daysActive: activity.daysActive,
        }[condition.kind];
        return withProgress(condition, counted);
      }),
    );
  }

  /** MCSFE_getPlayerRankProgress: the member's level and the next, each condition counted. */
  async rankProgress(merchantCode: string, memberId: number) {
    const [levels, label] = await Promise.all([
      this.promotions.vipLevels(merchantCode),
      this.promotions.clubLabel(merchantCode, memberId),
    ]);
    const rank = label?.rank_level ?? Number.NEGATIVE_INFINITY;
    const next = levels.find((level) => level.rank_level > rank) ?? null;
    const [mine, ahead] = await Promise.all([
      this.progress(merchantCode, memberId, label?.conditions ?? []),
      next ? this.progress(merchantCode, memberId, next.conditions) : Promise.resolve([]),
    ]);
    return { label, conditions: mine, next: next && { level: next, conditions: ahead } };
  }

  /**
   * What the operator's rule does to one member now: the move it makes (undefined: none). The
   * caller applies it with `apply`, in the transaction that pays what the move brings.
   */
  async review(
    merchantCode: string,
    memberId: number,
    levels: readonly VipLevelRow[],
    fall: boolean,
  ): Promise<VipMove | undefined> {
    const label = await this.promotions.clubLabel(merchantCode, memberId);
    const ruled = levels.map(ruleLevel);
    const counts = new Map<string, number>();
    for (const level of ruled.filter(followsVipRule)) {
      counts.set(
        level.labelId,
        metCount(await this.progress(merchantCode, memberId, level.conditions)),
      );
    }
    const current = label
      ? (ruled.find((level) => level.labelId === label.label_id) ?? null)
      : null;
    // A label whose level the operator removed is left alone: the rule has nothing to read.
    if (label && !current) return undefined;
    const target = vipRuleLevel<RuleLevel>(
      ruled,
      current,
      (level) => counts.get(level.labelId) ?? 0,
      fall,
    );
    if (target === undefined) return undefined;
    return {
      memberId,
      from: current,
      to: target,
      completed: target ? (counts.get(target.labelId) ?? 0) : 0,
    };
  }

  /** Applies a move in `trx`; answers false when another review moved the member first. */
  apply(trx: Kysely<Database>, merchantCode: string, move: VipMove) {
    return this.promotions.moveClubLabel(
      trx,
      {
        merchantCode,
        memberId: move.memberId,
        from: move.from?.label_id ?? null,
        to: move.to?.label_id ?? null,
      },
      move.completed,
      this.now(),
    );
  }
}
