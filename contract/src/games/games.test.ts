import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canonicalVendorCode,
  categoryOfLane,
  categoryOfPage,
  categoryOrdinals,
  GAME_CATEGORIES,
  laneOrdinal,
  matchesGameSearch,
  sortCards,
} from './games.js';
import { isInMerchantApp, lotteryLaunchFromQuery } from './game-launch.js';
import { launchGameRequestSchema } from './game-calls.js';

describe('category ordinals', () => {
  it('start at 100 and step by 100 in the default order', () => {
    expect(categoryOrdinals([])).toEqual({
      SPORTS: 100,
      LIVE: 200,
      RNG: 300,
      TABLE: 400,
      FISH: 500,
      PVP: 600,
      CRASH: 700,
      ARCADE: 800,
      ELOTT: 900,
    });
  });

  it("follow the merchant's order, then the categories it leaves out", () => {
    const ordinals = categoryOrdinals(['ELOTT', 'RNG']);
    expect(ordinals.ELOTT).toBe(100);
    expect(ordinals.RNG).toBe(200);
    expect(ordinals.SPORTS).toBe(300);
    expect(ordinals.ARCADE).toBe(900);
  });

  it('give every category one distinct multiple of 100, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...GAME_CATEGORIES)), (order) => {
        const values = Object.values(categoryOrdinals(order)).sort((a, b) => a - b);
        expect(values).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
      }),
    );
  });
});

describe('lane ordinals', () => {
  const ordinals = categoryOrdinals(['RNG', 'ELOTT', 'LIVE']);

  it('ELOTTO equals the lottery-E ordinal, VIETNAM_LOTTO is plus 1, SEA_LOTT plus 5', () => {
    expect(ordinals.ELOTT).toBe(200);
    expect(laneOrdinal('ELOTTO', ordinals)).toBe(200);
    expect(laneOrdinal('VIETNAM_LOTTO', ordinals)).toBe(201);
    expect(laneOrdinal('SEA_LOTT', ordinals)).toBe(205);
  });

  it('other lanes take their category ordinal', () => {
    expect(laneOrdinal('RNG', ordinals)).toBe(100);
    expect(laneOrdinal('LIVE', ordinals)).toBe(300);
  });

  it('put lottery lanes under the lottery category and the rest under themselves', () => {
    expect(categoryOfLane('SEA_LOTT')).toBe('ELOTT');
    expect(categoryOfLane('FISH')).toBe('FISH');
  });
});

describe('vendor codes', () => {
  it('merge RNG and PVP into TCG and keep the others', () => {
    expect(canonicalVendorCode('RNG')).toBe('TCG');
    expect(canonicalVendorCode('PVP')).toBe('TCG');
    expect(canonicalVendorCode('pvp')).toBe('TCG');
    expect(canonicalVendorCode('TCG')).toBe('TCG');
    expect(canonicalVendorCode('PG')).toBe('PG');
  });
});

describe('sortCards', () => {
  const card = (accountTypeName: string, ordinal: number, displayName: string) => ({
    accountTypeName,
    ordinal,
    displayName,
  });

  it('orders by vendor order, then ordinal, then name; unnamed vendors last by code', () => {
    const sorted = sortCards(
      [
        card('ZED', 1, 'Zed One'),
        card('AAA', 5, 'Aaa Five'),
        card('PG', 2, 'Pg Two'),
        card('TCG', 9, 'Tcg Nine'),
        card('PG', 1, 'Pg One b'),
        card('PG', 1, 'Pg One a'),
      ],
      ['TCG', 'PG'],
    );
    expect(sorted.map((c) => c.displayName)).toEqual([
      'Tcg Nine',
      'Pg One a',
      'Pg One b',
      'Pg Two',
      'Aaa Five',
      'Zed One',
    ]);
  });

  it('keeps every card', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            accountTypeName: fc.string(),
            ordinal: fc.integer(),
            displayName: fc.string(),
          }),
        ),
        (cards) => {
          expect(sortCards(cards, ['A']).length).toBe(cards.length);
        },
      ),
    );
  });
});

describe('matchesGameSearch', () => {
  const game = { displayName: 'Dragon Fortune', vendorName: 'Lucky Star' };
  it('matches every word anywhere in the name or vendor, ignoring case', () => {
    expect(matchesGameSearch(game, '')).toBe(true);
    expect(matchesGameSearch(game, 'drag')).toBe(true);
    expect(matchesGameSearch(game, 'FORTUNE lucky')).toBe(true);
    expect(matchesGameSearch(game, 'dragon tiger')).toBe(false);
  });
});

describe('categoryOfPage', () => {
  it('maps category pages, with or without a trailing slash', () => {
    expect(categoryOfPage('/m/rng')).toBe('RNG');
    expect(categoryOfPage('/m/elott/')).toBe('ELOTT');
    expect(categoryOfPage('/m/home')).toBeUndefined();
  });
});

describe('lotteryLaunchFromQuery', () => {
  it('launches the e-lottery by prize_mode and code, betting view by default', () => {
    expect(lotteryLaunchFromQuery('?prize_mode=TCG_A&code=VN60&backUrl=/m/elott', 'EN')).toEqual({
      device: 'MOBILE',
      backUrl: '/m/elott',
      language: 'EN',
      hasLobby: true,
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'TCG_A',
      lottoGameCode: 'VN60',
      lottoView: 'betting',
    });
  });

  it('takes vendor when prize_mode is absent, and the lobby view when asked', () => {
    const request = lotteryLaunchFromQuery('?vendor=X&code=C&lottoView=lobby', 'VI');
    expect(request?.lottoPrizeMode).toBe('X');
    expect(request?.lottoView).toBe('lobby');
  });

  it('launches SEA and Vietnam lotto by gameCode and prizeMode', () => {
    expect(lotteryLaunchFromQuery('?prize_mode=P&code=S1&playType=sea', 'TH')).toMatchObject({
      lottoMode: 'SEA_Tradition_Mobile',
      gameCode: 'S1',
      prizeMode: 'P',
    });
    const vietnam = lotteryLaunchFromQuery('?prize_mode=P&code=V1&playType=VN', 'VI');
    expect(vietnam).toMatchObject({ gameCode: 'V1', prizeMode: 'P' });
    expect(vietnam).not.toHaveProperty('launchMode');
  });

  it('names no lottery without a code', () => {
    expect(lotteryLaunchFromQuery('?prize_mode=P', 'EN')).toBeUndefined();
  });

  it('produces requests the launch schema accepts', () => {
    for (const search of ['?code=A', '?code=A&playType=SEA', '?code=A&playType=VN']) {
      const request = lotteryLaunchFromQuery(search, 'EN');
      expect(launchGameRequestSchema.safeParse(request).success).toBe(true);
    }
  });
});

describe('launchGameRequestSchema', () => {
  it('refuses a launch that names no game', () => {
    expect(launchGameRequestSchema.safeParse({ device: 'MOBILE' }).success).toBe(false);
    expect(launchGameRequestSchema.safeParse({ gameId: 'g1' }).success).toBe(true);
  });
});

describe('isInMerchantApp', () => {
  const base = {
    search: '',
    userAgent: 'Mozilla/5.0',
    appUserAgentMarker: '',
    rememberedInApp: false,
  };
  it('is true for inApp=1, a remembered inApp, or the marker in the user agent', () => {
    expect(isInMerchantApp(base)).toBe(false);
    expect(isInMerchantApp({ ...base, search: '?inApp=1' })).toBe(true);
    expect(isInMerchantApp({ ...base, rememberedInApp: true })).toBe(true);
    expect(
      isInMerchantApp({
        ...base,
        userAgent: 'Mozilla LobbyApp/2.5',
        appUserAgentMarker: 'LobbyApp',
      }),
    ).toBe(true);
    expect(isInMerchantApp({ ...base, userAgent: 'Mozilla', appUserAgentMarker: ' ' })).toBe(false);
  });
});
