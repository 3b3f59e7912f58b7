/** The pure Geetest rules of SPEC section 5, shared by web's widget and the server's tests. */
import type { GeetestSetup } from './captcha-calls.js';
import { MESSAGE_KEYS } from '../core/errors.js';
import { toBcp47 } from '../core/language.js';

export type CaptchaPurpose = 'login' | 'register' | 'sms';

/** The captcha fields a solved Geetest adds to a login, registration or SMS request. */
export interface GeetestAnswer {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
}

/**
 * The message key that stops a Geetest run before it starts, or undefined: the sms purpose
 * needs v4 ('unknown_error: Geetest service not work' otherwise).
 */
export function geetestRefusal(purpose: CaptchaPurpose, version: string): string | undefined {
  return purpose === 'sms' && version !== 'v4' ? MESSAGE_KEYS.geetestServiceNotWork : undefined;
}

const BOT_CHECK_LANGUAGE = /^[a-z0-9-]{1,6}$/;

// Geetest v4 names languages by ISO 639-2 codes; v3 by lower-case BCP 47 tags.
const V4_LANGUAGES: Record<string, string> = {
  CN: 'zho',
  TW: 'zho-tw',
  EN: 'eng',
  JA: 'jpn',
  KO: 'kor',
  ID: 'ind',
  RU: 'rus',
  ES: 'spa',
  PT: 'por',
  'PT-BR': 'por',
  FR: 'fra',
  VI: 'vie',
  TH: 'tha',
  MS: 'msa',
  HI: 'hin',
  TR: 'tur',
};

/**
 * The widget's language for a UI language: at most 6 characters of letters, digits and hyphens
 * (SPEC section 5), else English.
 */
export function botCheckLanguage(uiLanguage: string, version: 'v3' | 'v4'): string {
  const code =
    version === 'v4'
      ? (V4_LANGUAGES[uiLanguage.toUpperCase()] ?? 'eng')
      : toBcp47(uiLanguage.toUpperCase()).toLowerCase();
  if (BOT_CHECK_LANGUAGE.test(code)) return code;
  const primary = code.split('-')[0] ?? '';
  if (BOT_CHECK_LANGUAGE.test(primary)) return primary;
  return version === 'v4' ? 'eng' : 'en';
}

/**
 * What the offline widget of a development server answers (setup mode 'local'): the challenge
 * echoed back as the contract's geetestSetupSchema describes.
 */
export function localGeetestAnswer(setup: GeetestSetup, nowMs: number): GeetestAnswer {
  const { challenge } = setup;
  if (setup.version === 'v3') {
    return { geetestChallenge: challenge, geetestSeccode: `${challenge}|jordan` };
  }
  return {
    geetestValidateV4: JSON.stringify({
      lot_number: challenge,
      captcha_output: challenge,
      pass_token: challenge,
      gen_time: String(Math.floor(nowMs / 1000)),
    }),
  };
}
