import { beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallDef } from '@lobby/contract';
import { expectValue, merchantFactory, send, testDatabases, useTestApp } from '../../test/index.js';
import { PROMO_NOW, promotionFile, storePromotions } from '../../test/promotion-fixtures.js';

describe.each(testDatabases())('texts not in the asked language are marked, on $name', (kind) => {
  // The fixture's texts are in English, some in French too; Thai is the merchant's default.
  const merchant = merchantFactory({ languages: ['TH', 'EN', 'FR', 'UR'], defaultLanguage: 'TH' });
  const t = useTestApp(kind, { merchants: [merchant], now: () => PROMO_NOW });
  beforeAll(async () => {
    await storePromotions(t.database, merchant.code, promotionFile());
  });

  const get = <C extends CallDef>(call: C, language: string, query?: Record<string, string>) =>
    send(t.app, merchant, call, undefined, { query, headers: { language } }).then((response) =>
      expectValue(response, call),
    );

  it('names the language of each promotion text given in another one', async () => {
    const french = await get(calls.promotionDetail, 'FR', { id: 'welcome' });
    expect(french.title).toBe('Bienvenue');
    expect(french.textLanguages).toEqual({ content: 'EN', terms: 'EN' });
    const urdu = await get(calls.promotionDetail, 'UR', { id: 'welcome' });
    expect(urdu.textLanguages).toEqual({ title: 'EN', content: 'EN', terms: 'EN' });
    const english = await get(calls.promotionDetail, 'EN', { id: 'welcome' });
    expect(english.textLanguages).toEqual({});
    // A promotion without terms has no terms to mark.
    const app = await get(calls.promotionDetail, 'FR', { id: 'app' });
    expect(app.textLanguages).toEqual({ title: 'EN', content: 'EN' });

    const list = await get(calls.promotionList, 'FR');
    expect(list.promotions.find((promo) => promo.id === 'welcome')?.textLanguages).toEqual({});
    expect(list.promotions.find((promo) => promo.id === 'code')?.textLanguages).toEqual({
      title: 'EN',
    });
  });

  it('names the language of announcements and VIP texts given in another one', async () => {
    const { announcements } = await get(calls.listAnnouncements, 'FR');
    const byId = Object.fromEntries(announcements.map((item) => [item.id, item.textLanguages]));
    expect(byId['a-old']).toEqual({ title: 'EN' });
    expect(byId['a-new']).toEqual({ title: 'EN', content: 'EN' });

    const { levels } = await get(calls.vipLevels, 'FR');
    const gold = levels.find((level) => level.labelId === 'gold')!;
    expect(gold.textLanguages).toEqual({});
    const bronze = levels.find((level) => level.labelId === 'bronze')!;
    expect(bronze.textLanguages).toEqual({ labelName: 'EN' });
    const urdu = (await get(calls.vipLevels, 'UR')).levels.find(
      (level) => level.labelId === 'gold',
    )!;
    expect(urdu.benefits).toEqual(['Cashback']);
    expect(urdu.textLanguages).toEqual({ labelName: 'EN', 'benefits.0': 'EN' });
  });
});
