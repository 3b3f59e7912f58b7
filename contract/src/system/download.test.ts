import { describe, expect, it } from 'vitest';
import {
  appUpgrade,
  appVersionOf,
  compareVersions,
  downloadIcon,
  downloadKind,
  downloadLinks,
  downloadTip,
  iosMajorVersion,
  isDownloadLink,
  platformDownload,
  platformOf,
  resourceDownload,
  showsDownloadBar,
  type DownloadBarFacts,
} from './download.js';

const IPHONE_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Version/17.2 Mobile/15E148 Safari/604.1';
const IPHONE_16 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Version/16.6 Mobile/15E148 Safari/604.1';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('download links (SPEC section 5)', () => {
  it('counts only links ending in mobileconfig, apk or ipa, by path and case-insensitively', () => {
    expect(downloadKind('https://cdn.example/app.apk')).toBe('apk');
    expect(downloadKind('/m/brand/demo/lucky.MOBILECONFIG?v=2')).toBe('mobileconfig');
    expect(downloadKind('https://cdn.example/app.ipa#x')).toBe('ipa');
    for (const url of [
      'https://play.google.com/store/apps/details?id=x',
      'https://apps.apple.com/app/id1',
      'https://cdn.example/app.apk.html',
      'https://cdn.example/download?file=app.apk',
      '',
      null,
    ]) {
      expect(isDownloadLink(url), String(url)).toBe(false);
    }
  });

  it('takes each platform link from its resource type, the lite iOS path only as a mobileconfig', () => {
    const links = downloadLinks([
      { resourceType: 'IOS', url: 'https://apps.apple.com/app/id1' },
      { resourceType: 'IOS', url: 'https://cdn.example/app.ipa' },
      { resourceType: 'MOBILECONFIG', url: 'https://cdn.example/app.apk' },
      { resourceType: 'MOBILECONFIG', url: 'https://cdn.example/lite.mobileconfig' },
      { resourceType: 'Android', url: 'https://cdn.example/app.apk' },
    ]);
    expect(links).toEqual({
      ios: 'https://cdn.example/app.ipa',
      iosLite: 'https://cdn.example/lite.mobileconfig',
      android: 'https://cdn.example/app.apk',
    });
    expect(downloadLinks([{ resourceType: 'Android', url: 'https://play.google.com/x' }])).toEqual({
      ios: null,
      iosLite: null,
      android: null,
    });
  });

  it('finds a popup key among the resources only as a download', () => {
    const resources = [
      { resourceType: 'Android', url: 'https://play.google.com/x' },
      { resourceType: 'Android', url: '/m/app.apk' },
    ];
    expect(resourceDownload(resources, 'Android')).toBe('/m/app.apk');
    expect(resourceDownload(resources, 'MOBILECONFIG')).toBeNull();
  });

  it('uses the AppDownloadIcon resource as the icon, else the fallback', () => {
    expect(downloadIcon([{ resourceType: 'AppDownloadIcon', url: '/i.png' }], '/f.svg')).toBe(
      '/i.png',
    );
    expect(downloadIcon([], '/f.svg')).toBe('/f.svg');
  });

  it('offers iOS the app, else the lite path; Android its link; a desktop nothing', () => {
    const lite = { ios: null, iosLite: '/p.mobileconfig', android: '/a.apk' };
    expect(platformDownload(lite, 'ios')).toEqual({ url: '/p.mobileconfig', kind: 'mobileconfig' });
    expect(platformDownload({ ...lite, ios: '/a.ipa' }, 'ios')).toEqual({
      url: '/a.ipa',
      kind: 'ipa',
    });
    expect(platformDownload(lite, 'android')).toEqual({ url: '/a.apk', kind: 'apk' });
    expect(platformDownload(lite, 'other')).toBeUndefined();
    expect(platformDownload({ ...lite, android: null }, 'android')).toBeUndefined();
  });

  it('tells the platform and the iOS version from the user agent', () => {
    expect(platformOf(IPHONE_17)).toBe('ios');
    expect(platformOf(PIXEL)).toBe('android');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('other');
    expect(iosMajorVersion(IPHONE_17)).toBe(17);
    expect(iosMajorVersion(IPHONE_16)).toBe(16);
  });

  it('gives a profile the iOS 17 tip from 17 on and the settings tip before; an app file none', () => {
    expect(downloadTip('mobileconfig', iosMajorVersion(IPHONE_17))).toBe('ios17_download_tips');
    expect(downloadTip('mobileconfig', iosMajorVersion(IPHONE_16))).toBe('app_goto_setting');
    expect(downloadTip('apk', 17)).toBeUndefined();
    expect(downloadTip('ipa', 17)).toBeUndefined();
  });
});

describe('the download bar (SPEC section 4)', () => {
  const shown: DownloadBarFacts = {
    enabled: true,
    hiddenForSession: false,
    inApp: false,
    installedAsPwa: false,
    hasLink: true,
    requireLogin: false,
    loggedIn: false,
    vipRankLevel: null,
    memberRankLevel: null,
  };

  it('shows to a visitor on a phone with a link', () => {
    expect(showsDownloadBar(shown)).toBe(true);
  });

  it('hides when closed this session, in the app, as an installed PWA, without a link or turned off', () => {
    expect(showsDownloadBar({ ...shown, hiddenForSession: true })).toBe(false);
    expect(showsDownloadBar({ ...shown, inApp: true })).toBe(false);
    expect(showsDownloadBar({ ...shown, installedAsPwa: true })).toBe(false);
    expect(showsDownloadBar({ ...shown, hasLink: false })).toBe(false);
    expect(showsDownloadBar({ ...shown, enabled: false })).toBe(false);
  });

  it('can require sign-in', () => {
    expect(showsDownloadBar({ ...shown, requireLogin: true })).toBe(false);
    expect(showsDownloadBar({ ...shown, requireLogin: true, loggedIn: true })).toBe(true);
  });

  it('behind a VIP gate shows only to members of at least the required rank', () => {
    const gated = { ...shown, vipRankLevel: 3, loggedIn: true };
    expect(showsDownloadBar({ ...gated, memberRankLevel: null })).toBe(false);
    expect(showsDownloadBar({ ...gated, memberRankLevel: 2 })).toBe(false);
    expect(showsDownloadBar({ ...gated, memberRankLevel: 3 })).toBe(true);
    expect(showsDownloadBar({ ...gated, memberRankLevel: 4 })).toBe(true);
    expect(showsDownloadBar({ ...gated, loggedIn: false, memberRankLevel: 4 })).toBe(false);
  });
});

describe('the app upgrade (SPEC sections 2 and 5)', () => {
  const marker = 'LuckyDemoApp';

  it('compares versions part by part as numbers', () => {
    expect(compareVersions('2.4.39', '2.4.4')).toBeGreaterThan(0);
    expect(compareVersions('2.4', '2.4.0')).toBe(0);
    expect(compareVersions('2.10.0', '2.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.9', '2')).toBeLessThan(0);
  });

  it("reads the app's version from the appVersion query, else from its user-agent marker", () => {
    const userAgent = `${PIXEL} ${marker}/2.4.30`;
    expect(
      appVersionOf({ search: '?appVersion=2.5.0', userAgent, appUserAgentMarker: marker }),
    ).toBe('2.5.0');
    expect(appVersionOf({ search: '', userAgent, appUserAgentMarker: marker })).toBe('2.4.30');
    expect(
      appVersionOf({ search: '', userAgent: PIXEL, appUserAgentMarker: marker }),
    ).toBeUndefined();
    expect(
      appVersionOf({ search: '?appVersion=abc', userAgent: PIXEL, appUserAgentMarker: '' }),
    ).toBe(undefined);
  });

  it('asks an older app to update, with no close control while updates are mandatory', () => {
    expect(appUpgrade({ appVersion: '2.4.30', latestVersion: '2.5.0', mandatory: false })).toEqual({
      show: true,
      closable: true,
      directDownload: false,
    });
    expect(
      appUpgrade({ appVersion: '2.4.30', latestVersion: '2.5.0', mandatory: true }).closable,
    ).toBe(false);
    expect(appUpgrade({ appVersion: '2.5.0', latestVersion: '2.5.0', mandatory: true }).show).toBe(
      false,
    );
    expect(
      appUpgrade({ appVersion: undefined, latestVersion: '2.5.0', mandatory: true }).show,
    ).toBe(false);
    expect(appUpgrade({ appVersion: '1.0', latestVersion: null, mandatory: true }).show).toBe(
      false,
    );
  });

  it('downloads directly only from app version 2.4.39 on', () => {
    const upgrade = (appVersion: string) =>
      appUpgrade({ appVersion, latestVersion: '9.0', mandatory: false }).directDownload;
    expect(upgrade('2.4.38')).toBe(false);
    expect(upgrade('2.4.39')).toBe(true);
    expect(upgrade('2.10.0')).toBe(true);
  });
});
