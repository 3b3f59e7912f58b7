import type { CallBody, OpsBanner, calls } from '@lobby/contract';

/** A banner as its form holds it: alt text and link, words and artwork per language. */
export type BannerDraft = Omit<OpsBanner, 'ordinal' | 'language'> & { mode: 'create' | 'update' };
export type BannerBody = CallBody<typeof calls.opsSaveBanner>;
export type BannerWords = BannerDraft['texts'][string];

export const bannerDraftOf = (banner: OpsBanner): BannerDraft => ({ ...banner, mode: 'update' });

/** A new banner: in the first group (the home carousel when there is none), linking nowhere. */
export const blankBanner = (groups: readonly string[]): BannerDraft => ({
  mode: 'create',
  id: '',
  groupName: groups[0] ?? 'm_home',
  enabled: true,
  title: '',
  texts: {},
  images: {},
  artwork: '',
  linkageType: 'NONE',
  linkage: '',
});

export const bannerBodyOf = (draft: BannerDraft): BannerBody => {
  const { mode, id, groupName, title, texts, images, linkageType, linkage, enabled } = draft;
  return { mode, id, groupName, title, texts, images, linkageType, linkage, enabled };
};

/** The banners' groups in the order their first banner comes. */
export const bannerGroups = (banners: readonly Pick<OpsBanner, 'groupName'>[]): string[] => [
  ...new Set(banners.map((banner) => banner.groupName)),
];

/** A language's words, empty where it has none yet. */
export const wordsIn = (draft: BannerDraft, language: string): BannerWords =>
  draft.texts[language] ?? { title: '', action: '' };

/** The draft with one of a language's words set. */
export const withWords = (
  draft: BannerDraft,
  language: string,
  name: keyof BannerWords,
  value: string,
): BannerDraft => ({
  ...draft,
  texts: { ...draft.texts, [language]: { ...wordsIn(draft, language), [name]: value } },
});

/** What the player's slide shows in a language: its words and artwork, else the default's. */
export const bannerShown = (draft: BannerDraft, language: string, fallback: string) => ({
  words: draft.texts[language] ?? draft.texts[fallback],
  image: draft.images[language] || draft.images[fallback] || draft.artwork,
});
