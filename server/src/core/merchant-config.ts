import { z } from 'zod/mini';
import {
  CS_TYPES,
  customerServiceEntrySchema,
  DEFAULTS,
  ENVELOPE_SCHEMES,
  FEATURE_FLAGS,
  LIMITS,
  GAME_CATEGORIES,
  MAX_ENTRY_AMOUNT,
  DEFAULT_MINIMUM_AGE,
  PROTECTION_RULES,
  mobileTemplateSchema,
  OPS_LANGUAGES,
  pixelConfigSchema,
  resourceSchema,
  themeSchema,
  TRACKED_EVENTS,
  AF_APP_ID_FORMAT,
} from '@lobby/contract';

/** True for a time zone both Intl and PostgreSQL know by its IANA name. */
function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

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

const appVersion = z
  .string()
  .check(z.regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, 'must be a version like 2.4.39'));

const DOWNLOAD_DEFAULTS = {
  appName: '',
  bar: { enabled: true, requireLogin: false, vipRankLevel: null },
  popup: {
    enabled: true,
    waitSeconds: LIMITS.downloadPopupWaitMs / 1000,
    banners: [...DEFAULTS.downloadPopupBanners],
    iosLiteKey: DEFAULTS.downloadPopupIosLiteKey,
    androidKey: DEFAULTS.downloadPopupAndroidKey,
  },
  upgrade: { latestVersion: null, mandatory: false },
  domains: {},
};

const downloadSchema = z.object({
  /** The app's name on the bar and the app window; the PWA title when empty. */
  appName: z._default(z.string(), ''),
  bar: z._default(
    z.object({
      enabled: z._default(z.boolean(), true),
      requireLogin: z._default(z.boolean(), false),
      /** The VIP gate: the least rank level that sees the bar; null for none. */
      vipRankLevel: z._default(z.nullable(z.number().check(z.int(), z.positive())), null),
    }),
    DOWNLOAD_DEFAULTS.bar,
  ),
  popup: z._default(
    z.object({
      enabled: z._default(z.boolean(), true),
      waitSeconds: z._default(z.number().check(z.int(), z.positive()), 20),
      banners: z._default(z.array(z.string()), DOWNLOAD_DEFAULTS.popup.banners),
      iosLiteKey: z._default(z.string(), DEFAULTS.downloadPopupIosLiteKey),
      androidKey: z._default(z.string(), DEFAULTS.downloadPopupAndroidKey),
    }),
    DOWNLOAD_DEFAULTS.popup,
  ),
  upgrade: z._default(
    z.object({
      /** The current app version; an app older than it is asked to update. */
      latestVersion: z._default(z.nullable(appVersion), null),
      /** Mandatory updates: the upgrade modal has no close button. */
      mandatory: z._default(z.boolean(), false),
    }),
    DOWNLOAD_DEFAULTS.upgrade,
  ),
  /** Links of their own for some domains (an affiliate's build), by host: they replace the same types. */
  domains: z._default(
    z.record(
      z.string().check(z.regex(MERCHANT_HOST_PATTERN, 'must be a host name, lower case')),
      z.array(resourceSchema),
    ),
    {},
  ),
});
const envVarName = z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/, 'must be an env var name'));

/** One merchant's configuration file (merchants/<code>.json). */
export const merchantConfigSchema = z.object({
  code: z
    .string()
    .check(z.regex(MERCHANT_CODE_PATTERN, 'must be lower-case letters, digits and hyphens')),
  name: z.string().check(z.minLength(1)),
  /**
   * A demo merchant plays on the built-in demo adapters (demo payment provider, demo vendor,
   * demo player's balance, development inbox); a real one (the default) only on the providers
   * and vendors its file configures.
   */
  demo: z._default(z.boolean(), false),
  hosts: z.array(
    z.string().check(z.regex(MERCHANT_HOST_PATTERN, 'must be a host name, lower case')),
  ),
  languages: z.array(languageCode).check(z.minLength(1)),
  defaultLanguage: languageCode,
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code')),
  /**
   * The IANA time zone the merchant's days are counted in (dashboards, `npm run report -- daily`,
   * limit periods, the age at registration); UTC when the file names none.
   */
  timeZone: z._default(
    z.string().check(z.refine(isTimeZone, 'must be an IANA time zone like Asia/Manila')),
    'UTC',
  ),
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
  chat: z._default(
    z.object({
      builtIn: z._default(z.boolean(), true),
      /**
       * A third-party chat widget (contract chatWidgetSchema): its script, the merchant's custom
       * scripts, the hook they define, and any further origins the widget frames or calls. The
       * merchant's pages allow exactly these origins (Content-Security-Policy).
       */
      widget: z.optional(
        z.object({
          csType: z.enum(CS_TYPES),
          scriptUrl: z.url({ protocol: /^https?$/ }),
          customScripts: z._default(z.array(z.url({ protocol: /^https?$/ })), []),
          hook: z.string().check(z.regex(/^[A-Za-z_$][\w$]{0,63}$/, 'a JavaScript global name')),
          origins: z._default(z.array(z.url({ protocol: /^https?$/ })), []),
        }),
      ),
    }),
    { builtIn: true },
  ),
  /**
   * Ad and analytics pixels (contract PIXEL_PROVIDERS, or a script of the merchant's own): loaded
   * after the first render, and the merchant's pages allow exactly their origins.
   */
  pixels: z._default(z.array(pixelConfigSchema).check(z.maxLength(20)), []),
  resources: z._default(z.array(resourceSchema), []),
  imageCDNs: z._default(z.array(z.string()), []),
  /** The app download (WPSCORE_getDownloadSetting): bar, popup, upgrade and per-domain links. */
  download: z._default(downloadSchema, DOWNLOAD_DEFAULTS),
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
  /**
   * The request envelope: hpke (default), aes-gcm (the RSA scheme hpke replaced; after a move to
   * hpke its current key still opens requests until its rotation), or des-ecb (legacy clients).
   */
  envelope: z._default(z.enum(ENVELOPE_SCHEMES), 'hpke'),
  /**
   * Sign-in with other accounts (each also behind its flag): where each provider's identities are
   * verified. `local` is the offline fake identity provider (demo merchants only: a real merchant
   * on it refuses to start in production). autoRegister: an identity with no account registers
   * without the choice dialog (with FIREBASECREATEACC3 on and SSOMANUALREG3 off).
   */
  signIn: z._default(
    z.object({
      autoRegister: z._default(z.boolean(), false),
      firebase: z.optional(
        z.discriminatedUnion('provider', [
          z.object({ provider: z.literal('local') }),
          z.object({
            provider: z.literal('firebase'),
            projectId: z.string().check(z.regex(/^[a-z0-9-]{4,40}$/, 'a Firebase project id')),
            /** The web API key and auth domain the browser SDK is set up with (public values). */
            apiKey: z._default(
              z.string().check(z.regex(/^[\w-]{0,100}$/, 'a Firebase web API key')),
              '',
            ),
            authDomain: z._default(
              z
                .string()
                .check(
                  z.regex(/^$|^[a-z0-9.-]{1,253}$/, 'a host name such as app.firebaseapp.com'),
                ),
              '',
            ),
            /** Google's OAuth web client id, for one-tap on pages where GOOGLELOGIN3 is on. */
            googleWebClientId: z._default(
              z
                .string()
                .check(
                  z.regex(
                    /^$|^[\w-]{1,100}\.apps\.googleusercontent\.com$/,
                    'a Google web client id',
                  ),
                ),
              '',
            ),
            /** The published signing keys of Firebase ID tokens (a JWKS). */
            jwksUrl: z._default(
              z.url({ protocol: /^https?$/ }),
              'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
            ),
          }),
        ]),
      ),
      line: z.optional(
        z.discriminatedUnion('provider', [
          z.object({ provider: z.literal('local') }),
          z.object({
            provider: z.literal('line'),
            channelId: z.string().check(z.regex(/^\d{6,20}$/, 'a Line channel id')),
            secretEnv: envVarName,
            tokenUrl: z._default(
              z.url({ protocol: /^https?$/ }),
              'https://api.line.me/oauth2/v2.1/token',
            ),
          }),
        ]),
      ),
      telegram: z.optional(
        z.discriminatedUnion('provider', [
          z.object({ provider: z.literal('local') }),
          z.object({
            provider: z.literal('telegram'),
            botId: z.string().check(z.regex(/^\d{3,20}$/, 'a Telegram bot id')),
            authDomain: z.string().check(z.minLength(1), z.maxLength(255)),
            botTokenEnv: envVarName,
          }),
        ]),
      ),
      maya: z.optional(
        z.discriminatedUnion('provider', [
          z.object({ provider: z.literal('local') }),
          z.object({
            provider: z.literal('maya'),
            url: z.url({ protocol: /^https?$/ }),
            secretEnv: envVarName,
          }),
        ]),
      ),
    }),
    { autoRegister: false },
  ),
  /**
   * Real payment providers (beside the built-in demo one on a demo merchant), each reached through the generic
   * signed-HTTP adapter (README: Deposits and payment providers): the method code members choose,
   * its name, the provider name its notifications sign as, its API base URL and the environment
   * variable holding the shared secret.
   */
  payments: z._default(
    z.object({
      providers: z._default(
        z
          .array(
            z.object({
              method: z.string().check(
                z.regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'upper-case letters, digits and _'),
                z.refine((code) => code !== 'DEMO', 'DEMO is the built-in demo provider'),
              ),
              name: z.string().check(z.minLength(1), z.maxLength(64)),
              provider: z.string().check(
                z.regex(/^[a-z][a-z0-9-]{1,31}$/, 'lower-case letters, digits and -'),
                z.refine((name) => name !== 'demo', 'demo is the built-in demo provider'),
              ),
              url: z.url({ protocol: /^https?$/ }),
              secretEnv: z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/, 'must be an env var name')),
            }),
          )
          .check(
            z.refine(
              (providers) =>
                new Set(providers.map((p) => p.method)).size === providers.length &&
                new Set(providers.map((p) => p.provider)).size === providers.length,
              'each method and provider name once',
            ),
          ),
        [],
      ),
    }),
    { providers: [] },
  ),
  /**
   * Withdrawal and deposit limits per member: the least a withdrawal may be (minor units; by
   * default 100 major units of the currency), and how many withdrawals awaiting a decision and
   * unpaid deposits of the last 30 minutes a member may have at once.
   */
  wallet: z._default(
    z.object({
      minWithdrawal: z.optional(
        z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ENTRY_AMOUNT)),
      ),
      maxPendingWithdrawals: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 3),
      maxPendingDeposits: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 5),
      /**
       * Above this amount (minor units) a withdrawal needs two different operators' approvals; by
       * default 50,000 major units of the currency (contract defaultWithdrawalApprovalAbove).
       */
      withdrawalApprovalAbove: z.optional(
        z.number().check(z.int(), z.minimum(0), z.maximum(MAX_ENTRY_AMOUNT)),
      ),
    }),
    { maxPendingWithdrawals: 3, maxPendingDeposits: 5 },
  ),
  /**
   * Player protection: the minimum age of registration, the current terms and privacy versions
   * (publishing a new one asks every member to accept it before playing or depositing) and where
   * they are read, and the reality check's default and least interval in minutes.
   */
  protection: z._default(
    z.object({
      minimumAge: z._default(
        z.number().check(z.int(), z.minimum(16), z.maximum(25)),
        DEFAULT_MINIMUM_AGE,
      ),
      termsVersion: z._default(z.string().check(z.minLength(1), z.maxLength(32)), '1'),
      privacyVersion: z._default(z.string().check(z.minLength(1), z.maxLength(32)), '1'),
      termsUrl: z.optional(z.url({ protocol: /^https?$/ })),
      privacyUrl: z.optional(z.url({ protocol: /^https?$/ })),
      realityCheck: z._default(
        z
          .object({
            defaultMinutes: z
              .number()
              .check(
                z.int(),
                z.minimum(PROTECTION_RULES.realityCheckMinutes.min),
                z.maximum(PROTECTION_RULES.realityCheckMinutes.max),
              ),
            minimumMinutes: z
              .number()
              .check(
                z.int(),
                z.minimum(PROTECTION_RULES.realityCheckMinutes.min),
                z.maximum(PROTECTION_RULES.realityCheckMinutes.max),
              ),
          })
          .check(
            z.refine(
              (value) => value.minimumMinutes <= value.defaultMinutes,
              'the default is at least the minimum',
            ),
          ),
        { defaultMinutes: 60, minimumMinutes: 15 },
      ),
    }),
    {
      minimumAge: DEFAULT_MINIMUM_AGE,
      termsVersion: '1',
      privacyVersion: '1',
      realityCheck: { defaultMinutes: 60, minimumMinutes: 15 },
    },
  ),
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
       * demo vendor on a demo merchant, and unavailable on a real one.
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
   * Postbacks of conversions (docs/postbacks.md): AppsFlyer's S2S events API, Adjust's S2S event
   * API and a generic URL for the merchant's affiliate network, each sent only for members whose
   * app passed its ids (or an affiliate click id); and the external platform allowed to report
   * money events, signing as `name` with the secret in `secretEnv`. A demo merchant with none of
   * the three logs its postbacks locally instead.
   */
  postbacks: z._default(
    z.object({
      platform: z.optional(
        z.object({
          name: z
            .string()
            .check(z.regex(/^[a-z][a-z0-9-]{1,31}$/, 'lower-case letters, digits and -')),
          secretEnv: envVarName,
        }),
      ),
      appsflyer: z.optional(
        z.object({
          /** The app id (iOS: with its `id` prefix) when the app does not pass afAppId. */
          appId: z.optional(
            z
              .string()
              .check(
                z.maxLength(128),
                z.regex(AF_APP_ID_FORMAT, 'an App Store id (id and digits) or an Android package'),
              ),
          ),
          devKeyEnv: envVarName,
          url: z._default(z.url({ protocol: /^https?$/ }), 'https://api3.appsflyer.com/inappevent'),
          /** AppsFlyer's name of an event (af_purchase…) by Lobby's; unnamed events keep Lobby's name. */
          eventNames: z._default(
            z.partialRecord(
              z.enum(TRACKED_EVENTS),
              z.string().check(z.minLength(1), z.maxLength(64)),
            ),
            {},
          ),
        }),
      ),
      adjust: z.optional(
        z.object({
          /** The app token when the app does not pass adAppToken. */
          appToken: z.optional(
            z.string().check(z.regex(/^[a-z0-9]{6,32}$/, 'an Adjust app token')),
          ),
          /** Adjust's event token of each event sent; events without one are not sent to Adjust. */
          eventTokens: z.partialRecord(
            z.enum(TRACKED_EVENTS),
            z.string().check(z.regex(/^[a-z0-9]{6,32}$/, 'an Adjust event token')),
          ),
          /** The S2S security token, sent as Authorization: Bearer, when the app requires one. */
          authTokenEnv: z.optional(envVarName),
          environment: z._default(z.enum(['production', 'sandbox']), 'production'),
          url: z._default(z.url({ protocol: /^https?$/ }), 'https://s2s.adjust.com/event'),
        }),
      ),
      generic: z.optional(
        z.object({
          /**
           * The network's postback URL; {clickId}, {eventName}, {eventId}, {customerId}, {amount}
           * (minor units), {revenue} (major units) and {currency} are replaced, URL-encoded.
           */
          urlTemplate: z.url({ protocol: /^https?$/ }),
          events: z.array(z.enum(TRACKED_EVENTS)).check(z.minLength(1)),
        }),
      ),
    }),
    {},
  ),
  /**
   * How codes reach players. SMS: the local adapter (server log, and the development inbox on a
   * demo merchant) or a generic HTTP provider: its URL and the environment variable holding its
   * API key. Email: the local adapter or an SMTP server, its credentials in environment variables
   * too.
   */
  messaging: z._default(
    z.object({
      /**
       * The origin of links in emails (password resets), e.g. `http://localhost:8080`; by default
       * `https://` and the first host. Never the request's Host.
       */
      linkOrigin: z.optional(
        z
          .url({ protocol: /^https?$/ })
          .check(
            z.refine((url) => new URL(url).href === `${new URL(url).origin}/`, 'must be an origin'),
          ),
      ),
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
  /**
   * The operator console: the languages its staff read besides EN (`opsLanguagesOf`), and the
   * amount above which a balance adjustment waits for a second operator.
   */
  ops: z._default(
    z.object({
      languages: z._default(z.array(z.enum(OPS_LANGUAGES)), [...OPS_LANGUAGES]),
      /**
       * Above this amount (minor units; by default 1,000 major units of the currency) a balance
       * adjustment waits for a second operator's approval.
       */
      adjustmentApprovalAbove: z.optional(
        z.number().check(z.int(), z.minimum(0), z.maximum(MAX_ENTRY_AMOUNT)),
      ),
    }),
    { languages: [...OPS_LANGUAGES] },
  ),
});

export type MerchantConfig = z.output<typeof merchantConfigSchema>;
