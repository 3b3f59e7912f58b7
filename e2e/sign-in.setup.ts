import fs from 'node:fs';
import { request, test as setup, expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@lobby/contract';
import { DEMO, DEMO_AGENT, logInThroughUi, storedSession } from './support/accounts';
import { splashGone } from './support/app';
import { BASE_URL } from './support/environment';
import { DECLINED_INSTALL_STATE } from './support/install-prompt';
import { DEMO_OPERATORS, signInOperatorApi } from './support/operators';
import {
  memberSessionFile,
  memberStateFile,
  operatorStateFile,
  SIGNED_IN_OPERATORS,
  STATE_DIR,
  type MemberRole,
} from './support/signed-in';

// The setup project: each role signs in once for the whole run (support/signed-in.ts), so only
// the specs about signing in meet the sign-in screens.

// Once for the run, and every spec waits for it: on a machine at load a sign-in (argon2id, the
// first envelope key) may take far longer than a test's usual share.
setup.describe.configure({ timeout: 120_000 });

setup.beforeAll(() => {
  fs.mkdirSync(STATE_DIR, { recursive: true });
});

/** The device id entries: the setup's device is its own, never one a spec signs in from. */
const DEVICE_ID = { storage: 'lobby:deviceId', cookie: 'lobby_device_id' };

async function saveMember(page: Page, role: MemberRole, username: string, password: string) {
  await logInThroughUi(page, '/m/login', username, password);
  await expect(page).toHaveURL('/m/home', { timeout: 30_000 });
  await splashGone(page);
  await expect
    .poll(async () => JSON.parse((await storedSession(page)) ?? '{}') as { userName?: string }, {
      timeout: 30_000,
    })
    .toMatchObject({ userName: username });
  const state = await page.context().storageState();
  const kept = state.origins.find((origin) => origin.origin === BASE_URL)?.localStorage ?? [];
  const own = kept.filter((entry) => entry.name !== DEVICE_ID.storage);
  // Every origin keeps the declined prompts; the demo merchant's adds what the sign-in stored.
  const origins = DECLINED_INSTALL_STATE.origins.map((origin) =>
    origin.origin === BASE_URL
      ? {
          origin: origin.origin,
          localStorage: [
            ...origin.localStorage.filter((entry) => !own.some((o) => o.name === entry.name)),
            ...own,
          ],
        }
      : origin,
  );
  const cookies = state.cookies.filter((cookie) => cookie.name !== DEVICE_ID.cookie);
  fs.writeFileSync(memberStateFile(role), JSON.stringify({ cookies, origins }, null, 2));
  fs.writeFileSync(
    memberSessionFile(role),
    JSON.stringify({
      origin: BASE_URL,
      key: STORAGE_KEYS.sessionInfo,
      value: (await storedSession(page))!,
    }),
  );
}

setup('the demo player signs in', async ({ page }) => {
  await saveMember(page, 'member', DEMO.username, DEMO.password);
});

setup('the demo agent signs in', async ({ page }) => {
  await saveMember(page, 'agent', DEMO_AGENT.username, DEMO_AGENT.password);
});

setup('each demo operator signs in, on every merchant a spec opens the console of', async () => {
  for (const [merchant, roles] of Object.entries(SIGNED_IN_OPERATORS)) {
    for (const role of roles) {
      const ops = await request.newContext({
        baseURL: BASE_URL,
        extraHTTPHeaders: { merchant },
      });
      await signInOperatorApi(ops, DEMO_OPERATORS[role]);
      await ops.storageState({ path: operatorStateFile(role, merchant) });
      await ops.dispose();
    }
  }
});
