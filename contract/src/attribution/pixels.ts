/**
 * The ad and analytics pixels a merchant may configure (SPEC sections 3 and 7): where each one's
 * script comes from, the origins its page must allow (Content-Security-Policy) and the name each
 * tracked event takes on it. Only the pixels a merchant's file names are loaded, after the first
 * render, each fed the event's eventID so the network deduplicates it with the server's.
 */

import { z } from 'zod/mini';

export const PIXEL_PROVIDER_NAMES = [
  'facebook',
  'tiktok',
  'kwai',
  'gtag',
  'gtm',
  'bigo',
  'twitter',
] as const;
export type PixelProviderName = (typeof PIXEL_PROVIDER_NAMES)[number];

/** What a pixel id looks like on every network (G-…, GTM-…, AW-…, digits, letters). */
export const PIXEL_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const pixelId = z.string().check(z.regex(PIXEL_ID_PATTERN, 'letters, digits, - and _, at most 64'));
const httpsUrl = z.url({ protocol: /^https$/ }).check(z.maxLength(512));

/**
 * A pixel as a merchant file names it (and status hands it to web): a known network and its id,
 * or a script of the merchant's own with every origin it uses (its script's origin included).
 */
export const pixelConfigSchema = z.union([
  z.object({ provider: z.enum(PIXEL_PROVIDER_NAMES), id: pixelId }),
  z.object({
    provider: z.literal('custom'),
    id: pixelId,
    scriptUrl: httpsUrl,
    /** The hook the script defines, called as hook('track', eventName, data, { eventID }). */
    hook: z.string().check(z.regex(/^[A-Za-z_$][\w$]{0,63}$/, 'a JavaScript global name')),
    origins: z._default(z.array(httpsUrl).check(z.maxLength(10)), []),
  }),
]);
export type PixelConfig = z.output<typeof pixelConfigSchema>;
