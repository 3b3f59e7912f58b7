import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData } from '@lobby/contract';
import { GameRepository } from '../games/game-repository.js';
import { seedDemoCatalogue } from '../demo/seed-catalogue.js';
import { merchantFactory, testDatabases, useTestApp } from '../../test/index.js';

const NOW = new Date('2026-11-22T12:00:00Z');

/** The data an app page carries, parsed from its `<script type="application/json">`. */
function inlinedData(page: string): FirstPaintData | undefined {
  const match = new RegExp(
    `<script id="${FIRST_PAINT_ELEMENT_ID}" type="application/json">([^<]*)</script>`,
  ).exec(page);
  return match ? (JSON.parse(match[1]!) as FirstPaintData) : undefined;
}

describe.each(testDatabases())('first-paint data in the app page on $name', (kind) => {
  const demo = merchantFactory({ languages: ['EN', 'VI'], defaultLanguage: 'EN' });
  const closed = merchantFactory({ maintenance: { enabled: true } });
  const t = useTestApp(kind, { merchants: [demo, closed], now: () => NOW });
  beforeAll(async () => {
    const games = new GameRepository(t.database.db);
    await seedDemoCatalogue(games, demo.code, NOW);
    await seedDemoCatalogue(games, closed.code, NOW);
  });
  const get = (merchant: typeof demo, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: merchant.hosts[0]!, ...headers } });
  const value = async (merchant: typeof demo, url: string, headers = {}) =>
    (await get(merchant, url, headers)).json().value;
  const post = async (merchant: typeof demo, url: string, body: object) =>
    (
      await t.app.inject({
        method: 'POST',
        url,
        headers: { host: merchant.hosts[0]! },
        payload: body,
      })
    ).json().value;

  it('the home page carries what its calls answer: status, banners, lanes and hot games', async () => {
    const page = await get(demo, '/m/home');
    const data = inlinedData(page.body);
    expect(data).toBeDefined();
    expect(data!.language).toBe('EN');
    expect(data!.at).toBe(NOW.getTime());
    expect(data!.status).toEqual(await value(demo, '/wps/system/status'));
    expect(data!.download).toEqual(await value(demo, '/wps/relay/WPSCORE_getDownloadSetting'));
    expect(data!.available).toEqual(
      await value(demo, '/wps/relay/MCSFE_getMerchantAvailablePromotions'),
    );
    expect(data!.banners).toEqual({
      group: 'm_home',
      banners: (await value(demo, '/wps/banners?groupName=m_home', { language: 'EN' })).banners,
    });
    expect(data!.banners!.banners.length).toBeGreaterThan(0);
    expect(data!.lanes).toEqual({
      limit: 9,
      data: (await value(demo, '/wps/relay/GCSGAME_newGameVendor?limit=9')).data,
    });
    expect(data!.hotGames).toEqual({
      limit: 9,
      games: (await post(demo, '/wps/relay/GCSGAME_hotGamesV2', { limit: 9 })).games,
    });
    // The browser fetches the first banner while the script still loads.
    expect(page.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${data!.banners!.banners[0]!.url}">`,
    );
  });

  it("the banners are in the page's language", async () => {
    const data = inlinedData((await get(demo, '/m/home', { 'accept-language': 'vi-VN' })).body);
    expect(data!.language).toBe('VI');
    expect(data!.banners!.banners).toEqual(
      (await value(demo, '/wps/banners?groupName=m_home', { language: 'VI' })).banners,
    );
  });

  it('a category page carries its own lanes, uncut, and no banners', async () => {
    const data = inlinedData((await get(demo, '/m/rng')).body);
    expect(data!.lanes).toEqual({
      category: 'RNG',
      data: (await value(demo, '/wps/relay/GCSGAME_newGameVendor?category=RNG')).data,
    });
    expect(data!.banners).toBeUndefined();
    expect(data!.hotGames).toBeUndefined();
  });

  it('other pages carry status, the download setting and the available promotions only', async () => {
    const data = inlinedData((await get(demo, '/m/login')).body);
    expect(Object.keys(data!).sort()).toEqual([
      'at',
      'available',
      'download',
      'language',
      'status',
    ]);
  });

  it('a merchant under maintenance carries its status and no catalogue', async () => {
    const data = inlinedData((await get(closed, '/m/home')).body);
    expect(data!.status.maintenance).toBeTruthy();
    expect(data!.banners).toBeUndefined();
    expect(data!.lanes).toBeUndefined();
  });
});
