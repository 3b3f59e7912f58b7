import { canonicalVendorCode, categoryOfLane } from '@lobby/contract';
import { bannerArtwork, gameArtwork, type GameRepository } from '../games/index.js';
import {
  DEMO_BANNERS,
  DEMO_FIXTURES,
  DEMO_GAMES,
  DEMO_HOT_GAMES,
  DEMO_VENDORS,
  FREEPLAY_LANES,
  type DemoGame,
} from './demo-catalogue.js';

const SVG = 'image/svg+xml';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The id a demo game is stored under: stable, so operators' edits and links survive re-seeding. */
export function demoGameId(game: Pick<DemoGame, 'vendor' | 'name'>): string {
  return `${slug(game.vendor)}-${slug(game.name)}`;
}

function gameIdByName(name: string): string {
  const game = DEMO_GAMES.find((candidate) => candidate.name === name);
  if (!game) throw new Error(`The demo catalogue has no game named ${name}`);
  return demoGameId(game);
}

/**
 * Seeds a merchant's demo catalogue: vendors, every demo game with its artwork, banners, and a
 * fresh set of sports matches around `now`. Adding is idempotent and keeps operators' changes to
 * games and banners; matches are demo data and are drawn again on every start.
 */
export async function seedDemoCatalogue(
  games: GameRepository,
  merchantCode: string,
  now: Date,
): Promise<void> {
  await games.saveVendors(
    DEMO_VENDORS.map((vendor, ordinal) => ({ merchant_code: merchantCode, ...vendor, ordinal })),
  );
  const vendorName = new Map(DEMO_VENDORS.map((vendor) => [vendor.code, vendor.name]));
  const indexInLane = new Map<string, number>();
  const rows = DEMO_GAMES.map((game) => {
    const index = indexInLane.get(game.lane) ?? 0;
    indexInLane.set(game.lane, index + 1);
    const id = demoGameId(game);
    return {
      merchant_code: merchantCode,
      id,
      vendor_code: game.vendor,
      lane: game.lane,
      display_name: game.name,
      play_kind: categoryOfLane(game.lane as never) === 'ELOTT' ? 'lottery' : 'slot',
      node_id: String(100 + index),
      freeplay: FREEPLAY_LANES.has(game.lane) && index % 2 === 0,
      hot: DEMO_HOT_GAMES.has(game.name),
      ordinal: index * 10,
      lottery_prize_mode: game.lottery?.prizeMode ?? null,
      lottery_game_code: game.lottery?.gameCode ?? null,
      image_id: `game-${id}`,
    } as const;
  });
  await games.addImages([
    ...DEMO_GAMES.map((game) => ({
      merchant_code: merchantCode,
      id: `game-${demoGameId(game)}`,
      content_type: SVG,
      body: gameArtwork({
        name: game.name,
        lane: game.lane,
        // The name players see on the card: RNG and PVP show as TCG.
        vendor: vendorName.get(canonicalVendorCode(game.vendor)) ?? game.vendor,
      }),
    })),
    ...DEMO_BANNERS.map((banner) => ({
      merchant_code: merchantCode,
      id: `banner-${banner.id}`,
      content_type: SVG,
      body: bannerArtwork(banner.id),
    })),
  ]);
  await games.addGames(rows);
  await games.addBanners(
    DEMO_BANNERS.map((banner, ordinal) => ({
      merchant_code: merchantCode,
      id: banner.id,
      group_name: 'm_home',
      language: banner.language,
      title: banner.title,
      texts: JSON.stringify(banner.texts),
      image_id: `banner-${banner.id}`,
      linkage_type: banner.linkageType,
      linkage: banner.linkageType === 'G' ? gameIdByName(banner.linkage) : banner.linkage,
      room_id: null,
      node_id: null,
      game_type: null,
      vendor: null,
      ordinal,
    })),
  );
  await games.replaceMatches(merchantCode, demoMatches(merchantCode, now));
}

/** One match live now, the rest kicking off over the next day. */
function demoMatches(merchantCode: string, now: Date) {
  const sportsbook = gameIdByName('Kickoff Sportsbook');
  const hour = 3_600_000;
  return DEMO_FIXTURES.map(([league, home, away], index) => {
    const startsAt = new Date(
      index === 0 ? now.getTime() - 0.6 * hour : now.getTime() + (index * 3 - 2.5) * hour,
    );
    const seed = home.length * 7 + away.length * 3 + index;
    const odd = (base: number, spread: number) => (base + ((seed * spread) % 150) / 100).toFixed(2);
    return {
      merchant_code: merchantCode,
      id: `demo-${index + 1}`,
      sport: 'football',
      league,
      home,
      away,
      starts_at: startsAt,
      score: index === 0 ? '1 - 0' : null,
      odds_home: odd(1.4, 7),
      odds_draw: odd(2.9, 5),
      odds_away: odd(1.9, 11),
      game_id: sportsbook,
    };
  });
}
