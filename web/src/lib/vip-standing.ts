import type { VipLevel } from '@lobby/contract';

/** Where a member stands in the club: their level (none without a label) and the one above. */
export interface VipStanding {
  current: VipLevel | null;
  next: VipLevel | null;
}

/**
 * The member's level among the merchant's levels and the next one by rank; a member without a
 * label is headed for the lowest level, and the top level has no next one.
 */
export function vipStanding(
  levels: readonly VipLevel[],
  label: { labelId: string; rankLevel: number } | null,
): VipStanding {
  const byRank = [...levels].sort((a, b) => a.rankLevel - b.rankLevel);
  const current = label ? (byRank.find((level) => level.labelId === label.labelId) ?? null) : null;
  const rank = current?.rankLevel ?? label?.rankLevel ?? Number.NEGATIVE_INFINITY;
  const next =
    byRank.find((level) => level.rankLevel > rank && level.labelId !== label?.labelId) ?? null;
  return { current, next };
}
