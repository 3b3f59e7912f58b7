import { useEffect, useState } from 'react';
import {
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_MARK,
  LIMITS,
  THEME_CSS_VARIABLES,
  faviconOf,
  type StatusInfo,
} from '@lobby/contract';
import { currentLanguage, playerLanguage, setLanguage, t } from '../../lib/i18n';
import { rememberInApp } from '../../lib/in-app';
import { currentMerchant } from '../../lib/merchant';

function applyBrand(status: StatusInfo): void {
  const root = document.documentElement.style;
  for (const [key, variable] of Object.entries(THEME_CSS_VARIABLES)) {
    root.setProperty(variable, status.theme[key as keyof StatusInfo['theme']]);
  }
  document.title = status.merchantName;
  const favicon = faviconOf(status.mobileTemplate);
  // SPEC section 5: an https favicon, else the merchant's own icon; never another merchant's.
  if (favicon) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = favicon;
  }
}

/**
 * Once status arrives: remember the merchant, apply its brand, load the player's language, and
 * hide the splash no sooner than the spec's minimum. Answers true when the shell may draw.
 */
export function useBoot(status: StatusInfo | undefined, failed: boolean): boolean {
  const [languageReady, setLanguageReady] = useState(false);

  useEffect(() => {
    if (!status) return;
    currentMerchant.set({
      code: status.merchantCode,
      name: status.merchantName,
      languages: status.languages,
      envelope: status.envelope,
      flags: status.whitelabelVal,
      firebaseSms: status.sms.firebase,
      gameLaunch: status.gameLaunch,
      vapidKey: status.phoneProvider.vapidKey,
    });
    rememberInApp(window.location.search);
    applyBrand(status);
    const detect = () => playerLanguage(status);
    void setLanguage(detect()).finally(() => setLanguageReady(true));
    // Some in-app browsers report their languages late: detect again shortly after load (SPEC 9).
    const timers = LIMITS.languageDetectRetryMs.map((delay) =>
      setTimeout(() => {
        const again = detect();
        if (again !== currentLanguage()) void setLanguage(again);
      }, delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [status]);

  useEffect(() => {
    if (failed) void setLanguage('EN').finally(() => setLanguageReady(true));
  }, [failed]);

  useEffect(() => {
    if (!languageReady) return;
    // The server's still picture of the first screen was hidden the moment the app drew; it goes.
    document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
    // The app's first screen is drawn: the timing beacon reports this mark as fs.
    performance.mark?.(FIRST_SCREEN_MARK);
    // The page's markup names the splash in English; it speaks the player's language from now on.
    document.getElementById('splash')?.setAttribute('aria-label', t('loading'));
    const minimum = LIMITS.splashMinimumMs + LIMITS.splashExtraMs;
    const wait = Math.max(0, minimum - performance.now());
    const timer = setTimeout(
      () => document.getElementById('splash')?.setAttribute('hidden', ''),
      wait,
    );
    return () => clearTimeout(timer);
  }, [languageReady]);

  return languageReady;
}
