import type { Insertable } from 'kysely';
import type { DatabaseHandle } from '../src/core/db/database.js';
import { GameRepository } from '../src/games/game-repository.js';
import type { GamesTable } from '../src/games/games-tables.js';

/** The games launch tests play, the same on every merchant they are added to. */
export const LAUNCH_GAMES = {
  /** A freeplay slot whose name needs escaping. */
  slot: { id: 'lucky-reels', displayName: 'Lucky "7" <Reels> & Co' },
  /** A slot without a free trial. */
  vipSlot: { id: 'vip-reels', displayName: 'VIP Reels' },
  /** An e-lottery (launchMode LOTT). */
  elotto: { id: 'hanoi-5', displayName: 'Hanoi 5 Minutes', gameCode: 'HN5', prizeMode: 'VN_FAST' },
  /** A SEA traditional lottery. */
  sea: { id: 'thai-gov', displayName: 'Thai Government', gameCode: 'TH1', prizeMode: 'SEA_STD' },
  /** A switched-off game. */
  retired: { id: 'old-reels', displayName: 'Old Reels' },
  /** A slot of the vendor code RNG, shown under TCG. */
  tcgSlot: { id: 'tcg-fruits', displayName: 'TCG Fruits' },
  /** A slot of the vendor EXT, which tests point at a real vendor API. */
  externalSlot: { id: 'ext-gems', displayName: 'External Gems' },
} as const;

/** Adds the launch games (their vendors and artwork too) to a merchant's catalogue. */
export async function addLaunchGames(database: DatabaseHandle, merchantCode: string) {
  const games = new GameRepository(database.db);
  await games.saveVendors(
    ['DEMO', 'RNG', 'EXT'].map((code, ordinal) => ({
      merchant_code: merchantCode,
      code,
      name: `${code} Studio`,
      ordinal,
    })),
  );
  await games.addImages([
    {
      merchant_code: merchantCode,
      id: 'launch-art',
      content_type: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    },
  ]);
  const row = (
    game: { id: string; displayName: string },
    extra: Partial<Insertable<GamesTable>> = {},
  ): Insertable<GamesTable> => ({
    merchant_code: merchantCode,
    id: game.id,
    vendor_code: 'DEMO',
    lane: 'RNG',
    display_name: game.displayName,
    play_kind: 'slot',
    node_id: `node-${game.id}`,
    freeplay: false,
    hot: false,
    ordinal: 0,
    lottery_prize_mode: null,
    lottery_game_code: null,
    image_id: 'launch-art',
    ...extra,
  });
  const lottery = (game: { gameCode: string; prizeMode: string }, lane: string) => ({
    lane,
    play_kind: 'lottery' as const,
    lottery_game_code: game.gameCode,
    lottery_prize_mode: game.prizeMode,
  });
  const { slot, vipSlot, elotto, sea, retired, tcgSlot, externalSlot } = LAUNCH_GAMES;
  await games.addGames([
    row(slot, { freeplay: true }),
    row(vipSlot),
    row(elotto, lottery(elotto, 'ELOTTO')),
    row(sea, lottery(sea, 'SEA_LOTT')),
    row(retired, { enabled: false, freeplay: true }),
    row(tcgSlot, { vendor_code: 'RNG', freeplay: true }),
    row(externalSlot, { vendor_code: 'EXT', freeplay: true }),
  ]);
}
