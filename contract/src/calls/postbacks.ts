import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { ERROR_CODES } from '../errors.js';
import { boundedInt, int4Id } from '../bounds.js';
import { MAX_ENTRY_AMOUNT } from '../wallet.js';
import { optionalText, text } from '../text.js';
import { MONEY_EVENTS, EVENT_ID_MAX_LENGTH } from '../tracked-events.js';
import {
  rumValueSchema,
  s2sInfoSchema,
  TRACK_EVENTS_JSON_MAX,
  PLATFORM_EVENTS_MAX,
} from '../postbacks.js';
import { RUM_RULES } from '../rum.js';

export const trackS2sEvents = defineCall({
  method: 'POST',
  path: '/wps/member/track/s2s',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({
    /**
     * A JSON string of up to TRACK_EVENTS_MAX events (SPEC.md section 7), each as the tracked
     * events call takes them (trackedEventSchema); money events are the wallet's and refused.
     */
    events: text(TRACK_EVENTS_JSON_MAX),
    /** The app's server-to-server ids, kept for the member (the latest win). */
    s2s: z.optional(s2sInfoSchema),
  }),
  value: z.object({
    /** How many of the events were new to the ledger (a repeated eventID counts once). */
    recorded: z.number(),
  }),
  errors: [],
  summary:
    "The app's server-to-server attribution: keeps the member's s2s ids (adAppToken, gpsAdid, adid, afAppId, appsflyerId, afAdvertisingId, afOaid, idfa, idfv, and an affiliate click id) and records the events as the tracked events call does (once per eventID, within its limits); postbacks to AppsFlyer, Adjust and the merchant's affiliate network follow from the ledger. A money event or malformed events answer invalid_request.",
});

/** One money event an external platform reports. */
export const platformEventSchema = z.object({
  eventName: z.enum(MONEY_EVENTS),
  /** The platform's reference of the movement: one event per name and reference, whoever reports it. */
  reference: text(128).check(z.minLength(1)),
  /** The member's customerId in Lobby (the id of registration's answer). */
  customerId: int4Id(),
  amount: boundedInt(0, MAX_ENTRY_AMOUNT),
  /** Must be the merchant's currency. */
  currency: text(3),
  /** Shared with the browser's pixel when it fired one; derived from the reference otherwise. */
  eventID: optionalText(EVENT_ID_MAX_LENGTH),
});

export const platformEvents = defineCall({
  method: 'POST',
  path: '/wps/platform/events',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    events: z.array(platformEventSchema).check(z.minLength(1), z.maxLength(PLATFORM_EVENTS_MAX)),
  }),
  value: z.object({
    results: z.array(
      z.object({
        reference: z.string(),
        eventName: z.string(),
        /** False when the wallet or an earlier callback wrote this event already. */
        recorded: z.boolean(),
      }),
    ),
  }),
  errors: [
    ERROR_CODES.platformSignatureInvalid,
    ERROR_CODES.platformRequestReplayed,
    ERROR_CODES.platformMemberNotFound,
    ERROR_CODES.platformCurrencyMismatch,
  ],
  summary:
    "An external platform's signed report of money events (deposit, firstDeposit, redeposit, firstDepositArrival, withdraw), signed as SIGNED_REQUEST_HEADERS with the platform's name in x-lobby-platform: each joins the event ledger once per name and reference (a deposit Lobby's wallet wrote is not written again). Bad signatures, stale or replayed requests, another merchant's members and another currency are refused, and nothing of the batch is written.",
});

export const systemCollect = defineCall({
  method: 'POST',
  path: '/wps/system/collect',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    merchant: optionalText(32),
    value: z.object({
      /** The page's path (PAGE_PATHS); any other is kept as 'other'. */
      page: text(64),
      fcp: rumValueSchema(),
      lcp: rumValueSchema(),
      fs: rumValueSchema(),
      status: rumValueSchema(),
    }),
  }),
  value: z.object({
    /**
     * How many of the metrics were kept: none once the page's day is full or the address or
     * network is past its limits; a value outside its metric's plausible range is not kept.
     */
    kept: z.number(),
  }),
  errors: [],
  summary: `A real-user timing beacon (SPEC.md sections 7 and 9): fcp, lcp and fs once per session (after ${RUM_RULES.reportAfterMs / 1000} s, at the latest ${RUM_RULES.reportLatestMs / 1000} s; -1 missed, -2 unsupported), and the status call's time. Kept per merchant, page and day, up to ${RUM_RULES.samplesPerPageDay} samples each; a value outside its metric's plausible range (RUM_PLAUSIBLE_MS) is not kept, and past 20 beacons an hour from one address (100 an hour, 500 a day, from its network) nothing is.`,
});

export const systemPing = defineCall({
  method: 'GET',
  path: '/wps/system/test/ping',
  access: 'public',
  encrypted: false,
  cache: 'none',
  /** The attribution query of the first URL (affiliate code, tracking id, click id). */
  query: z.object({
    affiliateCode: optionalText(64),
    tid: optionalText(64),
    clickId: optionalText(128),
  }),
  value: z.object({ merchantCode: z.string(), serverTime: z.string() }),
  errors: [],
  summary:
    'A reachability test with the attribution query (SPEC.md section 7): answers the merchant and the server time; web gives it up after 15 s.',
});
