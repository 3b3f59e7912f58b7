/** The game catalogue's pure rules: categories, lanes, their ordinals, vendor codes, sorting. */

/** The game categories of SPEC section 1, each with its page under /m/. */
export const GAME_CATEGORIES = [
  'SPORTS',
  'LIVE',
  'RNG',
  'TABLE',
  'FISH',
  'PVP',
  'CRASH',
  'ARCADE',
  'ELOTT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** The page of each category. */
export const CATEGORY_PAGE: Record<GameCategory, string> = {
  SPORTS: '/m/sports',
  LIVE: '/m/live',
  RNG: '/m/rng',
  TABLE: '/m/table',
  FISH: '/m/fish',
  PVP: '/m/pvp',
  CRASH: '/m/crash',
  ARCADE: '/m/arcade',
  ELOTT: '/m/elott',
};

/** The category a page shows, or undefined for a page that is not a category. */
export function categoryOfPage(pathname: string): GameCategory | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return GAME_CATEGORIES.find((category) => CATEGORY_PAGE[category] === path);
}

/** The lottery lanes: the lottery category (lottery E) shows them in place of one lane. */
export const LOTTERY_LANES = ['ELOTTO', 'VIETNAM_LOTTO', 'SEA_LOTT'] as const;
export type LotteryLane = (typeof LOTTERY_LANES)[number];

/** A lane's gameClassify: a category, or for the lottery category one of its lottery lanes. */
export const LANE_CLASSIFIES = [...GAME_CATEGORIES.filter((c) => c !== 'ELOTT'), ...LOTTERY_LANES];
export type LaneClassify = Exclude<GameCategory, 'ELOTT'> | LotteryLane;

/** The category a lane belongs to. */
export function categoryOfLane(lane: LaneClassify): GameCategory {
  return (LOTTERY_LANES as readonly string[]).includes(lane) ? 'ELOTT' : (lane as GameCategory);
}

/** Category ordinals start at 100 and step by 100 (SPEC section 9). */
export const CATEGORY_ORDINAL = { first: 100, step: 100 } as const;

/** How far each lottery lane sits after the lottery-E ordinal (SPEC section 9). */
export const LOTTERY_LANE_OFFSET: Record<LotteryLane, number> = {
  ELOTTO: 0,
  VIETNAM_LOTTO: 1,
  SEA_LOTT: 5,
};

/**
 * The ordinal of every category in the merchant's order: 100, 200, 300, ... Categories the order
 * leaves out follow in the default order, so every category has exactly one ordinal.
 */
export function categoryOrdinals(order: readonly GameCategory[]): Record<GameCategory, number> {
  const complete = [...new Set([...order, ...GAME_CATEGORIES])];
  return Object.fromEntries(
    complete.map((category, index) => [
      category,
      CATEGORY_ORDINAL.first + index * CATEGORY_ORDINAL.step,
    ]),
  ) as Record<GameCategory, number>;
}

/** A lane's ordinal: its category's, or for a lottery lane the lottery-E ordinal plus its offset. */
export function laneOrdinal(
  lane: LaneClassify,
  ordinals: Readonly<Record<GameCategory, number>>,
): number {
  const category = categoryOfLane(lane);
  if (category !== 'ELOTT') return ordinals[category];
  return ordinals.ELOTT + LOTTERY_LANE_OFFSET[lane as LotteryLane];
}

/** Vendor codes the platform shows under another vendor's name: RNG and PVP merge into TCG. */
export const VENDOR_CODE_MAPPING: Readonly<Record<string, string>> = { RNG: 'TCG', PVP: 'TCG' };

/** The vendor code a card is shown and grouped under. */
export function canonicalVendorCode(code: string): string {
  return VENDOR_CODE_MAPPING[code.toUpperCase()] ?? code;
}

/** What a card needs to be sorted: its vendor, its own ordinal and its name. */
export interface SortableCard {
  accountTypeName: string;
  ordinal: number;
  displayName: string;
}

/**
 * Cards in the order players see them: by the lane's vendor order (vendors it does not name
 * last, by code), then by the game's ordinal, then by name.
 */
export function sortCards<C extends SortableCard>(
  cards: readonly C[],
  vendorOrder: readonly string[],
): C[] {
  const rank = (vendor: string) => {
    const at = vendorOrder.indexOf(vendor);
    return at === -1 ? vendorOrder.length : at;
  };
  return [...cards].sort(
    (a, b) =>
      rank(a.accountTypeName) - rank(b.accountTypeName) ||
      (rank(a.accountTypeName) === vendorOrder.length
        ? a.accountTypeName.localeCompare(b.accountTypeName)
        : 0) ||
      a.ordinal - b.ordinal ||
      a.displayName.localeCompare(b.displayName),
  );
}

/** A card matches a search when every word of the query appears in its name or its vendor's. */
export function matchesGameSearch(
  card: { displayName: string; vendorName: string },
  query: string,
): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${card.displayName} ${card.vendorName}`.toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}
