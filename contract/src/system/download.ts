/** The app-download rules of SPEC sections 2, 4, 5 and 9 that both sides need. */

import { LIMITS } from '../core/constants.js';

/** A status resource (SPEC section 3): its type and address. */
export interface DownloadResource {
  resourceType: string;
  url: string;
}

/** SPEC section 5: only these endings make a link an app download. */
const DOWNLOAD_ENDINGS = ['mobileconfig', 'apk', 'ipa'] as const;
export type DownloadKind = (typeof DOWNLOAD_ENDINGS)[number];

/** What a link downloads (mobileconfig, apk or ipa), judged on its path alone; undefined when none. */
export function downloadKind(url: string | null | undefined): DownloadKind | undefined {
  if (!url) return undefined;
  const path = url.split(/[?#]/, 1)[0]!.toLowerCase();
  return DOWNLOAD_ENDINGS.find((ending) => path.endsWith(`.${ending}`));
}

/** True when a link counts as an app download (SPEC section 5). */
export function isDownloadLink(url: string | null | undefined): boolean {
  return downloadKind(url) !== undefined;
}

/** The download links of a merchant, each null when it has none that counts. */
export interface DownloadLinks {
  /** The iOS app itself (an .ipa, or a .mobileconfig when that is all the IOS resource is). */
  ios: string | null;
  /** The lite iOS path: a configuration profile (.mobileconfig) that installs a web clip. */
  iosLite: string | null;
  android: string | null;
}

/** The first resource of a type (a popup key such as MOBILECONFIG or Android) that is a download. */
export function resourceDownload(
  resources: readonly DownloadResource[],
  type: string,
): string | null {
  return (
    resources.find((resource) => resource.resourceType === type && isDownloadLink(resource.url))
      ?.url ?? null
  );
}

/**
 * The download links of the status resources (IOS, MOBILECONFIG, Android): the first of each type
 * that is an app download; the lite iOS path takes only a .mobileconfig (SPEC section 5).
 */
export function downloadLinks(resources: readonly DownloadResource[]): DownloadLinks {
  const first = (type: string, accept: (url: string) => boolean) =>
    resources.find((resource) => resource.resourceType === type && accept(resource.url))?.url ??
    null;
  return {
    ios: first('IOS', isDownloadLink),
    iosLite: first('MOBILECONFIG', (url) => downloadKind(url) === 'mobileconfig'),
    android: first('Android', isDownloadLink),
  };
}

/** The app icon among the status resources (AppDownloadIcon), else the fallback. */
export function downloadIcon(resources: readonly DownloadResource[], fallback: string): string {
  return resources.find((resource) => resource.resourceType === 'AppDownloadIcon')?.url || fallback;
}

export type DevicePlatform = 'ios' | 'android' | 'other';

/** The phone's platform from its user agent (iPadOS that calls itself a Mac counts by touch). */
export function platformOf(userAgent: string, maxTouchPoints = 0): DevicePlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** The iOS major version of a user agent ("OS 17_2 like Mac OS X"), or undefined. */
export function iosMajorVersion(userAgent: string): number | undefined {
  const match = /OS (\d+)[_.]\d+/.exec(userAgent);
  return match ? Number(match[1]) : undefined;
}

/**
 * The link the download bar and page offer this platform: on iOS the app, else the lite path;
 * on Android the Android link; nothing elsewhere.
 */
export function platformDownload(
  links: DownloadLinks,
  platform: DevicePlatform,
): { url: string; kind: DownloadKind } | undefined {
  const url =
    platform === 'ios'
      ? (links.ios ?? links.iosLite)
      : platform === 'android'
        ? links.android
        : null;
  const kind = downloadKind(url);
  return url && kind ? { url, kind } : undefined;
}

/**
 * The tip shown once a configuration profile is downloaded (SPEC section 8): iOS 17 and later
 * install it from Settings' VPN & Device Management (ios17_download_tips), earlier ones from the
 * Profile Downloaded entry in Settings (app_goto_setting). Nothing for an app file.
 */
export function downloadTip(
  kind: DownloadKind,
  iosMajor: number | undefined,
): 'ios17_download_tips' | 'app_goto_setting' | undefined {
  if (kind !== 'mobileconfig') return undefined;
  return iosMajor !== undefined && iosMajor >= 17 ? 'ios17_download_tips' : 'app_goto_setting';
}

/** What decides whether the top download bar shows (SPEC section 4). */
export interface DownloadBarFacts {
  /** The merchant shows the bar at all. */
  enabled: boolean;
  /** The session flag hideDownloadBar is set (the player closed it). */
  hiddenForSession: boolean;
  inApp: boolean;
  installedAsPwa: boolean;
  /** A download link exists for this platform. */
  hasLink: boolean;
  requireLogin: boolean;
  loggedIn: boolean;
  /** The VIP gate: the least rank level that sees the bar; null when there is no gate. */
  vipRankLevel: number | null;
  /** The member's VIP rank level; null without a VIP label (or not known yet). */
  memberRankLevel: number | null;
}

/**
 * True when the top download bar shows: not closed this session, not inside the app or the
 * installed PWA, a link for the platform, signed in when required, and past the VIP gate.
 */
export function showsDownloadBar(facts: DownloadBarFacts): boolean {
  if (!facts.enabled || facts.hiddenForSession || facts.inApp || facts.installedAsPwa) return false;
  if (!facts.hasLink) return false;
  if ((facts.requireLogin || facts.vipRankLevel !== null) && !facts.loggedIn) return false;
  if (facts.vipRankLevel !== null) {
    return facts.memberRankLevel !== null && facts.memberRankLevel >= facts.vipRankLevel;
  }
  return true;
}

/** Compares dotted versions part by part as numbers: negative, 0 or positive. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split('.').map((part) => parseInt(part, 10) || 0);
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;

/**
 * The version of the merchant's app the page runs in: the `appVersion` query, else the number
 * after the app's user-agent marker ("LuckyDemoApp/2.4.39"); undefined outside the app.
 */
export function appVersionOf(input: {
  search: string;
  userAgent: string;
  appUserAgentMarker: string;
}): string | undefined {
  const fromQuery = new URLSearchParams(input.search).get('appVersion')?.trim();
  if (fromQuery && VERSION.test(fromQuery)) return fromQuery;
  const marker = input.appUserAgentMarker.trim();
  if (!marker) return undefined;
  const at = input.userAgent.indexOf(marker);
  if (at < 0) return undefined;
  const match = /^[/ ]?v?(\d{1,4}(?:\.\d{1,4}){0,3})/.exec(
    input.userAgent.slice(at + marker.length),
  );
  return match?.[1];
}

/** What the app-upgrade modal does for an app version (SPEC sections 2 and 5). */
export interface AppUpgrade {
  /** The modal shows: the app is older than the merchant's latest. */
  show: boolean;
  /** A close control shows: never while mandatory updates are on. */
  closable: boolean;
  /** Update Now downloads the file directly (app 2.4.39 or later), else it opens the download page. */
  directDownload: boolean;
}

/** Decides the app-upgrade modal for a player inside the merchant's app. */
export function appUpgrade(input: {
  appVersion: string | undefined;
  latestVersion: string | null;
  mandatory: boolean;
}): AppUpgrade {
  const { appVersion, latestVersion } = input;
  const show =
    appVersion !== undefined && !!latestVersion && compareVersions(appVersion, latestVersion) < 0;
  return {
    show,
    closable: !input.mandatory,
    directDownload:
      appVersion !== undefined && compareVersions(appVersion, LIMITS.minimumAppVersion) >= 0,
  };
}
