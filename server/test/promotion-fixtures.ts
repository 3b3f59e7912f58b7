import type { DatabaseHandle } from '../src/core/db/database.js';
import { promotionFileSchema, type PromotionFile } from '../src/promotions/promotion-file.js';
import { importPromotions, importRepositories } from '../src/promotions/import-promotions.js';

export const PROMO_NOW = new Date('2026-11-25T12:00:00Z');

/**
 * A small promotion file: three categories, current promotions of every claim kind, one ended,
 * one not started; announcements current, ended and on another platform; three VIP levels.
 */
export function promotionFile(overrides: Record<string, unknown> = {}): PromotionFile {
  const window = { startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' };
  return promotionFileSchema.parse({
    promoCodesEnabled: true,
    categories: [
      { id: 'new', name: { EN: 'New players', FR: 'Nouveaux joueurs' } },
      { id: 'casino', name: { EN: 'Casino' } },
      { id: 'sports', name: { EN: 'Sports', FR: 'Sports' } },
    ],
    promotions: [
      {
        id: 'welcome',
        category: 'new',
        ...window,
        title: { EN: 'Welcome', FR: 'Bienvenue' },
        content: { EN: '## Hello\n**Bold** text' },
        terms: { EN: '- one rule' },
        claim: { kind: 'claim' },
      },
      {
        id: 'app',
        category: 'new',
        ...window,
        title: { EN: 'Get the app' },
        content: { EN: 'Install it' },
        kind: 'APP_DOWNLOAD',
      },
      {
        id: 'code',
        category: 'sports',
        startsAt: window.startsAt,
        title: { EN: 'Code gift' },
        content: { EN: 'Type the code' },
        claim: { kind: 'promoCode', promoCode: 'Lucky2026' },
      },
      {
        id: 'ended',
        category: 'casino',
        startsAt: '2025-01-01T00:00:00Z',
        endsAt: '2026-11-25T12:00:00Z',
        title: { EN: 'Ended' },
        content: { EN: 'Over' },
        claim: { kind: 'claim' },
        kind: 'REFERRAL',
      },
      {
        id: 'future',
        category: 'casino',
        startsAt: '2026-12-01T00:00:00Z',
        title: { EN: 'Soon' },
        content: { EN: 'Later' },
        claim: { kind: 'claim' },
      },
    ],
    announcements: [
      {
        id: 'a-old',
        startsAt: '2026-11-01T00:00:00Z',
        title: { EN: 'Older' },
        content: { EN: 'Older news', FR: 'Anciennes nouvelles' },
      },
      {
        id: 'a-new',
        startsAt: '2026-11-20T00:00:00Z',
        title: { EN: 'Newer' },
        content: { EN: 'Newer news' },
      },
      {
        id: 'a-app',
        category: 'app_download',
        startsAt: '2026-11-10T00:00:00Z',
        title: { EN: 'App' },
        content: { EN: 'Get the app' },
      },
      {
        id: 'a-ended',
        startsAt: '2026-10-01T00:00:00Z',
        endsAt: '2026-11-01T00:00:00Z',
        title: { EN: 'Ended' },
        content: { EN: 'Gone' },
      },
      {
        id: 'a-desktop',
        platforms: ['D'],
        startsAt: '2026-11-01T00:00:00Z',
        title: { EN: 'Desktop' },
        content: { EN: 'Desktop only' },
      },
    ],
    vipLevels: [
      {
        labelId: 'gold',
        labelName: { EN: 'Gold', FR: 'Or' },
        type: 'AUTO',
        rankLevel: 3,
        totalConditions: 6,
        benefits: [{ EN: 'Cashback', FR: 'Remboursement' }],
      },
      {
        labelId: 'bronze',
        labelName: { EN: 'Bronze' },
        type: 'AUTO',
        rankLevel: 1,
        totalConditions: 2,
      },
      {
        labelId: 'silver',
        labelName: { EN: 'Silver' },
        type: 'MANUAL',
        rankLevel: 2,
        totalConditions: 4,
      },
    ],
    ...overrides,
  });
}

/** Stores a promotion file for a merchant, as the start and `npm run promo -- load` do. */
export function storePromotions(
  database: DatabaseHandle,
  merchantCode: string,
  file: PromotionFile,
) {
  return importPromotions(importRepositories(database.db), merchantCode, file, PROMO_NOW);
}
