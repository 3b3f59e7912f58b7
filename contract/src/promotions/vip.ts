/**
 * The VIP club's conditions and level rule (issue 31): what a level asks of a member, how far a
 * member is, and which level the operator's rule gives. The server computes progress from the
 * ledger; web shows it. Amount targets are in minor units.
 */

/**
 * What a condition counts: paid deposits (minor units), stakes of bets net of rolled-back ones
 * (minor units), or distinct UTC days with a deposit or a bet.
 */
export const VIP_CONDITION_KINDS = ['depositTotal', 'wageredTotal', 'daysActive'] as const;
export type VipConditionKind = (typeof VIP_CONDITION_KINDS)[number];

/** The longest window a condition may count over, in days (ten years); null counts for life. */
export const VIP_WINDOW_DAYS_MAX = 3650;
/** The largest amount target: a sum the ledger keeps exactly (see MAX_ENTRY_AMOUNT). */
export const VIP_AMOUNT_TARGET_MAX = 1_000_000_000_000;
/** The most days-active a condition may ask: every day of the longest window. */
export const VIP_DAYS_TARGET_MAX = VIP_WINDOW_DAYS_MAX;
/** The most conditions one level may have. */
export const VIP_CONDITIONS_MAX = 10;

export interface VipCondition {
  kind: VipConditionKind;
  /** Minor units for amounts, days for daysActive; at least 1. */
  target: number;
  /** Counted over the last this many days; null: since the member joined. */
  windowDays: number | null;
}

export interface VipConditionProgress extends VipCondition {
  /** What the member has counted so far (minor units or days). */
  progress: number;
  met: boolean;
}

/** The most a condition's target may be, by its kind. */
export function vipTargetMax(kind: VipConditionKind): number {
  return kind === 'daysActive' ? VIP_DAYS_TARGET_MAX : VIP_AMOUNT_TARGET_MAX;
}

/** A condition with what the member counted on it. */
export function withProgress(condition: VipCondition, progress: number): VipConditionProgress {
  return { ...condition, progress, met: progress >= condition.target };
}

/** One level as the rule reads it. */
export interface VipRuleLevel {
  labelId: string;
  type: 'AUTO' | 'MANUAL';
  rankLevel: number;
  conditions: readonly VipCondition[];
  /** How many of the conditions reach the level (the operator's rule; all when not set). */
  requiredConditions: number;
}

/** True when a level is decided by its conditions: AUTO, with at least one condition. */
export function followsVipRule(level: Pick<VipRuleLevel, 'type' | 'conditions'>): boolean {
  return level.type === 'AUTO' && level.conditions.length > 0;
}

/** The number of a level's conditions the member meets. */
export function metCount(progress: readonly Pick<VipConditionProgress, 'met'>[]): number {
  return progress.filter((condition) => condition.met).length;
}

/**
 * The level the operator's rule gives a member (issue 31), or undefined to leave the member's
 * label as it is:
 * - the rule's level is the highest AUTO level with conditions of which the member meets the
 *   required number (`met(level)` answers how many they meet);
 * - a member rises to it when it ranks above the current level (or there is none);
 * - a member on an AUTO level with conditions falls to it (null: no level) when `fall` is on and
 *   it ranks below; a MANUAL level (the operator's choice) or a level without conditions never
 *   falls by the rule.
 */
export function vipRuleLevel<Level extends VipRuleLevel>(
  levels: readonly Level[],
  current: Level | null,
  met: (level: Level) => number,
  fall: boolean,
): Level | null | undefined {
  const reached =
    [...levels]
      .filter(followsVipRule)
      .sort((a, b) => b.rankLevel - a.rankLevel)
      .find((level) => met(level) >= level.requiredConditions) ?? null;
  const currentRank = current?.rankLevel ?? Number.NEGATIVE_INFINITY;
  const reachedRank = reached?.rankLevel ?? Number.NEGATIVE_INFINITY;
  if (reachedRank > currentRank) return reached;
  if (reachedRank < currentRank && fall && current && followsVipRule(current)) return reached;
  return undefined;
}
