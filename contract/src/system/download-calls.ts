import { z } from 'zod/mini';
import { defineCall, relayPath } from '../core/call.js';
import { optionalText } from '../core/text.js';

/** What WPSCORE_getDownloadSetting answers for a domain (SPEC sections 2, 4 and 7). */
export const downloadSettingSchema = z.object({
  /** The domain the setting is for (the request's host when none was named). */
  domain: z.string(),
  appName: z.string(),
  /** The AppDownloadIcon resource, else the merchant's app icon. */
  appIcon: z.string(),
  /** Links that count as downloads (SPEC section 5), each null when there is none. */
  links: z.object({
    ios: z.nullable(z.string()),
    iosLite: z.nullable(z.string()),
    android: z.nullable(z.string()),
  }),
  bar: z.object({
    enabled: z.boolean(),
    requireLogin: z.boolean(),
    /** The VIP gate: the least rank level that sees the bar; null without a gate. */
    vipRankLevel: z.nullable(z.number()),
  }),
  popup: z.object({
    enabled: z.boolean(),
    waitMs: z.number(),
    /** Banner groups the popup shows (m_popup1, m_popup2). */
    banners: z.array(z.string()),
    /** The resource types the popup offers on iOS (the lite path) and on Android. */
    iosLiteKey: z.string(),
    androidKey: z.string(),
    /** The popup's links by those keys, each null when it is not a download. */
    iosLite: z.nullable(z.string()),
    android: z.nullable(z.string()),
  }),
  upgrade: z.object({
    /** The merchant's current app version; null when it asks no app to upgrade. */
    latestVersion: z.nullable(z.string()),
    /** Mandatory updates: the upgrade modal has no close button. */
    mandatory: z.boolean(),
  }),
});
export type DownloadSetting = z.infer<typeof downloadSettingSchema>;

export const downloadSetting = defineCall({
  method: 'GET',
  path: relayPath('WPSCORE_getDownloadSetting'),
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({ domain: optionalText(255) }),
  value: downloadSettingSchema,
  errors: [],
  summary:
    "The merchant's app-download setting for a domain (its own links when the merchant gives that domain some): download links, app name and icon, the download bar's rules, the download popup and the app upgrade.",
});
