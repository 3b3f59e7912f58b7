import { z } from 'zod/mini';
import {
  customerServiceEntrySchema,
  FEATURE_FLAGS,
  GAME_CATEGORIES,
  mobileTemplateSchema,
  resourceSchema,
  themeSchema,
} from '@lobby/contract';

export const isoDateTime = z.iso.datetime({ offset: true });
export const languageCode = z
  .string()
  .check(z.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'must be a language code like EN or PT-BR'));

const cidr = z
  .string()
  .check(
    z.regex(
      /^([0-9.]+|[0-9a-fA-F:]+)(\/\d{1,3})?$/,
      'must be an IP address or range like 203.0.113.0/24 or 2001:db8::/32',
    ),
  );

/** What a merchant code looks like; a value that does not can name no merchant. */
export const MERCHANT_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;
/** What a merchant host looks like (lower case, optional port). */
export const MERCHANT_HOST_PATTERN = /^[a-z0-9.-]+(:\d+)?$/;

const envVarName = z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/, 'must be an env var name'));

/** One merchant's configuration file (merchants/<code>.json). */
export const merchantConfigSchema = z.object({
  code: z
    .string()
    .check(z.regex(MERCHANT_CODE_PATTERN, 'must be lower-case letters, digits and hyphens')),
  name: z.string().check(z.minLength(1)),
  hosts: z.array(
    z.string().check(z.regex(MERCHANT_HOST_PATTERN, 'must be a host name, lower case')),
  ),
  languages: z.array(languageCode).check(z.minLength(1)),
  defaultLanguage: languageCode,
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code')),
  country: z.object({
    countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a 2-letter country code')),
    countryDialingCode: z.string().check(z.regex(/^\+\d{1,4}$/, 'must look like +63')),
    currencySymbol: z.string(),
    currencyPosition: z.enum(['before', 'after']),
    countries: z.array(z.object({ code: z.string(), name: z.string(), dialingCode: z.string() })),
  }),
  theme: themeSchema,
  mobileTemplate: mobileTemplateSchema,
  flags: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()),
  customerService: z._default(z.array(customerServiceEntrySchema), []),
  /** The built-in chat (CBS_launchChat): on unless the merchant relies on a third-party entry. */
  chat: z._default(z.object({ builtIn: z._default(z.boolean(), true) }), { builtIn: true }),
  resources: z._default(z.array(resourceSchema), []),
  imageCDNs: z._default(z.array(z.string()), []),
  captcha: z._default(
    z.object({
      enabled: z.boolean(),
      login: z._default(z.boolean(), false),
      register: z._default(z.boolean(), false),
      sms: z._default(z.boolean(), false),
    }),
    { enabled: false, login: false, register: false, sms: false },
  ),
  accounts: z._default(
    z.object({
      methods: z._default(z.array(z.enum(['username', 'mobile'])).check(z.minLength(1)), [
        'username',
      ]),
      mobilePassword: z._default(z.boolean(), true),
      /** Registration by mobile needs a code texted to the number (/wps/verification/sms/register). */
      mobileCode: z._default(z.boolean(), false),
      autoLoginAfterRegister: z._default(z.boolean(), true),
      sessionIdleMinutes: z._default(z.number().check(z.int(), z.positive()), 720),
      sessionAbsoluteHours: z._default(z.number().check(z.int(), z.positive()), 168),
      passwordMaxAgeDays: z._default(z.number().check(z.int(), z.nonnegative()), 0),
      lockoutFailures: z._default(z.number().check(z.int(), z.positive()), 5),
      lockoutMinutes: z._default(z.number().check(z.int(), z.positive()), 15),
    }),
    {
      methods: ['username'],
      mobilePassword: true,
      mobileCode: false,
      autoLoginAfterRegister: true,
      sessionIdleMinutes: 720,
      sessionAbsoluteHours: 168,
      passwordMaxAgeDays: 0,
      lockoutFailures: 5,
      lockoutMinutes: 15,
    },
  ),
  sms: z._default(z.object({ firebase: z.boolean(), apiKey: z.string() }), {
    firebase: false,
    apiKey: '',
  }),
  gw: z._default(
    z.object({
      GEETEST_ID: z._default(z.string(), ''),
      GEETEST_VERSION: z._default(z.enum(['v3', 'v4']), 'v3'),
      PROFILE_ICON_COUNT: z._default(z.number().check(z.int(), z.positive()), 9),
      LINE_CLIENT_ID: z._default(z.string(), ''),
    }),
    { GEETEST_ID: '', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9, LINE_CLIENT_ID: '' },
  ),
  maintenance: z._default(z.object({ enabled: z.boolean(), end: z.optional(isoDateTime) }), {
    enabled: false,
  }),
  regionRestriction: z._default(
    z.object({
      allowedCountries: z._default(z.array(z.string()), []),
      blockedCountries: z._default(z.array(z.string()), []),
      allowedIps: z._default(z.array(cidr), []),
      blockedIps: z._default(z.array(cidr), []),
    }),
    { allowedCountries: [], blockedCountries: [], allowedIps: [], blockedIps: [] },
  ),
  envelope: z._default(z.enum(['aes-gcm', 'des-ecb']), 'aes-gcm'),
  games: z._default(
    z.object({
      /** Seed the demo catalogue (vendors, games, banners, matches) for this merchant at start. */
      demoCatalogue: z._default(z.boolean(), false),
      /** Launch only inside the merchant's app; a normal browser gets label_start_game_error. */
      inAppOnly: z._default(z.boolean(), false),
      /** A string the merchant's app puts in its user agent. */
      appUserAgentMarker: z._default(z.string(), ''),
      /** Categories in the order players see them; the rest follow in the default order. */
      categoryOrder: z._default(z.array(z.enum(GAME_CATEGORIES)), []),
      /**
       * Vendors launched through a real vendor API, by vendor code: its base URL and the name of
       * the environment variable holding the shared secret. Every other vendor is the built-in
       * demo vendor.
       */
      vendorApis: z._default(
        z.record(
          z.string(),
          z.object({
            url: z.url({ protocol: /^https?$/ }),
            secretEnv: z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/, 'must be an env var name')),
          }),
        ),
        {},
      ),
    }),
    {
      demoCatalogue: false,
      inAppOnly: false,
      appUserAgentMarker: '',
      categoryOrder: [],
      vendorApis: {},
    },
  ),
  /**
   * How codes reach players. SMS: the local adapter (server log and development inbox) or a
   * generic HTTP provider: its URL and the environment variable holding its API key. Email: the
   * local adapter or an SMTP server, its credentials in environment variables too.
   */
  messaging: z._default(
    z.object({
      sms: z._default(
        z.discriminatedUnion('provider', [
          z.object({ provider: z.literal('local') }),
          z.object({
            provider: z.literal('http'),
            url: z.url({ protocol: /^https?$/ }),
            keyEnv: envVarName,
          }),
        ]),
        { provider: 'local' },
      ),
      email: z._default(
        z.discriminatedUnion('provider', [
          z.object({ provider: z.literal('local') }),
          z.object({
            provider: z.literal('smtp'),
            host: z.string().check(z.minLength(1)),
            port: z.number().check(z.int(), z.positive()),
            secure: z._default(z.boolean(), false),
            from: z.string().check(z.minLength(3)),
            userEnv: z.optional(envVarName),
            passwordEnv: z.optional(envVarName),
          }),
        ]),
        { provider: 'local' },
      ),
    }),
    { sms: { provider: 'local' }, email: { provider: 'local' } },
  ),
});

export type MerchantConfig = z.output<typeof merchantConfigSchema>;
