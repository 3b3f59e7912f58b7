import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { optionalText } from '../core/text.js';

/** Rules of the plain captcha: the characters it draws, how many, and how long one lives. */
export const PLAIN_CAPTCHA = {
  /** No 0/O, 1/I/L: nothing a player could read two ways. */
  alphabet: '23456789ABCDEFGHJKMNPQRSTUVWXYZ',
  length: 5,
  ttlMs: 5 * 60_000,
} as const;

/**
 * The captchaCode a server started with CAPTCHA_TEST_MODE=true accepts for every captcha kind
 * (e2e only; a production server refuses to start in that mode).
 */
export const CAPTCHA_TEST_ANSWER = 'TEST-PASS';

const queryText = optionalText(64);

export const plainCaptchaSchema = z.object({
  /** Sent back as captchaId with the answer (captchaCode). */
  captchaId: z.string(),
  /** An SVG data URL (data:image/svg+xml;base64,...) showing the characters to type. */
  image: z.string(),
});
export type PlainCaptcha = z.infer<typeof plainCaptchaSchema>;

export const captchaImage = defineCall({
  method: 'GET',
  path: '/wps/captcha',
  moduleId: 'CAPTCHA3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({ t: queryText }),
  value: plainCaptchaSchema,
  errors: [ERROR_CODES.tooManyCaptcha],
  summary:
    'A new plain captcha of 5 characters (case-insensitive). It answers once, right or wrong, within 5 minutes; ask again for a fresh one.',
});

export const geetestSetupSchema = z.object({
  version: z.enum(['v3', 'v4']),
  /**
   * 'geetest': load Geetest's widget with gt/challenge (v3) or captchaId (v4). 'local': the
   * offline widget of a development server; it answers by echoing `challenge`: v3 sends
   * geetestChallenge = challenge and geetestSeccode = `${challenge}|jordan`; v4 sends
   * geetestValidateV4 = JSON of { lot_number: challenge, captcha_output: challenge,
   * pass_token: challenge, gen_time }.
   */
  mode: z.enum(['geetest', 'local']),
  /** v3: false when Geetest did not answer (its failback mode); answers are then refused. */
  success: z.boolean(),
  /** The merchant's Geetest id (v3 gt; the same as captchaId for v4). */
  gt: z.string(),
  /** v3 (and local v4): the challenge for the widget; '' for live v4. */
  challenge: z.string(),
  newCaptcha: z.boolean(),
  /** v4: the captcha id the widget is initialised with; '' for v3. */
  captchaId: z.string(),
});
export type GeetestSetup = z.infer<typeof geetestSetupSchema>;

export const captchaGeetest = defineCall({
  method: 'GET',
  path: '/wps/captcha/geetest',
  moduleId: 'GEETEST3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({ t: queryText }),
  value: geetestSetupSchema,
  errors: [ERROR_CODES.notSupported, ERROR_CODES.tooManyCaptcha],
  summary:
    "Sets up the merchant's Geetest captcha (v3 register, or the v4 captcha id). not_supported when the merchant does not use Geetest; its message is then 'unknown_error: Geetest service not work'.",
});
