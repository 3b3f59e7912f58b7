import {
  canonicalVendorCode,
  categoryOfLane,
  categoryOrdinals,
  GAME_CATEGORIES,
  LANE_CLASSIFIES,
  laneOrdinal,
  sortCards,
  VENDOR_CODE_MAPPING,
  type Banner,
  type GameCard,
  type GameCategory,
  type GameMatch,
  type GameVendorData,
  type Lane,
  type LaneClassify,
} from '@lobby/contract';
import type { BannerRow, GameRepository, GameRow } from './game-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { CATALOGUE_IMAGE_PATH } from '../core/http/public-paths.js';

/** Lane titles the server answers with; web shows its own translation of each lane. */
const LANE_TITLES: Record<LaneClassify, string> = {
  SPORTS: 'Sports',
  LIVE: 'Live Casino',
  RNG: 'Slots',
  TABLE: 'Table Games',
  FISH: 'Fishing',
  PVP: 'Card Games',
  CRASH: 'Crash',
  ARCADE: 'Arcade',
  ELOTTO: 'E-Lottery',
  VIETNAM_LOTTO: 'Vietnam Lotto',
  SEA_LOTT: 'SEA Lottery',
};

export { CATALOGUE_IMAGE_PATH };

/** A match counts as live for this long after kick-off. */
const MATCH_LENGTH_MS = 2 * 3_600_000;

/** The same-origin path a catalogue image is served at. */
export function catalogueImageUrl(id: string): string {
  return `${CATALOGUE_IMAGE_PATH}/${encodeURIComponent(id)}`;
}
const imageUrl = catalogueImageUrl;

/** Answers the catalogue calls: lanes, hot games, matches and banners. */
export class CatalogueService {
  constructor(
    private readonly games: GameRepository,
    private readonly now: () => Date,
  ) {}

  private async cards(merchant: MerchantConfig, lanes: readonly LaneClassify[]) {
    const [rows, vendors] = await Promise.all([
      this.games.listGames(merchant.code, lanes),
      this.games.listVendors(merchant.code),
    ]);
    const vendorName = new Map(vendors.map((vendor) => [vendor.code, vendor.name]));
    const vendorOrder = [...new Set(vendors.map((vendor) => canonicalVendorCode(vendor.code)))];
    const cards = rows.map((row) => toCard(row, vendorName));
    return { cards, vendorOrder };
  }

  async lanes(
    merchant: MerchantConfig,
    options: { category?: GameCategory; limit?: number },
  ): Promise<{ data: GameVendorData }> {
    const ordinals = categoryOrdinals(merchant.games.categoryOrder);
    const wanted = (LANE_CLASSIFIES as LaneClassify[]).filter(
      (lane) => !options.category || categoryOfLane(lane) === options.category,
    );
    const { cards, vendorOrder } = await this.cards(merchant, wanted);
    const lanes: Lane[] = [];
    const vendorSorting: Record<string, string[]> = {};
    for (const gameClassify of wanted) {
      const laneCards = sortCards(
        cards.filter((card) => card.gameClassify === gameClassify),
        vendorOrder,
      );
      if (laneCards.length === 0) continue;
      const vendors = laneVendors(laneCards);
      vendorSorting[gameClassify] = vendors.map((vendor) => vendor.code);
      lanes.push({
        title: LANE_TITLES[gameClassify],
        gameClassify,
        category: categoryOfLane(gameClassify),
        ordinal: laneOrdinal(gameClassify, ordinals),
        gameCount: laneCards.length,
        vendors,
        cards: options.limit ? laneCards.slice(0, options.limit) : laneCards,
      });
    }
    lanes.sort((a, b) => a.ordinal - b.ordinal);
    const sorting = [...GAME_CATEGORIES].sort((a, b) => ordinals[a] - ordinals[b]);
    return {
      data: {
        lanes,
        mapping: { ...VENDOR_CODE_MAPPING },
        sorting,
        vendorSorting,
        display: Object.fromEntries(
          GAME_CATEGORIES.map((category) => [category, category === 'SPORTS' ? 'matches' : 'grid']),
        ),
        ordinal: ordinals,
      },
    };
  }

  /** Hot games in lane order, then by the lane's card order. */
  async hotGames(
    merchant: MerchantConfig,
    options: { category?: GameCategory; limit?: number },
  ): Promise<{ games: GameCard[] }> {
    const { data } = await this.lanes(merchant, { category: options.category });
    const hot = data.lanes.flatMap((lane) => lane.cards.filter((card) => card.hot));
    return { games: options.limit ? hot.slice(0, options.limit) : hot };
  }

  /** Live matches first (kicked off within the last two hours), then the next by kick-off. */
  async matches(merchant: MerchantConfig, limit = 20): Promise<{ matches: GameMatch[] }> {
    const now = this.now();
    const rows = await this.games.listMatches(
      merchant.code,
      new Date(now.getTime() - MATCH_LENGTH_MS),
      limit,
    );
    const matches = rows.map((row) => {
      const live = row.starts_at.getTime() <= now.getTime();
      return {
        matchId: row.id,
        sport: row.sport,
        league: row.league,
        home: row.home,
        away: row.away,
        startsAt: row.starts_at.toISOString(),
        live,
        score: live ? (row.score ?? '0 - 0') : null,
        odds: { home: row.odds_home, draw: row.odds_draw, away: row.odds_away },
        gameId: row.game_id,
      };
    });
    return { matches };
  }

  async banners(
    merchant: MerchantConfig,
    groupName: string,
    language: string,
  ): Promise<{ banners: Banner[] }> {
    const rows = await this.games.listBanners(merchant.code, groupName, language);
    return { banners: rows.map((row) => toBanner(row, language)) };
  }

  image(merchant: MerchantConfig, id: string) {
    return this.games.findImage(merchant.code, id);
  }
}

function toCard(row: GameRow, vendorName: ReadonlyMap<string, string>): GameCard {
  const accountTypeName = canonicalVendorCode(row.vendor_code);
  return {
    gameId: row.id,
    nodeId: row.node_id,
    accountTypeName,
    vendorName: vendorName.get(accountTypeName) ?? row.vendor_name,
    displayName: row.display_name,
    freeplay: row.freeplay,
    hot: row.hot,
    ordinal: row.ordinal,
    image: imageUrl(row.image_id),
    gameClassify: row.lane as LaneClassify,
    lottery:
      row.lottery_game_code && row.lottery_prize_mode
        ? { prizeMode: row.lottery_prize_mode, gameCode: row.lottery_game_code }
        : null,
  };
}

/** A lane's vendors in card order, each with how many of the lane's games it has. */
function laneVendors(cards: readonly GameCard[]) {
  const vendors = new Map<string, { code: string; name: string; gameCount: number }>();
  for (const card of cards) {
    const vendor = vendors.get(card.accountTypeName);
    if (vendor) vendor.gameCount += 1;
    else
      vendors.set(card.accountTypeName, {
        code: card.accountTypeName,
        name: card.vendorName,
        gameCount: 1,
      });
  }
  return [...vendors.values()];
}

/**
 * A banner in the asked language: over wordless artwork its words in that language, else in
 * English, else the banner's own title; artwork with its words painted in has no caption.
 */
function toBanner(row: BannerRow, language: string): Banner {
  const caption = row.texts ? (row.texts[language] ?? row.texts.EN ?? null) : null;
  return {
    id: row.id,
    groupName: row.group_name,
    title: caption?.title ?? row.title,
    caption: row.texts ? (caption ?? { title: row.title, action: '' }) : null,
    url: row.images[language] ?? row.images.EN ?? imageUrl(row.image_id),
    linkageType: row.linkage_type,
    linkage: row.linkage,
    roomId: row.room_id,
    nodeId: row.node_id,
    gameType: row.game_type,
    vendor: row.vendor,
  };
}
