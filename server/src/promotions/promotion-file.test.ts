import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchantFiles } from '../merchants/load-merchant-files.js';
import { loadPromotionFiles } from './load-promotion-files.js';
import {
  promotionFileProblems,
  promotionFileSchema,
  requiredConditionsOf,
  totalConditionsOf,
} from './promotion-file.js';

const merchant = { languages: ['EN', 'FR'], defaultLanguage: 'EN' };
const here = path.dirname(new URL(import.meta.url).pathname);
const merchantsDir = path.resolve(here, '../../../merchants');

const base = {
  categories: [{ id: 'new', name: { EN: 'New' } }],
  promotions: [
    {
      id: 'p1',
      category: 'new',
      startsAt: '2026-01-01T00:00:00Z',
      title: { EN: 'One' },
      content: { EN: 'Body' },
    },
  ],
  vipLevels: [
    { labelId: 'v1', labelName: { EN: 'V1' }, type: 'AUTO', rankLevel: 1, totalConditions: 2 },
  ],
};

describe('promotion files', () => {
  it('names every bad field of the shape', () => {
    const parsed = promotionFileSchema.safeParse({
      categories: [{ id: 'bad id!', name: { en: 'x' } }],
      promotions: [{ id: 'p', category: 'new', startsAt: 'yesterday', title: {}, content: {} }],
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['categories.0.id', 'categories.0.name.en', 'promotions.0.startsAt']),
    );
  });

  it('names each rule a field alone cannot hold', () => {
    const file = promotionFileSchema.parse({
      ...base,
      promotions: [
        ...base.promotions,
        {
          id: 'p1',
          category: 'gone',
          startsAt: '2026-02-01T00:00:00Z',
          endsAt: '2026-01-01T00:00:00Z',
          title: { FR: 'Deux', JA: 'ニ' },
          content: { EN: 'Body' },
          claim: { kind: 'promoCode' },
        },
      ],
      memberLabels: [
        { username: 'a', labelId: 'v9' },
        { username: 'b', labelId: 'v1', completedConditions: 3 },
      ],
    });
    expect(promotionFileProblems(file, merchant)).toEqual([
      'promotions.id: "p1" appears twice',
      'promotions.1.category: no category "gone"',
      'promotions.1.endsAt: must be after startsAt',
      'promotions.1.title.JA: the merchant does not offer JA',
      'promotions.1.title.EN: missing (the default language)',
      'promotions.1.claim.promoCode: required when claim.kind is promoCode',
      'memberLabels.0.labelId: no VIP level "v9"',
      "memberLabels.1.completedConditions: more than the level's 2",
    ]);
  });

  it('accepts a good file with no problems', () => {
    expect(promotionFileProblems(promotionFileSchema.parse(base), merchant)).toEqual([]);
  });

  it('ships demo files that load: 6+ current promotions in 3 categories, titles in every language', () => {
    const merchants = loadMerchantFiles(merchantsDir);
    const files = loadPromotionFiles(merchantsDir, merchants);
    for (const config of merchants) {
      const file = files.get(config.code);
      expect(file, config.code).toBeDefined();
      const current = file!.promotions.filter(
        (p) => !p.endsAt || Date.parse(p.endsAt) > Date.now(),
      );
      expect(current.length).toBeGreaterThanOrEqual(6);
      expect(new Set(current.map((p) => p.category)).size).toBeGreaterThanOrEqual(3);
      for (const promotion of current) {
        expect(Object.keys(promotion.title).sort()).toEqual([...config.languages].sort());
      }
      expect(file!.announcements.length).toBeGreaterThanOrEqual(3);
      expect(file!.vipLevels.length).toBeGreaterThanOrEqual(4);
    }
    const demoLabel = files.get('demo')!.memberLabels[0]!;
    expect(demoLabel.username).toBe('demo_player');
    expect(demoLabel.completedConditions).toBeGreaterThan(0);
  });

  it('reads a level with only a count (older files) and one with named conditions', () => {
    const file = promotionFileSchema.parse({
      ...base,
      vipLevels: [
        ...base.vipLevels,
        {
          labelId: 'v2',
          labelName: { EN: 'V2' },
          type: 'AUTO',
          rankLevel: 2,
          conditions: [
            { kind: 'depositTotal', target: 100_000, windowDays: 30 },
            { kind: 'daysActive', target: 5 },
          ],
        },
      ],
    });
    expect(promotionFileProblems(file, merchant)).toEqual([]);
    expect(
      file.vipLevels.map((level) => [totalConditionsOf(level), requiredConditionsOf(level)]),
    ).toEqual([
      [2, 0],
      [2, 2],
    ]);
    expect(file.vipLevels[1]!.conditions[1]).toEqual({
      kind: 'daysActive',
      target: 5,
      windowDays: null,
    });
    expect(file.vipRule).toEqual({ fall: true });
  });

  it('refuses conditions out of bounds or at odds with the level', () => {
    const parsed = promotionFileSchema.safeParse({
      ...base,
      vipLevels: [
        {
          ...base.vipLevels[0],
          conditions: [
            { kind: 'turnover', target: 1 },
            { kind: 'depositTotal', target: 0 },
            { kind: 'daysActive', target: 1, windowDays: 3651 },
          ],
        },
      ],
    });
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toEqual([
      'vipLevels.0.conditions.0.kind',
      'vipLevels.0.conditions.1.target',
      'vipLevels.0.conditions.2.windowDays',
    ]);
    const file = promotionFileSchema.parse({
      ...base,
      promotions: [
        {
          ...base.promotions[0],
          bonus: {
            kind: 'cashback',
            period: 'weekly',
            percent: 5,
            cap: 1,
            labelIds: ['v9'],
            wagerMultiple: 1,
            expiryDays: 7,
            games: { categories: { '*': 100 } },
          },
        },
      ],
      vipLevels: [
        {
          labelId: 'v1',
          labelName: { EN: 'V1' },
          type: 'MANUAL',
          rankLevel: 1,
          totalConditions: 3,
          requiredConditions: 3,
          conditions: [
            { kind: 'daysActive', target: 8, windowDays: 7 },
            { kind: 'daysActive', target: 2, windowDays: 7 },
          ],
        },
      ],
    });
    expect(promotionFileProblems(file, merchant)).toEqual([
      'vipLevels.0.conditions: only AUTO levels follow conditions (this one is MANUAL)',
      'vipLevels.0.totalConditions: 3 but 2 conditions',
      "vipLevels.0.requiredConditions: more than the level's 2 conditions",
      'vipLevels.0.conditions: "daysActive/7" appears twice',
      'vipLevels.0.conditions.0.target: more days than its 7-day window',
      'promotions.0.bonus.labelIds.0: no VIP level "v9"',
    ]);
  });

  it('stops with one message listing every bad file and field', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promo-'));
    fs.mkdirSync(path.join(dir, 'promotions'));
    fs.writeFileSync(path.join(dir, 'promotions', 'demo.json'), '{ not json');
    fs.writeFileSync(path.join(dir, 'promotions', 'ghost.json'), '{}');
    const demo = loadMerchantFiles(merchantsDir).filter((config) => config.code === 'demo');
    expect(() => loadPromotionFiles(dir, demo)).toThrow(
      /Invalid promotion files:\n {2}demo.json: not valid JSON .*\n {2}ghost.json: no merchant file names this code/,
    );
    fs.rmSync(dir, { recursive: true });
  });
});
