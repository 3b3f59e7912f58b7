import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { optionalText, text } from '../core/text.js';
import { RUM_RULES } from './rum.js';

/** A metric's value in a beacon: milliseconds, or -1 missed, or -2 unsupported. */
export const rumValueSchema = () =>
  z.optional(
    z
      .number()
      .check(
        z.int('must be a whole number'),
        z.minimum(RUM_RULES.unsupported, `must be at least ${RUM_RULES.unsupported}`),
        z.maximum(RUM_RULES.maxMs, `must be at most ${RUM_RULES.maxMs}`),
      ),
  );

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
