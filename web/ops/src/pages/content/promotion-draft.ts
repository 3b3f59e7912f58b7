import type { CallBody, OpsPromotion, calls } from '@lobby/contract';
import type { Content } from './content-kind';
import { fromLocalInput, linesOf, pick, toLocalInput } from './content-form';

/** A promotion as its form holds it: moments as the date-time inputs do, texts per language. */
export interface PromotionDraft {
  mode: 'create' | 'update';
  id: string;
  category: string;
  startsAt: string;
  endsAt: string;
  enabled: boolean;
  title: Record<string, string>;
  content: Record<string, string>;
  terms: Record<string, string>;
  images: Record<string, string>;
  artwork: string;
}

export type PromotionBody = CallBody<typeof calls.opsSavePromotion>;

export const promotionDraftOf = (promotion: OpsPromotion): PromotionDraft => ({
  mode: 'update',
  id: promotion.id,
  category: promotion.category,
  startsAt: toLocalInput(promotion.startsAt),
  endsAt: toLocalInput(promotion.endsAt),
  enabled: promotion.enabled,
  title: promotion.title,
  content: promotion.content,
  terms: promotion.terms,
  images: promotion.images,
  artwork: promotion.artwork,
});

/** A new promotion: the first category, starting now, shown, no texts yet. */
export const blankPromotion = (content: Pick<Content, 'categories'>, now = new Date()) =>
  ({
    mode: 'create',
    id: '',
    category: content.categories[0]?.id ?? '',
    startsAt: toLocalInput(now.toISOString()),
    endsAt: '',
    enabled: true,
    title: {},
    content: {},
    terms: {},
    images: {},
    artwork: '',
  }) satisfies PromotionDraft;

/** The save call's body: moments in UTC, rich texts as lines. */
export const promotionBodyOf = (draft: PromotionDraft): PromotionBody => ({
  mode: draft.mode,
  id: draft.id,
  category: draft.category,
  startsAt: fromLocalInput(draft.startsAt) ?? '',
  endsAt: fromLocalInput(draft.endsAt),
  enabled: draft.enabled,
  title: draft.title,
  content: linesOf(draft.content),
  terms: linesOf(draft.terms),
  images: draft.images,
});

/** The artwork the player sees in a language: its own, the default language's, the file's. */
export const promotionImage = (draft: PromotionDraft, language: string, fallback: string) =>
  draft.images[language] || draft.images[fallback] || draft.artwork;

/** The categories as the form's choices, named in the default language. */
export const categoryOptions = (content: Pick<Content, 'categories' | 'defaultLanguage'>) =>
  content.categories.map((category) => ({
    value: category.id,
    label: pick(category.name, content.defaultLanguage, content.defaultLanguage) || category.id,
  }));
