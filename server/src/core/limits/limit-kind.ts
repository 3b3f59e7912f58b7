import type { ErrorCode } from '@lobby/contract';
import { networkOf } from './network-of.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Every count belongs to one merchant; a kind's parts say what else its counters are keyed by. */
export type LimitParts = { readonly merchantCode: string };

/**
 * One counter of a limit kind: `max` hits per window that opens with the first, kept under
 * `key:merchantCode:part`. Without `by` the merchant alone is counted; a `by` that answers
 * undefined leaves the counter out this time (a part the request does not carry).
 */
export interface Counter<Parts = object> {
  readonly key: string;
  readonly max: number;
  readonly windowMs: number;
  readonly by?: (parts: Parts) => string | number | undefined;
}

/**
 * What an area limits: its counters, counted in order; the feature a 503 names when the counters
 * cannot be reached; and, for kinds that refuse, the code of the 429 past any counter (kinds
 * without one are judged with AttemptLimiter.admits and drop quietly).
 */
export interface LimitKind<Parts = object> {
  readonly feature: string;
  readonly counters: readonly Counter<Parts>[];
  readonly tooMany?: ErrorCode;
}

/** A kind that refuses past its limit. */
export type RefusingKind<Parts = object> = LimitKind<Parts> & { readonly tooMany: ErrorCode };

/** Counts by the request's address. */
export const byAddress = (parts: { readonly ip: string }): string => parts.ip;

/** Counts by the request's /24 or /64, so a shared network gets room of its own. */
export const byNetwork = (parts: { readonly ip: string }): string => networkOf(parts.ip);
