import { describe, expect, it } from 'vitest';
import type { OpsAnnouncement, OpsBanner, OpsPromotion, OpsVipLevel } from '@lobby/contract';
import {
  announcementBodyOf,
  announcementDraftOf,
  blankAnnouncement,
  withEnd,
  withStart,
} from './announcement-draft';
import {
  bannerBodyOf,
  bannerDraftOf,
  bannerGroups,
  bannerShown,
  blankBanner,
  withWords,
  wordsIn,
} from './banner-draft';
import { toLocalInput } from './content-form';
import { fillIn } from './player-words';
import {
  blankPromotion,
  categoryOptions,
  promotionBodyOf,
  promotionDraftOf,
  promotionImage,
} from './promotion-draft';
import { vipLevelBodyOf, vipLevelDraftOf, withBenefit, withNewBenefit } from './vip-level-draft';

const promotion = {
  id: 'p1',
  category: 'casino',
  ordinal: 1,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  enabled: true,
  title: { EN: 'Welcome' },
  content: { EN: 'line 1\nline 2' },
  terms: { EN: '' },
  images: { TH: 'https://th.example/a.png' },
  artwork: '/art.svg',
} as unknown as OpsPromotion;

describe('a promotion draft', () => {
  it('round-trips a promotion into the save call, rich texts as lines', () => {
    expect(promotionBodyOf(promotionDraftOf(promotion))).toEqual({
      mode: 'update',
      id: 'p1',
      category: 'casino',
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: null,
      enabled: true,
      title: { EN: 'Welcome' },
      content: { EN: ['line 1', 'line 2'] },
      terms: { EN: [] },
      images: { TH: 'https://th.example/a.png' },
    });
  });

  it('starts a new one now, shown, in the first category', () => {
    const now = new Date('2026-05-06T07:08:00.000Z');
    const blank = blankPromotion({ categories: [{ id: 'new' }, { id: 'casino' }] } as never, now);
    expect(blank).toMatchObject({ mode: 'create', id: '', category: 'new', enabled: true });
    expect(blank.startsAt).toBe(toLocalInput(now.toISOString()));
    expect(blankPromotion({ categories: [] } as never).category).toBe('');
  });

  it("shows a language's image, else the default language's, else the artwork", () => {
    const draft = promotionDraftOf(promotion);
    expect(promotionImage(draft, 'TH', 'EN')).toBe('https://th.example/a.png');
    expect(promotionImage(draft, 'VI', 'EN')).toBe('/art.svg');
    expect(promotionImage({ ...draft, images: { EN: 'e' } }, 'VI', 'EN')).toBe('e');
  });

  it('names categories in the default language, else by id', () => {
    const content = {
      defaultLanguage: 'EN',
      categories: [
        { id: 'a', name: { EN: 'Casino' } },
        { id: 'b', name: {} },
      ],
    } as never;
    expect(categoryOptions(content)).toEqual([
      { value: 'a', label: 'Casino' },
      { value: 'b', label: 'b' },
    ]);
  });
});

describe('an announcement draft', () => {
  const item = {
    id: 'a1',
    category: 'general',
    ordinal: 3,
    enabled: false,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    title: { EN: 'Hi' },
    content: { EN: 'There' },
  } as OpsAnnouncement;

  it('saves what it edits, without its place in the order', () => {
    const body = announcementBodyOf(announcementDraftOf(item));
    expect(body).toEqual({ ...item, ordinal: undefined, mode: 'update' });
    expect('ordinal' in body).toBe(false);
  });

  it('keeps the start when the typed one is empty, and an empty end means it runs on', () => {
    const draft = blankAnnouncement(new Date('2026-02-03T04:05:00.000Z'));
    expect(withStart(draft, '').startsAt).toBe('2026-02-03T04:05:00.000Z');
    const typed = toLocalInput('2026-09-09T09:09:00.000Z');
    expect(withStart(draft, typed).startsAt).toBe('2026-09-09T09:09:00.000Z');
    expect(withEnd(draft, typed).endsAt).toBe('2026-09-09T09:09:00.000Z');
    expect(withEnd(draft, '').endsAt).toBeNull();
  });
});

describe('a banner draft', () => {
  const banner = {
    id: 'b1',
    groupName: 'm_home',
    ordinal: 0,
    enabled: true,
    language: 'TH',
    title: 'Alt',
    texts: { EN: { title: 'Hello', action: 'Go' } },
    images: {},
    artwork: '/b.svg',
    linkageType: 'NONE',
    linkage: '',
  } as OpsBanner;

  it('saves what it edits, without its order or language', () => {
    const body = bannerBodyOf(bannerDraftOf(banner));
    expect(body).not.toHaveProperty('ordinal');
    expect(body).not.toHaveProperty('language');
    expect(body).toMatchObject({ mode: 'update', id: 'b1', title: 'Alt' });
  });

  it('lists its groups in first-seen order, new banners in the first', () => {
    const groups = bannerGroups([{ groupName: 'x' }, { groupName: 'y' }, { groupName: 'x' }]);
    expect(groups).toEqual(['x', 'y']);
    expect(blankBanner(groups).groupName).toBe('x');
    expect(blankBanner([]).groupName).toBe('m_home');
  });

  it("sets one of a language's words, starting from empty ones", () => {
    const draft = bannerDraftOf(banner);
    expect(wordsIn(draft, 'VI')).toEqual({ title: '', action: '' });
    const edited = withWords(draft, 'VI', 'action', 'Chơi');
    expect(edited.texts.VI).toEqual({ title: '', action: 'Chơi' });
    expect(edited.texts.EN).toEqual({ title: 'Hello', action: 'Go' });
  });

  it("shows a language's words and image, else the default's, else the artwork", () => {
    const draft = bannerDraftOf(banner);
    expect(bannerShown(draft, 'VI', 'EN')).toEqual({
      words: { title: 'Hello', action: 'Go' },
      image: '/b.svg',
    });
  });
});

describe('a VIP level draft', () => {
  const level = {
    labelId: 'gold',
    rankLevel: 3,
    labelName: { EN: 'Gold' },
    benefits: [{ EN: 'Cashback' }],
  } as unknown as OpsVipLevel;

  it('is keyed by its label and saves names and benefits', () => {
    expect(vipLevelBodyOf(vipLevelDraftOf(level))).toEqual({
      labelId: 'gold',
      labelName: { EN: 'Gold' },
      benefits: [{ EN: 'Cashback' }],
    });
  });

  it('edits one benefit in one language and adds empty ones', () => {
    const draft = withNewBenefit(vipLevelDraftOf(level));
    expect(draft.benefits).toEqual([{ EN: 'Cashback' }, {}]);
    expect(withBenefit(draft, 1, 'TH', 'x').benefits).toEqual([{ EN: 'Cashback' }, { TH: 'x' }]);
  });
});

describe("the player's words in the preview", () => {
  it('fills values in, leaving missing words and values empty', () => {
    const words = { 'promo.until': 'Until {{date}}' };
    expect(fillIn(words, 'promo.until', { date: '1 May' })).toBe('Until 1 May');
    expect(fillIn(words, 'promo.until')).toBe('Until ');
    expect(fillIn(words, 'promo.ongoing')).toBe('');
  });
});
