import type { Page } from '@playwright/test';
import { INSTALL_PROMPT, INSTALL_STORAGE_KEYS } from '@lobby/contract';
import {
  AUTO_LOGIN_ORIGIN,
  BASE_URL,
  CAPTCHA_ORIGIN,
  DENIED_ORIGIN,
  MAINT_ORIGIN,
  MOBILE_ORIGIN,
  PAY2_ORIGIN,
  PORT,
  SMS_CAPTCHA_ORIGIN,
} from './environment';

/** Where the web app keeps when it last showed the push permission modal (PushHost.tsx). */
const PUSH_PROMPT_STORAGE_KEY = 'lobby:pushPromptAt';

const ORIGINS = [
  BASE_URL,
  `http://127.0.0.1:${PORT}`,
  `http://neon.localhost:${PORT}`,
  AUTO_LOGIN_ORIGIN,
  CAPTCHA_ORIGIN,
  DENIED_ORIGIN,
  MAINT_ORIGIN,
  MOBILE_ORIGIN,
  PAY2_ORIGIN,
  SMS_CAPTCHA_ORIGIN,
];

/**
 * The e2e phones' storage: a player who has already declined the install prompt as often as it
 * is offered, on every origin the specs open. Headless Chromium never fires the install event,
 * so on /m/home the prompt would slide up a few seconds in (SPEC section 4 shows it anyway) and
 * cover the bottom navigation of specs about something else. pwa.spec.ts starts from nothing.
 */
const installDeclined = {
  name: INSTALL_STORAGE_KEYS.closeCount,
  value: String(INSTALL_PROMPT.maxCloses),
};

/** Storage holding the given entries on every origin the specs open. */
const onEveryOrigin = (localStorage: { name: string; value: string }[]) => ({
  cookies: [],
  origins: ORIGINS.map((origin) => ({ origin, localStorage })),
});

export const DECLINED_INSTALL_STATE = onEveryOrigin([
  installDeclined,
  // The push permission modal was shown today, so it waits a day (push.spec.ts starts without).
  { name: PUSH_PROMPT_STORAGE_KEY, value: String(Date.now()) },
]);

/** The install prompt declined, the push permission modal never shown (push.spec.ts). */
export const INSTALL_DECLINED_ONLY_STATE = onEveryOrigin([installDeclined]);

/**
 * The browser's install event, as Chromium fires it on an installable page, on every page the
 * test opens from now on (as soon as the app's own script runs); prompt() and the choice are
 * recorded.
 */
export function offerInstallEvent(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  return page.addInitScript((choice) => {
    addEventListener('DOMContentLoaded', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      const calls = window as unknown as { promptCalls: number };
      calls.promptCalls = 0;
      Object.assign(event, {
        prompt: async () => {
          calls.promptCalls += 1;
        },
        userChoice: Promise.resolve({ outcome: choice }),
      });
      window.dispatchEvent(event);
    });
  }, outcome);
}
