import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { INSTALL_PROMPT, INSTALL_STORAGE_KEYS } from '@lobby/contract';

/**
 * A phone's normal browser window. Playwright's contexts are private ones (Chromium's
 * off-the-record profiles), where social sign-in is refused (not_support_incognito), so specs
 * that sign in with another account use a persistent profile of their own, on disk, shaped like
 * the test's phone, with a device id of its own and the install and push prompts already seen.
 */
export async function normalWindow(
  testInfo: TestInfo,
  overrides: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, launchOptions } =
    testInfo.project.use;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'block',
    viewport: overrides.viewport ?? viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  await context.addInitScript(
    ([deviceId, closes, closeKey]) => {
      if (!localStorage.getItem('lobby:deviceId'))
        localStorage.setItem('lobby:deviceId', deviceId!);
      localStorage.setItem(closeKey!, closes!);
      localStorage.setItem('lobby:pushPromptAt', String(Date.now()));
    },
    [randomUUID(), String(INSTALL_PROMPT.maxCloses), INSTALL_STORAGE_KEYS.closeCount],
  );
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
