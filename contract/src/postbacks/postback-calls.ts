import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { boundedInt, int4Id } from '../core/bounds.js';
import { MAX_ENTRY_AMOUNT } from '../wallet/wallet.js';
import { optionalText, text } from '../core/text.js';
import { MONEY_EVENTS, EVENT_ID_MAX_LENGTH } from '../attribution/tracked-events.js';
import { s2sInfoSchema, TRACK_EVENTS_JSON_MAX, PLATFORM_EVENTS_MAX } from './postbacks.js';

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
