/** Business constants and limits of SPEC section 9, in milliseconds where they are times. */

import { PAGE_PATHS } from './routes.js';
export const LIMITS = {
  deviceIdDays: 365,
  deviceIdLength: 36,
  installPromptDelayMs: 1000,
  installPromptAnimationMs: 250,
  installPromptRetries: 20,
  installPromptRetryMs: 150,
  marqueePxPerSecond: 60,
  gameLaunchTimeoutMs: 10_000,
  submitLockReleaseMs: 500,
  chatHookRetryMs: [1000, 3000],
  customScriptDelayMs: 500,
  statusTimingReportMs: 5000,
  requestTimeoutMs: 30_000,
  captchaTimeoutMs: 5000,
  captchaSetupRetries: 1,
  pushPromptPerMs: 24 * 60 * 60 * 1000,
  pushRegistrationDelayMs: 10_000,
  pushTokenRefreshMs: 604_800_000,
  affiliateCookieDays: 90,
  conversionCookieDays: 1,
  perfMetricsFirstMs: 5000,
  perfMetricsLastMs: 15_000,
  perfMetricMissed: -1,
  perfMetricUnsupported: -2,
  assetHashFirstCheckMs: 1500,
  assetHashIntervalMs: 3_600_000,
  settingRefreshDebounceMs: 300,
  loadingIndicatorMs: [5000, 10_000],
  eventCacheClearMs: 600_000,
  splashMinimumMs: 800,
  splashExtraMs: 100,
  languageDetectRetryMs: [150, 500],
  manifestWaitMs: 10_000,
  appleIconWaitMs: 5000,
  pingAbortMs: 15_000,
  offlineToastMs: 1500,
  spinnerHideEveryMs: 1000,
  spinnerHideTimes: 3,
  downloadPopupWaitMs: 20_000,
  wideScreenPx: 768,
  defaultProfileIconCount: 9,
  minimumAppVersion: '2.4.39',
} as const;

/** Defaults named by the spec. */
export const DEFAULTS = {
  geetestVersion: 'v3',
  profileIconCount: 9,
  affiliateCode: 'www',
  previewAffiliateCode: 'preview',
  downloadPopupBanners: ['m_popup1', 'm_popup2'],
  downloadPopupIosLiteKey: 'MOBILECONFIG',
  downloadPopupAndroidKey: 'Android',
  pushTopic: 'ALL',
} as const;

/** The feature flags of SPEC section 6. */
export const FEATURE_FLAGS = [
  'GOOGLELOGIN3',
  'FACEBOOKLOGIN3',
  'TWITTERLOGIN3',
  'LINELOGIN3',
  'TELEGRAMLOGIN3',
  'FIREBASECREATEACC3',
  'SSOMANUALREG3',
  'MOBILEAUTOLOGIN3',
  'PWDEXPFORCECHANGE3',
  'UPDATEMOBILEICC3',
  'GEETEST3',
  'REWCEN3',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** SPEC section 6: the country code picker shows only with firebase SMS or UPDATEMOBILEICC3 on. */
export function showsCountryCodePicker(
  firebaseSms: boolean | undefined,
  flags: Partial<Record<FeatureFlag, boolean>> | undefined,
): boolean {
  return firebaseSms === true || flags?.UPDATEMOBILEICC3 === true;
}

/** The PWA manifest settings of SPEC section 9. */
export const PWA = {
  display: 'standalone',
  orientation: 'portrait',
  scope: '/m/',
  startUrl: PAGE_PATHS.home,
  themeColor: '#ffffff',
} as const;

/**
 * sessionStorage: '1' under the key of the one prompt covering the page that this visit has shown
 * (web `lib/visit-prompt.ts`): at most one of them per visit. The download bar and the referral
 * banner are strips in the page, not prompts over it: they show by their own rules.
 */
export const VISIT_PROMPT_KEYS = {
  installPrompt: 'lobby.visitPrompt.installPrompt',
  downloadPopup: 'lobby.visitPrompt.downloadPopup',
  pushPrompt: 'lobby.visitPrompt.pushPrompt',
} as const;
export type VisitPrompt = keyof typeof VISIT_PROMPT_KEYS;

/** Session storage key holding the session info, and the flag that hides the download bar. */
export const STORAGE_KEYS = {
  sessionInfo: 'lobby.session',
  hideDownloadBar: 'hideDownloadBar',
  /** sessionStorage: '1' once a page was opened by the merchant's app (?inApp=1). */
  inApp: 'lobby:inApp',
  language: 'lobby.language',
  getCachePrefix: 'lobby.get:',
  /** localStorage: the remembered login (a remember token, never the password). */
  rememberedLogin: 'lobby.rememberedLogin',
  /** localStorage: '0' turns auto-login off on this device (SPEC section 4). */
  autoLogin: 'autoLogin',
  /** sessionStorage: the build whose stale page code already reloaded the app page once. */
  chunkReload: 'lobby.chunkReload',
  /** localStorage: '1' hides the balance amount in the header on this device. */
  hideBalance: 'lobby.hideBalance',
} as const;
