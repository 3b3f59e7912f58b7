import { CATEGORY_PAGE, type GameCategory, type LaneClassify } from '@lobby/contract';
import { GAME_CATEGORIES as GAME_CATEGORY_LINKS } from '../../components/categories';
import { t } from '../../lib/i18n';

/** Each lane's title key; categories reuse the category strip's names. */
const LANE_TITLE_KEYS: Record<LaneClassify, string> = {
  SPORTS: 'category.sports',
  LIVE: 'category.live',
  RNG: 'category.rng',
  TABLE: 'category.table',
  FISH: 'category.fish',
  PVP: 'category.pvp',
  CRASH: 'category.crash',
  ARCADE: 'category.arcade',
  ELOTTO: 'lane.elotto',
  VIETNAM_LOTTO: 'lane.vietnamLotto',
  SEA_LOTT: 'lane.seaLott',
};

/** A lane's title in the player's language; the server's title for a lane this build does not know. */
export function laneTitle(lane: { gameClassify: string; title: string }): string {
  const key = LANE_TITLE_KEYS[lane.gameClassify as LaneClassify];
  return key ? t(key) : lane.title;
}

/** A category's entry in the category strip: its page, icon and title key. */
export function categoryEntry(category: GameCategory) {
  return GAME_CATEGORY_LINKS.find((entry) => entry.path === CATEGORY_PAGE[category]);
}
