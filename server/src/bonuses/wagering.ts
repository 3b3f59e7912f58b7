import { wageringContribution } from '@lobby/contract';
import type { BonusGamesColumn } from './bonuses-tables.js';

/** The key of a bonus's game weights that stands for every lane not named. */
export const EVERY_LANE = '*';

/**
 * The weight (percent) a game's bet counts with towards a bonus: its lane's weight (or the "*"
 * weight), 0 for a vendor the bonus does not count or a game it does not know.
 */
export function gameWeight(
  games: BonusGamesColumn,
  game: { lane: string; vendor: string } | undefined,
): number {
  if (!game) return 0;
  if (games.vendors && !games.vendors.includes(game.vendor)) return 0;
  return games.categories[game.lane] ?? games.categories[EVERY_LANE] ?? 0;
}

/** What a bet adds to a bonus's wagering (contract wageringContribution). */
export function contributionOf(
  stake: number,
  games: BonusGamesColumn,
  game: { lane: string; vendor: string } | undefined,
): number {
  return wageringContribution(stake, gameWeight(games, game));
}
