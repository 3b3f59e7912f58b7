import { beforeAll, describe, expect, it } from 'vitest';
import { GameRepository } from './game-repository.js';
import { DEMO_GAMES } from '../demo/demo-catalogue.js';
import { DEMO_BANNER_TEXTS } from '../demo/demo-banner-texts.js';
import { demoGameId, seedDemoCatalogue } from '../demo/seed-catalogue.js';
import { merchantFactory, testDatabases, useTestApp } from '../../test/index.js';
import type { GameVendorData } from '@lobby/contract';

const NOW = new Date('2026-11-22T12:00:00Z');

describe.each(testDatabases())('game catalogue on $name', (kind) => {
  const demo = merchantFactory();
  const custom = merchantFactory({
    games: {
      demoCatalogue: false,
      inAppOnly: false,
      appUserAgentMarker: '',
      categoryOrder: ['ELOTT', 'RNG'],
      vendorApis: {},
    },
  });
  const get = (merchant: typeof demo, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: merchant.hosts[0]!, ...headers } });
  const lanesOf = async (merchant: typeof demo, query = '') => {
    const response = await get(merchant, `/wps/relay/GCSGAME_newGameVendor${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { value: { data: GameVendorData } }).value.data;
  };

  const t = useTestApp(kind, { merchants: [demo, custom], now: () => NOW });
  beforeAll(async () => {
    const games = new GameRepository(t.database.db);
    await seedDemoCatalogue(games, demo.code, NOW);
    // The custom merchant: a hand-made catalogue whose order can be checked by hand.
    await games.saveVendors([
      { merchant_code: custom.code, code: 'ZZZ', name: 'Zed', ordinal: 0 },
      { merchant_code: custom.code, code: 'RNG', name: 'House slots', ordinal: 1 },
      { merchant_code: custom.code, code: 'TCG', name: 'House', ordinal: 2 },
      { merchant_code: custom.code, code: 'OFF', name: 'Switched off', ordinal: 3 },
    ]);
    await t.database.db
      .updateTable('game_vendors')
      .set({ enabled: false })
      .where('merchant_code', '=', custom.code)
      .where('code', '=', 'OFF')
      .execute();
    const game = (id: string, vendor: string, lane: string, ordinal: number, extra = {}) => ({
      merchant_code: custom.code,
      id,
      vendor_code: vendor,
      lane,
      display_name: id,
      play_kind: 'slot' as const,
      freeplay: false,
      hot: false,
      ordinal,
      lottery_prize_mode: null,
      lottery_game_code: null,
      image_id: `img-${id}`,
      ...extra,
    });
    await games.addGames([
      game('b-slot', 'RNG', 'RNG', 2),
      game('a-slot', 'RNG', 'RNG', 1, { hot: true }),
      game('z-slot', 'ZZZ', 'RNG', 0),
      game('off-slot', 'OFF', 'RNG', 0),
      game('tcg-slot', 'TCG', 'RNG', 5),
      game('sea', 'TCG', 'SEA_LOTT', 0, { lottery_prize_mode: 'P', lottery_game_code: 'S' }),
      game('elotto', 'TCG', 'ELOTTO', 0, { lottery_prize_mode: 'P', lottery_game_code: 'E' }),
      game('vn', 'TCG', 'VIETNAM_LOTTO', 0, { lottery_prize_mode: 'P', lottery_game_code: 'V' }),
    ]);
    await t.database.db
      .updateTable('games')
      .set({ enabled: false })
      .where('merchant_code', '=', custom.code)
      .where('id', '=', 'b-slot')
      .execute();
  });

  it('seeds at least 6 vendors and 150 games, each with its own artwork', async () => {
    const data = await lanesOf(demo);
    const cards = data.lanes.flatMap((lane) => lane.cards);
    expect(cards.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cards.map((card) => card.accountTypeName)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(cards.map((card) => card.image)).size).toBe(cards.length);
    expect(new Set(data.lanes.map((lane) => lane.category))).toEqual(
      new Set(['SPORTS', 'LIVE', 'RNG', 'TABLE', 'FISH', 'PVP', 'CRASH', 'ARCADE', 'ELOTT']),
    );
  });

  it('orders lanes by the ordinal rules: categories by 100, lottery lanes +0, +1, +5', async () => {
    const data = await lanesOf(custom);
    expect(data.lanes.map((lane) => [lane.gameClassify, lane.ordinal])).toEqual([
      ['ELOTTO', 100],
      ['VIETNAM_LOTTO', 101],
      ['SEA_LOTT', 105],
      ['RNG', 200],
    ]);
    expect(data.sorting.slice(0, 3)).toEqual(['ELOTT', 'RNG', 'SPORTS']);
    expect(data.ordinal).toMatchObject({ ELOTT: 100, RNG: 200, SPORTS: 300 });
    expect(data.mapping).toEqual({ RNG: 'TCG', PVP: 'TCG' });
    expect(data.display).toMatchObject({ SPORTS: 'matches', RNG: 'grid' });
  });

  it('merges RNG into TCG, orders cards by vendor, ordinal and name, and drops what is off', async () => {
    const data = await lanesOf(custom, '?category=RNG');
    const [slots] = data.lanes;
    expect(data.lanes).toHaveLength(1);
    expect(slots!.cards.map((card) => [card.gameId, card.accountTypeName])).toEqual([
      ['z-slot', 'ZZZ'],
      ['a-slot', 'TCG'],
      ['tcg-slot', 'TCG'],
    ]);
    expect(slots!.vendors).toEqual([
      { code: 'ZZZ', name: 'Zed', gameCount: 1 },
      { code: 'TCG', name: 'House', gameCount: 2 },
    ]);
    expect(data.vendorSorting).toEqual({ RNG: ['ZZZ', 'TCG'] });
  });

  it('limits cards per lane but still counts every game', async () => {
    const data = await lanesOf(demo, '?category=RNG&limit=9');
    expect(data.lanes[0]!.cards).toHaveLength(9);
    expect(data.lanes[0]!.gameCount).toBe(DEMO_GAMES.filter((g) => g.lane === 'RNG').length);
  });

  it('refuses a bad category or limit with a clear error', async () => {
    const response = await get(demo, '/wps/relay/GCSGAME_newGameVendor?category=POKER');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'invalid_request' });
    expect((await get(demo, '/wps/relay/GCSGAME_newGameVendor?limit=0')).statusCode).toBe(400);
  });

  it('lists lottery cards with what their launch needs', async () => {
    const data = await lanesOf(demo, '?category=ELOTT');
    expect(data.lanes.map((lane) => lane.gameClassify)).toEqual([
      'ELOTTO',
      'VIETNAM_LOTTO',
      'SEA_LOTT',
    ]);
    expect(data.lanes[0]!.cards[0]!.lottery).toEqual({ prizeMode: 'TCG_ELOTT', gameCode: 'Q3D' });
  });

  it('answers hot games in lane order, and none for another merchant', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_hotGamesV2',
      headers: { host: demo.hosts[0]! },
      payload: { limit: 5 },
    });
    const games = response.json().value.games as { gameId: string; hot: boolean }[];
    expect(games).toHaveLength(5);
    expect(games.every((game) => game.hot)).toBe(true);
    expect(games[0]!.gameId).toBe(demoGameId({ vendor: 'KSB', name: 'Kickoff Sportsbook' }));
    const other = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_hotGamesV2',
      headers: { host: custom.hosts[0]! },
      payload: {},
    });
    expect(other.json().value.games.map((g: { gameId: string }) => g.gameId)).toEqual(['a-slot']);
  });

  it('answers the live match first with its score, then upcoming ones, odds as decimal strings', async () => {
    const response = await get(demo, '/wps/relay/GCSGAME_getGameMatchV2');
    const { matches } = response.json().value;
    expect(matches.length).toBeGreaterThanOrEqual(6);
    expect(matches[0]).toMatchObject({ live: true, score: '1 - 0' });
    expect(matches.slice(1).every((match: { live: boolean }) => !match.live)).toBe(true);
    expect(matches[0].odds.home).toMatch(/^\d+\.\d{2}$/);
    expect((await get(custom, '/wps/relay/GCSGAME_getGameMatchV2')).json().value.matches).toEqual(
      [],
    );
  });

  it('answers banners for the language plus those for every language', async () => {
    const ids = async (language: string) =>
      (await get(demo, '/wps/banners', { language }))
        .json()
        .value.banners.map((banner: { id: string }) => banner.id);
    expect(await ids('EN')).toEqual(['welcome', 'slot', 'lottery', 'partner']);
    expect(await ids('VI')).toContain('vi-lotto');
    expect(await ids('VI')).not.toContain('th-welcome');
    const banners = (await get(demo, '/wps/banners?groupName=m_home')).json().value.banners;
    expect(banners.find((b: { id: string }) => b.id === 'slot')).toMatchObject({
      linkageType: 'G',
      linkage: demoGameId({ vendor: 'RNG', name: 'Dragon Fortune' }),
    });
    expect((await get(custom, '/wps/banners')).json().value.banners).toEqual([]);
  });

  it("writes a banner's words over wordless artwork in the player's language, else English (issue 13)", async () => {
    const banners = async (merchant: typeof demo, query: string, language: string) =>
      (await get(merchant, `/wps/banners${query}`, { language })).json().value.banners as {
        id: string;
        title: string;
        caption: { title: string; action: string } | null;
      }[];
    const inFrench = (await banners(demo, '', 'FR')).find((b) => b.id === 'welcome')!;
    expect(inFrench.caption).toEqual(DEMO_BANNER_TEXTS.welcome!.FR);
    expect(inFrench.title).toBe(DEMO_BANNER_TEXTS.welcome!.FR!.title);
    const artwork = await get(demo, '/wps/catalogue/image/banner-welcome');
    expect(artwork.body).toMatch(/^<svg /);
    expect(artwork.body).not.toContain('<text');

    // A merchant's own pictures: one with its words painted in, one worded in English only.
    await new GameRepository(t.database.db).addBanners(
      [
        { id: 'painted', title: 'Painted words', texts: null },
        {
          id: 'english',
          title: 'Fallback',
          texts: JSON.stringify({ EN: { title: 'Hi', action: 'Go' } }),
        },
      ].map((banner, ordinal) => ({
        ...banner,
        merchant_code: custom.code,
        group_name: 'm_popup1',
        language: null,
        image_id: `banner-${banner.id}`,
        linkage_type: 'NONE' as const,
        linkage: '',
        room_id: null,
        node_id: null,
        game_type: null,
        vendor: null,
        ordinal,
      })),
    );
    expect(await banners(custom, '?groupName=m_popup1', 'JA')).toMatchObject([
      { id: 'painted', title: 'Painted words', caption: null },
      { id: 'english', title: 'Hi', caption: { title: 'Hi', action: 'Go' } },
    ]);
  });

  it('serves artwork as a sandboxed SVG by the host, and not to another merchant', async () => {
    const data = await lanesOf(demo, '?category=FISH&limit=1');
    const image = data.lanes[0]!.cards[0]!.image;
    const response = await get(demo, image);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.body).toMatch(/^<svg /);
    const again = await get(demo, image, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get(custom, image)).statusCode).toBe(404);
  });
});
