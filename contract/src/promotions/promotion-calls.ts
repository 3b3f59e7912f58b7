import { z } from 'zod/mini';
import { defineCall, relayPath } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import {
  AVAILABLE_PROMOTION_KINDS,
  CLUB_LABEL_TYPES,
  PROMOTION_CLAIM_KINDS,
} from './promotions.js';
import { optionalText, text } from '../core/text.js';
import { claimOutcomeSchema } from '../bonuses/bonus-calls.js';
import { VIP_CONDITION_KINDS } from './vip.js';
import { walletCurrencySchema } from '../wallet/wallet-calls.js';

/** One condition of a VIP level: what it counts, its target and its window (null: lifetime). */
export const vipConditionSchema = z.object({
  kind: z.enum(VIP_CONDITION_KINDS),
  /** Minor units for amounts, days for daysActive. */
  target: z.number(),
  windowDays: z.nullable(z.number()),
});

/** A condition with what the member has counted on it (minor units or days) and whether it is met. */
export const vipConditionProgressSchema = z.object({
  ...vipConditionSchema.shape,
  progress: z.number(),
  met: z.boolean(),
});

/** A promotion category (SPEC section 3: promotion categories), named in the request's Language. */
export const promotionCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

export const promotionCategories = defineCall({
  method: 'GET',
  path: relayPath('PROMOFE_getPromotionAnnouncementCategory'),
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  value: z.object({ categories: z.array(promotionCategorySchema) }),
  errors: [],
  summary:
    "The merchant's promotion categories in the operator's order, named in the request's Language.",
});

/**
 * The texts of an answer that the merchant has not written in the request's Language: each
 * field's name (`benefits.<index>` for a list) to the language of the text given instead, so the
 * page marks it (lang, and its own direction inside a right-to-left page). Empty when every text
 * is in the asked language.
 */
export const textLanguagesSchema = z.record(z.string(), z.string());
export type TextLanguages = z.infer<typeof textLanguagesSchema>;

/** One promotion as a list shows it; texts in the request's Language. */
export const promotionSummarySchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  /** Artwork, a same-origin path; the box keeps a 2:1 ratio whatever arrives. */
  image: z.string(),
  /** ISO 8601 validity window; endsAt null: until the operator ends it. */
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  claimKind: z.enum(PROMOTION_CLAIM_KINDS),
  /** Title, and in the detail content and terms, when not in the asked language. */
  textLanguages: textLanguagesSchema,
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionList = defineCall({
  method: 'GET',
  path: relayPath('PROMOFE_getPromotionList'),
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({ category: optionalText(64) }),
  value: z.object({ promotions: z.array(promotionSummarySchema) }),
  errors: [],
  summary:
    "The merchant's current promotions (of one category, or all), in the operator's order; expired and future ones are left out. No authorization (SPEC section 6).",
});

/** One promotion in full: content and terms are the small Markdown of parseRichText. */
export const promotionDetailSchema = z.object({
  ...promotionSummarySchema.shape,
  content: z.string(),
  terms: z.string(),
  /**
   * The action that earns this promotion's reward (download the app, invite friends), for the
   * button that does it (issue 30 point 4); null for a promotion without one.
   */
  action: z.nullable(z.enum(AVAILABLE_PROMOTION_KINDS)),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionDetail = defineCall({
  method: 'GET',
  path: relayPath('PROMOFE_getPromotionDetail'),
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({ id: text(64) }),
  value: promotionDetailSchema,
  errors: [ERROR_CODES.promotionNotFound, ERROR_CODES.promotionExpired],
  summary:
    'One promotion (the activity of /m/activity?id=): promotion.not.found when the merchant has none by that id or it has not started, promotion.expired once it has ended.',
});

export const memberPromotions = defineCall({
  method: 'GET',
  path: relayPath('PROMOFE_getMemberAvailablePromotions'),
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({
    promotions: z.array(z.object({ ...promotionSummarySchema.shape, claimed: z.boolean() })),
  }),
  errors: [],
  summary: "The signed-in member's current promotions, each saying whether the member claimed it.",
});

export const promoCodeEnable = defineCall({
  method: 'GET',
  path: relayPath('PROMOFE_getPromoCodeEnable'),
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({ enabled: z.boolean() }),
  errors: [],
  summary: 'Whether the merchant takes promo codes (loaded when a token appears, SPEC section 4).',
});

export const claimPromotion = defineCall({
  method: 'POST',
  path: relayPath('PROMOFE_claimPromotion'),
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z
    .object({ promotionId: optionalText(64), promoCode: optionalText(64) })
    .check(
      z.refine(
        (body) => !!body.promotionId !== !!body.promoCode,
        'name either a promotionId or a promoCode',
      ),
    ),
  value: z.object({
    promotionId: z.string(),
    /** ISO 8601: when the member claimed it (now). */
    claimedAt: z.string(),
    /** What the claim did: a bonus credited, a match for the next deposit, an action to take. */
    outcome: claimOutcomeSchema,
  }),
  errors: [
    ERROR_CODES.promotionNotFound,
    ERROR_CODES.promotionExpired,
    ERROR_CODES.promotionNotClaimable,
    ERROR_CODES.promoCodeInvalid,
    ERROR_CODES.promoCodeDisabled,
    ERROR_CODES.tooManyPromoCodes,
    ERROR_CODES.promotionAlreadyClaimed,
    ERROR_CODES.promoCodeOtherMerchant,
    ERROR_CODES.bonusFirstDepositOnly,
  ],
  summary:
    'Claims a current promotion by id (claim kind "claim") or by its promo code, once per member: a repeat, even a concurrent one, answers promotion.already.claimed and changes nothing; a free credit is granted at once; a first-deposit bonus after a first deposit answers bonus.first.deposit.only; another merchant\'s code answers promo.code.other.merchant. Wrong promo codes are limited per member and per address (TOO_MANY_REQUEST_PROMO_CODE), each try counted before the code is looked up.',
});

export const rankProgress = defineCall({
  method: 'GET',
  path: relayPath('MCSFE_getPlayerRankProgress'),
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({
    currentProgress: z.object({
      completedConditions: z.number(),
      totalExpectedConditions: z.number(),
    }),
    playerRankProgress: z.object({ labelId: z.nullable(z.string()) }),
    /** Each condition of the member's level with its progress; empty without a level. */
    conditions: z.array(vipConditionProgressSchema),
    /** The next level by rank with each of its conditions and the member's progress on it. */
    next: z.nullable(
      z.object({
        labelId: z.string(),
        requiredConditions: z.number(),
        conditions: z.array(vipConditionProgressSchema),
      }),
    ),
  }),
  errors: [],
  summary:
    "The signed-in member's progress on their VIP level (SPEC section 7), each condition of it and of the next level counted from the ledger; labelId null when the member has no label.",
});

/** One VIP level of the merchant's club, named in the request's Language. */
export const vipLevelSchema = z.object({
  labelId: z.string(),
  labelName: z.string(),
  type: z.enum(CLUB_LABEL_TYPES),
  rankLevel: z.number(),
  totalConditions: z.number(),
  /** The level's named conditions; empty for a level the operator gives by hand. */
  conditions: z.array(vipConditionSchema),
  /** How many of the conditions reach the level (the operator's rule). */
  requiredConditions: z.number(),
  benefits: z.array(z.string()),
  /** labelName and benefits.<index> when not in the asked language. */
  textLanguages: textLanguagesSchema,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipLevels = defineCall({
  method: 'GET',
  path: relayPath('MCSFE_getVipLevels'),
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  value: z.object({
    levels: z.array(vipLevelSchema),
    /** How the merchant writes its currency: the conditions' amount targets are minor units. */
    currency: walletCurrencySchema,
  }),
  errors: [],
  summary:
    "The merchant's VIP levels by rank, each with its conditions and what it gives, in the request's Language.",
});

/** An announcement (the marquee's lines), in the request's Language. */
export const announcementSchema = z.object({
  id: z.string(),
  type: z.string(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  startsAt: z.string(),
  /** Title and content when not in the asked language. */
  textLanguages: textLanguagesSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

export const listAnnouncements = defineCall({
  method: 'GET',
  path: relayPath('MCSFE_getListAnnouncements'),
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({
    /** Announcement types, comma-separated (SPEC section 7: PR). */
    types: z._default(text(64), 'PR'),
    platform: z._default(text(8), 'M'),
    /** Only this category (app_download for the download bar); every category when absent. */
    category: optionalText(64),
  }),
  value: z.object({ announcements: z.array(announcementSchema) }),
  errors: [],
  summary:
    "The merchant's current announcements of the given types and platform, newest first. No authorization.",
});
