import { z } from 'zod/mini';
import { ATTRIBUTION_BOUNDS, PIXEL_TRACK_FIELDS, type PixelTrackField } from './attribution.js';
import { boundedInt, boundedQueryInt, int4Id } from '../core/bounds.js';
import { defineCall } from '../core/call.js';
import { OPS_BASE_PATH } from '../ops/ops-base.js';
import { optionalText, text } from '../core/text.js';
import {
  BROWSER_EVENTS,
  EVENT_ID_MAX_LENGTH,
  EVENT_ID_PATTERN,
  PWA_TYPES,
} from './tracked-events.js';
import { MAX_ENTRY_AMOUNT } from '../wallet/wallet.js';

/** At most this many events in one request (web sends what its cache holds, a few at a time). */
export const TRACK_EVENTS_MAX = 10;

const pixelTrackValue = text(ATTRIBUTION_BOUNDS.pixelTrackValue);
const amount = z.optional(boundedInt(0, MAX_ENTRY_AMOUNT));

/** SPEC section 3's event payload: where, who and how much (minor units). */
export const trackedEventPayloadSchema = z.object({
  domain: optionalText(ATTRIBUTION_BOUNDS.domain),
  affiliateCode: optionalText(ATTRIBUTION_BOUNDS.affiliateCode),
  customerName: optionalText(64),
  revenue: amount,
  amount,
  value: amount,
  currency: optionalText(8),
  af_revenue: amount,
  af_currency: optionalText(8),
});

const pixelFields = Object.fromEntries(
  PIXEL_TRACK_FIELDS.map((field) => [field, z.optional(pixelTrackValue)]),
) as Record<PixelTrackField, z.ZodMiniOptional<typeof pixelTrackValue>>;

/** SPEC section 3's event value: the pixel and click ids, channel, tid, span, fbc/fbp, pwaType. */
export const trackedEventValueSchema = z.object({
  ...pixelFields,
  campaign: optionalText(ATTRIBUTION_BOUNDS.campaign),
  channel: optionalText(64),
  tid: z.optional(int4Id()),
  loginSpanId: optionalText(64),
  pwaType: z.optional(z.enum(PWA_TYPES)),
});

export const trackedEventSchema = z.object({
  eventName: z.enum(BROWSER_EVENTS),
  /** One ID per event, shared with the browser's pixels: the server keeps the event once. */
  eventID: text(EVENT_ID_MAX_LENGTH).check(
    z.regex(EVENT_ID_PATTERN, '8 to 64 letters, digits or - _ . :'),
  ),
  payload: z._default(trackedEventPayloadSchema, {}),
  value: z._default(trackedEventValueSchema, {}),
});
export type TrackedEventInput = z.input<typeof trackedEventSchema>;

export const trackEvents = defineCall({
  method: 'POST',
  path: '/wps/track/events',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    events: z.array(trackedEventSchema).check(z.minLength(1), z.maxLength(TRACK_EVENTS_MAX)),
  }),
  value: z.object({
    /** How many of the events were new; a repeated eventID is kept once and not counted again. */
    recorded: z.number(),
  }),
  errors: [],
  summary:
    "Records SPEC section 3's tracked events a browser reports (every event but the money ones, which only the wallet writes) in the event ledger, once per eventID: the browser's pixels fire with the same eventID. With a member's token the events are the member's. Past 120 requests an hour from one address (400 from its network) nothing more is recorded, and recorded counts only the new events. register, login, gameLaunch and depositSubmit are recorded only with a member's token.",
});

/** A member's attribution as it was stored at registration. */
export const memberAttributionValueSchema = z.object({
  affiliateCode: z.string(),
  domain: z.nullable(z.string()),
  referralCode: z.nullable(z.string()),
  linkId: z.nullable(z.number()),
  campaign: z.nullable(z.string()),
  clickSource: z.string(),
  pixelTrack: z.nullable(z.record(z.string(), z.string())),
  registerUrl: z.nullable(z.string()),
  firstTouchAt: z.string(),
  registeredAt: z.string(),
});
export type MemberAttributionValue = z.infer<typeof memberAttributionValueSchema>;

export const memberAttribution = defineCall({
  method: 'GET',
  path: '/wps/member/attribution',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  /** Null for a member registered before attribution was stored. */
  value: z.nullable(memberAttributionValueSchema),
  errors: [],
  summary:
    "The signed-in member's own attribution as registration stored it (affiliate code, domain, referral, linkId, click source, pixelTrack, registerUrl, first touch); it never changes afterwards.",
});

/** One channel of the attribution report: an affiliate code, campaign and click source. */
export const attributionReportRowSchema = z.object({
  affiliateCode: z.string(),
  campaign: z.string(),
  clickSource: z.string(),
  visits: z.number(),
  registrations: z.number(),
  firstDeposits: z.number(),
  deposits: z.number(),
  /** Minor units of the merchant's currency. */
  depositAmount: z.number(),
});
export type AttributionReportRowValue = z.infer<typeof attributionReportRowSchema>;

/** The days an attribution report may cover. */
export const ATTRIBUTION_REPORT_DAYS = { default: 30, max: 3650 } as const;

export const opsAttributionReport = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/reports/attribution`,
  access: 'operator',
  permission: 'reports.view',
  encrypted: false,
  cache: 'none',
  query: z.object({ days: z.optional(boundedQueryInt(1, ATTRIBUTION_REPORT_DAYS.max)) }),
  value: z.object({
    days: z.number(),
    currency: z.string(),
    rows: z.array(attributionReportRowSchema),
  }),
  errors: [],
  summary:
    "The operator's merchant's attribution report of the last `days` days (30 by default): per affiliate code, campaign and click source, visits, registrations, first deposits and deposits with their amount. Each view is audited (report.attribution.view).",
});
