import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampConditions,
  isWithinWindow,
  windowPhase,
  normalizePromoCode,
  parseRichText,
  pickLocalized,
  pickLocalizedText,
  showsVipBenefits,
  vipProgress,
} from './promotions.js';

describe('vipProgress', () => {
  it('is completed divided by total', () => {
    expect(vipProgress({ completedConditions: 1, totalExpectedConditions: 4, labelId: 'v2' })).toBe(
      0.25,
    );
    expect(vipProgress({ completedConditions: 0, totalExpectedConditions: 3, labelId: 'v1' })).toBe(
      0,
    );
  });

  it('is 1 (full) without a labelId, whatever the counts', () => {
    expect(vipProgress({ completedConditions: 0, totalExpectedConditions: 5, labelId: null })).toBe(
      1,
    );
    expect(vipProgress({ completedConditions: 2, totalExpectedConditions: 5, labelId: '' })).toBe(
      1,
    );
  });

  it('is full for a level without conditions and never leaves 0..1', () => {
    expect(vipProgress({ completedConditions: 0, totalExpectedConditions: 0, labelId: 'v4' })).toBe(
      1,
    );
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.option(fc.string()), (done, total, labelId) => {
        const share = vipProgress({
          completedConditions: done,
          totalExpectedConditions: total,
          labelId,
        });
        return share >= 0 && share <= 1;
      }),
    );
  });
});

describe('label rules', () => {
  it('shows benefits only for labels of type AUTO', () => {
    expect(showsVipBenefits({ type: 'AUTO' })).toBe(true);
    expect(showsVipBenefits({ type: 'MANUAL' })).toBe(false);
    expect(showsVipBenefits({ type: 'auto' })).toBe(false);
    expect(showsVipBenefits(null)).toBe(false);
    expect(showsVipBenefits(undefined)).toBe(false);
  });

  it('counts whole conditions between 0 and the level total', () => {
    expect(clampConditions(2, 4)).toBe(2);
    expect(clampConditions(9, 4)).toBe(4);
    expect(clampConditions(-1, 4)).toBe(0);
    expect(clampConditions(2.7, 4)).toBe(2);
  });
});

describe('pickLocalized', () => {
  const text = { EN: 'Welcome', FR: 'Bienvenue', 'PT-BR': 'Boas-vindas' };
  it("takes the language's own text, else the fallback, else English, else the first", () => {
    expect(pickLocalized(text, 'fr')).toBe('Bienvenue');
    expect(pickLocalized(text, 'PT-BR')).toBe('Boas-vindas');
    expect(pickLocalized(text, 'JA', 'FR')).toBe('Bienvenue');
    expect(pickLocalized(text, 'JA', 'TH')).toBe('Welcome');
    expect(pickLocalized({ TH: 'ยินดีต้อนรับ' }, 'JA')).toBe('ยินดีต้อนรับ');
    expect(pickLocalized({}, 'JA')).toBe('');
  });

  it('says which language the text it picked is written in', () => {
    expect(pickLocalizedText(text, 'fr')).toEqual({ text: 'Bienvenue', language: 'FR' });
    expect(pickLocalizedText(text, 'JA', 'FR')).toEqual({ text: 'Bienvenue', language: 'FR' });
    expect(pickLocalizedText(text, 'JA', 'TH')).toEqual({ text: 'Welcome', language: 'EN' });
    expect(pickLocalizedText({ TH: 'ยินดีต้อนรับ' }, 'UR')).toEqual({
      text: 'ยินดีต้อนรับ',
      language: 'TH',
    });
  });
});

describe('isWithinWindow', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('holds from the start until before the end', () => {
    const window = { startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' };
    expect(isWithinWindow(window, now)).toBe(true);
    expect(isWithinWindow({ ...window, endsAt: '2026-11-25T12:00:00Z' }, now)).toBe(false);
    expect(isWithinWindow({ ...window, startsAt: '2026-11-25T12:00:01Z' }, now)).toBe(false);
    expect(isWithinWindow({ ...window, endsAt: null }, now)).toBe(true);
  });
});

describe('windowPhase', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('is future before the start, current from it, ended from the end, for texts and dates', () => {
    const start = '2026-11-25T12:00:00Z';
    const end = '2026-11-25T12:00:01Z';
    expect(windowPhase({ startsAt: '2026-11-25T12:00:01Z', endsAt: null }, now)).toBe('future');
    expect(windowPhase({ startsAt: start, endsAt: end }, now)).toBe('current');
    expect(windowPhase({ startsAt: new Date(start), endsAt: new Date(end) }, now)).toBe('current');
    expect(windowPhase({ startsAt: new Date(0), endsAt: now }, now)).toBe('ended');
    expect(windowPhase({ startsAt: new Date(0), endsAt: null }, now)).toBe('current');
  });
});

describe('normalizePromoCode', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normalizePromoCode('  welcome100 ')).toBe('WELCOME100');
  });
});

describe('parseRichText', () => {
  it('reads headings, paragraphs, lists and bold', () => {
    expect(parseRichText('## Rules\nDeposit **100** once\nand play.\n\n- one\n- **two**')).toEqual([
      { kind: 'heading', spans: [{ text: 'Rules', strong: false }] },
      {
        kind: 'paragraph',
        spans: [
          { text: 'Deposit ', strong: false },
          { text: '100', strong: true },
          { text: ' once and play.', strong: false },
        ],
      },
      {
        kind: 'list',
        items: [[{ text: 'one', strong: false }], [{ text: 'two', strong: true }]],
      },
    ]);
  });

  it('keeps markup as plain text, so content can carry no HTML', () => {
    const blocks = parseRichText('<script>alert(1)</script> <img src=x onerror=y>');
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        spans: [{ text: '<script>alert(1)</script> <img src=x onerror=y>', strong: false }],
      },
    ]);
  });
});
