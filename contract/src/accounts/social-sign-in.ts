import { z } from 'zod/mini';
import type { FeatureFlag } from '../core/constants.js';

/** Providers a sign-in identity comes from; an identity is keyed on provider and subject. */
export const IDENTITY_PROVIDERS = ['firebase', 'line', 'telegram', 'maya'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** The Firebase sign-in channels (firebaseChannel) and the flag that offers each. */
export const FIREBASE_CHANNELS = ['google', 'facebook', 'twitter', 'phone'] as const;
export type FirebaseChannel = (typeof FIREBASE_CHANNELS)[number];

/**
 * A Maya session id: URL-unreserved characters, not dots alone. The server puts it in the Maya
 * API's path (`GET …/sessions/<id>`), so `..` (which would climb to the API's root) never passes.
 */
export const MAYA_SESSION_ID_FORMAT = /^(?!\.+$)[A-Za-z0-9._~-]{1,256}$/;

/**
 * What bind_customer_required carries as its failure's value: a one-use ticket naming the
 * verified identity (10 minutes), and what the member is offered (noAccountChoice). Sending the
 * ticket with a password or code sign-in links the identity to that account once it is proven.
 */
export const bindCustomerRequiredSchema = z.object({
  bindTicket: z.string(),
  provider: z.enum(IDENTITY_PROVIDERS),
  offerRegister: z.boolean(),
  automatic: z.boolean(),
});
export type BindCustomerRequired = z.infer<typeof bindCustomerRequiredSchema>;

/** The flag of each way of signing in with another account; Firebase phone sign-in follows sms.firebase. */
export const SOCIAL_SIGN_IN_FLAGS = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
  twitter: 'TWITTERLOGIN3',
  line: 'LINELOGIN3',
  telegram: 'TELEGRAMLOGIN3',
} as const satisfies Record<string, FeatureFlag>;
export type SocialSignInWay = keyof typeof SOCIAL_SIGN_IN_FLAGS;

type Flags = Partial<Record<FeatureFlag, boolean>>;

/** Whether a merchant offers a way of signing in with another account. */
export function offersSocialSignIn(
  flags: Flags,
  way: SocialSignInWay | 'phone',
  firebaseSms = false,
): boolean {
  if (way === 'phone') return firebaseSms;
  return flags[SOCIAL_SIGN_IN_FLAGS[way]] === true;
}

/** True when any way of signing in with another account is on (the login page loads its SDKs then). */
export function anySocialSignIn(flags: Flags): boolean {
  return Object.values(SOCIAL_SIGN_IN_FLAGS).some((flag) => flags[flag] === true);
}

/**
 * What an identity with no account is offered (SPEC section 4, Social login): registering is
 * offered when FIREBASECREATEACC3 or SSOMANUALREG3 is on; registration is automatic (no choice
 * dialog) when the merchant's automatic-register option and FIREBASECREATEACC3 are on and
 * SSOMANUALREG3 is off; otherwise the choice dialog opens.
 */
export function noAccountChoice(
  flags: Flags,
  autoRegister: boolean,
): { offerRegister: boolean; automatic: boolean } {
  const create = flags.FIREBASECREATEACC3 === true;
  const manual = flags.SSOMANUALREG3 === true;
  return { offerRegister: create || manual, automatic: autoRegister && create && !manual };
}

/** The social fields join a registration only when Firebase account creation is on (SPEC section 5). */
export const socialFieldsJoinRegistration = (flags: Flags) => flags.FIREBASECREATEACC3 === true;

/**
 * A Telegram login widget result as it returns in the URL fragment (`#tgAuthResult=<base64>`):
 * the decoded JSON text, or undefined when it does not decode (SPEC section 5: then it is ignored).
 */
export function telegramAuthFromFragment(hash: string): string | undefined {
  const match = /(?:^#|&)tgAuthResult=([A-Za-z0-9_\-+/=%]+)/.exec(hash);
  if (!match) return undefined;
  try {
    const base64 = decodeURIComponent(match[1]!).replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const parsed: unknown = JSON.parse(json);
    if (
      !parsed ||
      typeof parsed !== 'object' ||
      typeof (parsed as { id?: unknown }).id !== 'number'
    )
      return undefined;
    return json;
  } catch {
    return undefined;
  }
}
