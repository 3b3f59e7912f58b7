import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { text } from '../core/text.js';
import { ledgerDateTime } from '../core/bounds.js';
import { OPS_BASE_PATH } from '../ops/ops-base.js';
import { BANNER_LINKAGE_TYPES } from '../games/game-calls.js';

/**
 * The console's content editing (issue 33): promotions, their categories, announcements, VIP
 * levels and banners, with texts per player language. The merchant-specific rules (its languages,
 * known categories, windows that end after they start) are the promotion file's, checked by the
 * server on the content as it would be after the edit, so a console edit and a file import obey
 * one set of rules.
 */

/** The ids content takes, as the promotion file's. */
export const contentIdSchema = text(64).check(
  z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be 1-64 letters, digits, _ or -'),
);

/** What a console edit may change: the kinds that can be switched off, and those with an order. */
export const SWITCHABLE_CONTENT = ['promotion', 'announcement', 'banner'] as const;
export const ORDERED_CONTENT = ['promotion', 'category', 'announcement', 'banner'] as const;
export type SwitchableContent = (typeof SWITCHABLE_CONTENT)[number];
export type OrderedContent = (typeof ORDERED_CONTENT)[number];

/** The most items of one kind a merchant keeps (an order names them all). */
export const CONTENT_ITEMS_MAX = 500;
/** The most lines a promotion's content or terms take in one language. */
export const CONTENT_LINES_MAX = 400;

/**
 * A language code as a key of texts; whether the merchant offers it is the server's rule (its
 * languages), answered with content.invalid naming the field.
 */
const languageKey = text(8);

/** Texts by player language; an empty text means none in that language. */
const localizedText = (max: number) => z.record(languageKey, text(max));

/**
 * Rich text by language as its lines (a JSON text of the contract takes no control characters,
 * line breaks included); the server joins them with line breaks.
 */
const localizedLines = z.record(
  languageKey,
  z.array(text(2000)).check(z.maxLength(CONTENT_LINES_MAX)),
);

/** An image by address: https only, as the page's other pictures from elsewhere. */
export const contentImageUrl = text(500).check(
  z.regex(/^(https:\/\/[^\s"'<>\\]+)?$/, 'an https:// address'),
);
const localizedImages = z.record(languageKey, contentImageUrl);

const saveMode = z.enum(['create', 'update']);
const localizedValue = z.record(z.string(), z.string());

export const opsCategorySchema = z.object({
  id: z.string(),
  ordinal: z.number(),
  name: localizedValue,
});

export const opsPromotionSchema = z.object({
  id: z.string(),
  category: z.string(),
  ordinal: z.number(),
  enabled: z.boolean(),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  title: localizedValue,
  content: localizedValue,
  terms: localizedValue,
  images: localizedValue,
  /** The artwork shown where a language has no image of its own. */
  artwork: z.string(),
  /** How a member takes it and what it pays: set by the promotion file, shown read-only. */
  claimKind: z.string(),
  bonusKind: z.nullable(z.string()),
});
export type OpsPromotion = z.infer<typeof opsPromotionSchema>;

export const opsAnnouncementSchema = z.object({
  id: z.string(),
  category: z.string(),
  ordinal: z.number(),
  enabled: z.boolean(),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  title: localizedValue,
  content: localizedValue,
});
export type OpsAnnouncement = z.infer<typeof opsAnnouncementSchema>;

export const opsVipLevelSchema = z.object({
  labelId: z.string(),
  rankLevel: z.number(),
  type: z.string(),
  labelName: localizedValue,
  benefits: z.array(localizedValue),
});
export type OpsVipLevel = z.infer<typeof opsVipLevelSchema>;

const bannerTextSchema = z.object({ title: z.string(), action: z.string() });

export const opsBannerSchema = z.object({
  id: z.string(),
  groupName: z.string(),
  ordinal: z.number(),
  enabled: z.boolean(),
  /** The one language it shows in, or null for every language. */
  language: z.nullable(z.string()),
  title: z.string(),
  texts: z.record(z.string(), bannerTextSchema),
  images: localizedValue,
  /** The artwork shown where a language has no image of its own. */
  artwork: z.string(),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  linkage: z.string(),
});
export type OpsBanner = z.infer<typeof opsBannerSchema>;

const errors = [
  ERROR_CODES.contentNotFound,
  ERROR_CODES.contentExists,
  ERROR_CODES.contentInvalid,
] as const;

export const opsContent = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/content`,
  access: 'operator',
  permission: 'content.view',
  encrypted: false,
  cache: 'none',
  value: z.object({
    /** The merchant's player languages, its default first among equals. */
    languages: z.array(z.string()),
    defaultLanguage: z.string(),
    categories: z.array(opsCategorySchema),
    promotions: z.array(opsPromotionSchema),
    announcements: z.array(opsAnnouncementSchema),
    vipLevels: z.array(opsVipLevelSchema),
    banners: z.array(opsBannerSchema),
  }),
  errors: [],
  summary:
    "The merchant's content as the console edits it: categories, promotions, announcements, VIP levels and banners in order, every language's texts.",
});

export const opsSavePromotion = defineCall({
  method: 'PUT',
  path: `${OPS_BASE_PATH}/api/content/promotion`,
  access: 'operator',
  permission: 'content.edit',
  encrypted: false,
  cache: 'none',
  body: z.object({
    mode: saveMode,
    id: contentIdSchema,
    category: contentIdSchema,
    startsAt: ledgerDateTime(),
    endsAt: z.nullable(ledgerDateTime()),
    title: localizedText(120),
    content: localizedLines,
    terms: z._default(localizedLines, {}),
    images: z._default(localizedImages, {}),
    enabled: z._default(z.boolean(), true),
  }),
  value: z.object({ promotion: opsPromotionSchema }),
  errors,
  summary:
    'Creates a promotion (its claim: none; bonuses come with the promotion file) or changes one: category, window, texts and images per language, enabled. Audited.',
});

export const opsSaveAnnouncement = defineCall({
  method: 'PUT',
  path: `${OPS_BASE_PATH}/api/content/announcement`,
  access: 'operator',
  permission: 'content.edit',
  encrypted: false,
  cache: 'none',
  body: z.object({
    mode: saveMode,
    id: contentIdSchema,
    category: z._default(contentIdSchema, 'general'),
    startsAt: ledgerDateTime(),
    endsAt: z.nullable(ledgerDateTime()),
    title: localizedText(120),
    content: localizedText(2000),
    enabled: z._default(z.boolean(), true),
  }),
  value: z.object({ announcement: opsAnnouncementSchema }),
  errors,
  summary: 'Creates or changes an announcement (type PR, platform M). Audited.',
});

export const opsSaveCategory = defineCall({
  method: 'PUT',
  path: `${OPS_BASE_PATH}/api/content/category`,
  access: 'operator',
  permission: 'content.edit',
  encrypted: false,
  cache: 'none',
  body: z.object({ mode: saveMode, id: contentIdSchema, name: localizedText(60) }),
  value: z.object({ category: opsCategorySchema }),
  errors,
  summary: 'Creates or renames a promotion category. Audited.',
});

export const opsSaveVipLevel = defineCall({
  method: 'PUT',
  path: `${OPS_BASE_PATH}/api/content/vip-level`,
  access: 'operator',
  permission: 'content.edit',
  encrypted: false,
  cache: 'none',
  body: z.object({
    labelId: contentIdSchema,
    labelName: localizedText(60),
    benefits: z.array(localizedText(200)).check(z.maxLength(50)),
  }),
  value: z.object({ level: opsVipLevelSchema }),
  errors,
  summary:
    "Changes a VIP level's name and benefits per language (its rank and conditions, which pay rewards, come with the promotion file). Audited.",
});

export const opsSaveBanner = defineCall({
  method: 'PUT',
  path: `${OPS_BASE_PATH}/api/content/banner`,
  access: 'operator',
  permission: 'content.edit',
  encrypted: false,
  cache: 'none',
  body: z.object({
    mode: saveMode,
    id: contentIdSchema,
    groupName: contentIdSchema,
    title: text(120),
    texts: z.record(languageKey, z.object({ title: text(120), action: text(60) })),
    images: z._default(localizedImages, {}),
    linkageType: z.enum(BANNER_LINKAGE_TYPES),
    linkage: text(500),
    enabled: z._default(z.boolean(), true),
  }),
  value: z.object({ banner: opsBannerSchema }),
  errors,
  summary:
    "Creates or changes a banner: its words and image per language, what a tap opens, enabled. A new banner needs an image in the merchant's default language. Audited.",
});

export const opsSetContentEnabled = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/content/enabled`,
  access: 'operator',
  permission: 'content.edit',
  encrypted: false,
  cache: 'none',
  body: z.object({ kind: z.enum(SWITCHABLE_CONTENT), id: contentIdSchema, enabled: z.boolean() }),
  value: z.object({ kind: z.enum(SWITCHABLE_CONTENT), id: z.string(), enabled: z.boolean() }),
  errors,
  summary: 'Shows or hides a promotion, announcement or banner to players. Audited.',
});

export const opsOrderContent = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/content/order`,
  access: 'operator',
  permission: 'content.edit',
  encrypted: false,
  cache: 'none',
  body: z.object({
    kind: z.enum(ORDERED_CONTENT),
    /** Every id of the kind, in the new order (a banner's within its group). */
    ids: z.array(contentIdSchema).check(z.minLength(1), z.maxLength(CONTENT_ITEMS_MAX)),
  }),
  value: z.object({ kind: z.enum(ORDERED_CONTENT), ids: z.array(z.string()) }),
  errors,
  summary:
    'Puts promotions, categories, announcements or one group of banners in a new order; the ids must be all of them, each once. Audited.',
});
