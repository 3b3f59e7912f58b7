import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallDef } from '@lobby/contract';
import { loadMerchantFiles } from '../merchants/index.js';
import { loadPromotionFiles } from '../promotions/index.js';
import { seed } from './seed.js';
import { expectValue, send, testConfig, testDatabases, useTestApp } from '../../test/index.js';

const merchantsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../merchants',
);
const demoMerchants = loadMerchantFiles(merchantsDir).filter((merchant) => merchant.demo);
const promotionFiles = loadPromotionFiles(merchantsDir, demoMerchants);

/**
 * Every public GET a player's pages read without a query (status, settings, home lanes, banners,
 * promotions, announcements and the marquee, VIP, download settings, the manifest): the test
 * fails when the contract adds one that needs a query, so it joins here.
 */
const PUBLIC_READS = Object.entries(calls as Record<string, CallDef>).filter(
  ([, call]) => call.access === 'public' && call.method === 'GET',
);
const NEEDS_QUERY: Record<string, (ids: string[]) => Record<string, string>[]> = {
  checkUsername: () => [],
  promotionDetail: (ids) => ids.map((id) => ({ id })),
};

/** Every per-language text of a promotion file (an object keyed by language codes only). */
function localizedTexts(
  value: unknown,
  where: string,
): { where: string; text: Record<string, string> }[] {
  if (!value || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => /^[A-Z]{2}(-[A-Z]{2})?$/.test(key))) {
    return [{ where, text: value as Record<string, string> }];
  }
  return Object.entries(value).flatMap(([key, inner]) => localizedTexts(inner, `${where}.${key}`));
}

describe('the demo merchants’ content', () => {
  it.each(demoMerchants.map((merchant) => [merchant.code, merchant] as const))(
    '%s: every promotion, announcement and VIP text is in every language the merchant lists',
    (code, merchant) => {
      const texts = localizedTexts(promotionFiles.get(code), code);
      expect(texts.length).toBeGreaterThan(30);
      const missing = texts.flatMap(({ where, text }) =>
        merchant.languages
          .filter((language) => !text[language])
          .map((language) => `${where}.${language}`),
      );
      expect(missing).toEqual([]);
    },
  );
});

describe.each(testDatabases())('no demo merchant’s name on another’s pages, on $name', (kind) => {
  const t = useTestApp(kind, {
    merchants: demoMerchants,
    config: testConfig({ devInbox: true }),
  });
  beforeAll(async () => {
    await seed(t.database, demoMerchants, new Date(), promotionFiles);
  });

  it('reads the demo merchants', () => {
    expect(demoMerchants.map((merchant) => merchant.code).sort()).toEqual(['demo', 'neon']);
  });

  it('knows the query of every public read that needs one', () => {
    const unknown = PUBLIC_READS.filter(
      ([name, call]) => call.query?.safeParse({}).success === false && !(name in NEEDS_QUERY),
    ).map(([name]) => name);
    expect(unknown).toEqual([]);
  });

  it.each(demoMerchants.map((merchant) => [merchant.code, merchant] as const))(
    '%s: every public answer in each of its languages, and its pages’ first paint',
    async (_code, merchant) => {
      const others = demoMerchants.filter((other) => other.code !== merchant.code);
      const host = merchant.hosts[0]!;
      const list = await send(t.app, merchant, calls.promotionList, undefined, { host });
      const ids = expectValue(list, calls.promotionList).promotions.map((promo) => promo.id);
      expect(ids.length).toBeGreaterThan(0);
      const found: string[] = [];
      const look = (where: string, text: string) => {
        for (const other of others) {
          if (text.includes(other.name)) found.push(`${where} names ${other.name}`);
        }
      };
      for (const language of merchant.languages) {
        for (const [name, call] of PUBLIC_READS) {
          const queries = NEEDS_QUERY[name]?.(ids) ?? [undefined];
          for (const query of queries) {
            const response = await send(t.app, merchant, call, undefined, {
              host,
              query,
              headers: { language },
            });
            look(`${language} ${name} ${JSON.stringify(query ?? {})}`, response.body);
          }
        }
        for (const page of ['/m/', '/m/home', '/m/activity', '/m/vip']) {
          const response = await t.app.inject({
            method: 'GET',
            url: page,
            headers: { host, 'accept-language': language.toLowerCase() },
          });
          // The page carries the merchant's own first paint (its name, brand and texts).
          expect(response.body).toContain(merchant.name);
          look(`${language} ${page}`, response.body);
        }
      }
      expect(found).toEqual([]);
    },
  );
});
