import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { FEATURE_FLAGS } from '../core/constants.js';
import { ENVELOPE_SCHEMES } from '../envelope/envelope-schemes.js';
import { optionalText } from '../core/text.js';
import type { PixelConfig } from '../attribution/pixels.js';

const url = z.string();

/** The third-party customer-service kinds (SPEC section 3). */
export const CS_TYPES = [
  'AICAN',
  'MIDUOKE',
  'LIVECHAT',
  'COMM100',
  'COMM100VIP',
  'TX-CHAT',
] as const;

export const customerServiceEntrySchema = z.object({
  /** Encrypted path; its last 8 characters are the key. */
  path: z.string(),
  csType: z.enum(CS_TYPES),
  csPosition: z.string(),
  labelIds: z.array(z.string()),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

export const mobileTemplateSchema = z.object({
  h5_logo: url,
  app_background: url,
  app_desc: z.string(),
  app_desc_font_color: z.string(),
  favicon: url,
  splash: url,
  pwa: z.object({
    title: z.string(),
    icons: z.object({ '192': url, '256': url, '384': url, '512': url }),
  }),
  desktop_app_feature: z.string(),
  apple_touch_icon: url,
});
export type MobileTemplate = z.infer<typeof mobileTemplateSchema>;

export const resourceSchema = z.object({
  resourceType: z.enum(['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon']),
  url,
});
export type Resource = z.infer<typeof resourceSchema>;

/** A hex colour; nothing else may reach the CSS the server writes into the page. */
const colour = z
  .string()
  .check(
    z.regex(
      /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/,
      'must be a hex colour like #0b6b3a',
    ),
  );

export const themeSchema = z.object({
  primary: colour,
  onPrimary: colour,
  background: colour,
  surface: colour,
  text: colour,
  mutedText: colour,
});
export type Theme = z.infer<typeof themeSchema>;

/** The CSS custom property each theme colour sets, on the server's page and in the web app. */
export const THEME_CSS_VARIABLES: Record<keyof Theme, string> = {
  primary: '--primary',
  onPrimary: '--on-primary',
  background: '--bg',
  surface: '--surface',
  text: '--text',
  mutedText: '--muted',
};

export const featureFlagsSchema = z.record(z.enum(FEATURE_FLAGS), z.boolean());

/** Status info of SPEC section 3: everything the shell needs before it draws. */
export const statusInfoSchema = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  theme: themeSchema,
  customerService: z.array(customerServiceEntrySchema),
  mobileTemplate: mobileTemplateSchema,
  register: z.object({ captcha: z.object({ enabled: z.boolean() }) }),
  resources: z.array(resourceSchema),
  whitelabelVal: featureFlagsSchema,
  imageCDNs: z.array(url),
  sms: z.object({ firebase: z.boolean(), apiKey: z.string() }),
  /** The phone provider config of SPEC section 3: vapidKey is the merchant's VAPID public key. */
  phoneProvider: z.object({ vapidKey: z.string() }),
  gw: z.object({
    GEETEST_ID: z.string(),
    GEETEST_VERSION: z.string(),
    PROFILE_ICON_COUNT: z.number(),
    LINE_CLIENT_ID: z.string(),
  }),
  maintenance: z.boolean(),
  /** ISO 8601 end of the maintenance window, or null when open-ended or not in maintenance. */
  maintenanceEnd: z.nullable(z.string()),
  regionRestriction: z.boolean(),
  ip: z.string(),
  /** How this merchant's encrypted calls are sealed; web loads the legacy des-ecb code only for it. */
  envelope: z.enum(ENVELOPE_SCHEMES),
  /** Game launch rules of SPEC section 8: with inAppOnly, a normal browser may not launch. */
  gameLaunch: z.object({ inAppOnly: z.boolean(), appUserAgentMarker: z.string() }),
  /**
   * The merchant's ad and analytics pixels; web loads them after the first render. The merchant
   * file's schema (pixelConfigSchema) checked them at start; the answer's is light for web.
   */
  pixels: z.array(
    z.custom<PixelConfig>(
      (value) => typeof value === 'object' && value !== null && 'provider' in value,
    ),
  ),
});
export type StatusInfo = z.infer<typeof statusInfoSchema>;

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  dialingCode: z.string(),
});

/** Country info of SPEC section 3. */
export const countryInfoSchema = z.object({
  countries: z.array(countrySchema),
  countryCode: z.string(),
  countryDialingCode: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPosition: z.enum(['before', 'after']),
});
export type CountryInfo = z.infer<typeof countryInfoSchema>;

export const manifestSchema = z.object({
  /** The app's identity for the browser (its start page), stable across manifest changes. */
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  icons: z.array(
    z.object({
      src: z.string(),
      sizes: z.string(),
      type: z.string(),
      purpose: z.optional(z.string()),
    }),
  ),
  display: z.string(),
  orientation: z.string(),
  scope: z.string(),
  start_url: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  related_applications: z.array(z.object({ platform: z.string(), url: z.string() })),
});
export type WebManifest = z.infer<typeof manifestSchema>;

/** Short optional text in a query; the server refuses longer values rather than storing them. */
const queryText = optionalText(2048);

export const systemStatus = defineCall({
  method: 'GET',
  path: '/wps/system/status',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({
    device: z.optional(z.enum(['MOBILE'])),
    track: queryText,
    originalDomain: queryText,
    url: queryText,
  }),
  value: statusInfoSchema,
  errors: [ERROR_CODES.domainNotAvailable],
  summary:
    'Status info of the merchant this host or Merchant header names, with maintenance, region restriction and the client ip. Never cached.',
});

export const systemCountry = defineCall({
  method: 'GET',
  path: '/wps/system/country',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'session',
  value: countryInfoSchema,
  errors: [],
  summary: "The merchant's countries, its own country and dialing code, and its currency.",
});

export const systemDomainRoute = defineCall({
  method: 'GET',
  path: '/wps/system/domainRoute',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'session',
  query: z.object({ device: z.optional(z.enum(['MOBILE'])) }),
  value: z.object({ domainList: z.array(z.object({ domainName: z.string() })) }),
  errors: [],
  summary: "The merchant's hosts, for switching to a working domain.",
});

export const systemManifest = defineCall({
  method: 'GET',
  path: '/wps/system/manifest.json',
  access: 'public',
  encrypted: false,
  cache: 'none',
  raw: true,
  query: z.object({ merchantCode: queryText, timestamp: queryText }),
  value: manifestSchema,
  errors: [],
  summary:
    "The merchant's web manifest from its mobile template; answered as the manifest itself, not wrapped.",
});
