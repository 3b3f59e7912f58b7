import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import {
  BASE_URL,
  DATA_DIR,
  GAME_LAUNCH_SECRET,
  MERCHANTS_DIR,
  PAY2_SECRET,
  PORT,
  prepareEnvironment,
  PUSH_SERVICE_URL,
} from './support/environment';
import { DECLINED_INSTALL_STATE } from './support/install-prompt';

const here = path.dirname(fileURLToPath(import.meta.url));

// Playwright starts webServer before globalSetup, so the merchants and database folders are
// prepared here, while the config loads. Worker processes load this file again once the server is
// up; only the runner process (no TEST_WORKER_INDEX) may touch the folders.
if (process.env.TEST_WORKER_INDEX === undefined) prepareEnvironment();

/** Phone projects run on Debian's Chromium; no Playwright browser download is ever needed. */
const chromium = { browserName: 'chromium', defaultBrowserType: 'chromium' } as const;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_PORT
    ? `../test-results/e2e-${process.env.E2E_PORT}`
    : '../test-results/e2e',
  // The JSON report is what `npm run test:slow` reads (the slowest specs and tests of the run).
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A 2-core CI machine at load runs the same steps two to three times slower than a quiet one:
  // the budgets below fit that, so a test at load passes first time instead of on a retry. A
  // passing test takes no longer for them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  use: {
    baseURL: BASE_URL,
    // A service worker answers from its caches where page.route cannot see: specs that hold
    // back or replace files would be bypassed by it. pwa.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    storageState: DECLINED_INSTALL_STATE,
    // Phones that ask for less motion: the home page's marquee, gift and banner autoplay would
    // otherwise keep Chromium's software compositor drawing frames for the whole test. The specs
    // about motion (games.spec.ts, promotions.spec.ts) set 'no-preference' themselves.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace (a screencast and DOM snapshots of every step) costs Chromium about a
    // third more work on every test, passing or not: a failure keeps its screenshot and error
    // context, and its retry on CI records the trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Each role signs in once for the run (sign-in.setup.ts, support/signed-in.ts); the phone
    // projects start from those states where a spec is not about signing in.
    {
      name: 'sign-in',
      testMatch: 'sign-in.setup.ts',
      use: { ...devices['Pixel 7'], ...chromium },
    },
    {
      name: 'pixel',
      use: { ...devices['Pixel 7'], ...chromium },
      dependencies: ['sign-in'],
    },
    // The second phone size re-runs what depends on size (the shell, text, wide screens); flows
    // that behave the same at any size run once (the lobby checks 320 px itself), keeping the
    // suite within its time budget.
    {
      name: 'iphone',
      use: { ...devices['iPhone 14'], ...chromium },
      dependencies: ['sign-in'],
      testMatch: [
        'shell.spec.ts',
        'wide.spec.ts',
        'i18n.spec.ts',
        'merchants.spec.ts',
        'maintenance.spec.ts',
        'access-denied.spec.ts',
      ],
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it, rebuilt first (about a second) so a spec run
    // on its own never meets a stale bundle.
    command: 'npm run -s build:server && node --enable-source-maps server/dist/main.js',
    cwd: path.resolve(here, '..'),
    env: {
      PORT: String(PORT),
      DATA_DIR,
      MERCHANTS_DIR,
      LOG_LEVEL: 'warn',
      // Captcha specs answer with CAPTCHA_TEST_ANSWER; the server refuses this in production.
      CAPTCHA_TEST_MODE: 'true',
      // The e2e server's test-only controls under /e2e/ (support/e2e-controls.ts): specs cross
      // time windows such as the minute between codes there instead of waiting them out. The
      // server refuses this in production.
      E2E_CONTROLS: 'true',
      // Flows that register act as new phones on networks of their own (support/accounts.ts
      // asNewPhone), named in X-Forwarded-For, which only a loopback peer may set.
      TRUST_PROXY: 'loopback',
      [PAY2_SECRET.variable]: PAY2_SECRET.value,
      // push.spec.ts's fake push service stands in for the browsers' push services.
      PUSH_SERVICE_URL,
      // bonuses.spec.ts plays demo slot rounds through the demo vendor's signed wallet calls.
      [GAME_LAUNCH_SECRET.variable]: GAME_LAUNCH_SECRET.value,
    },
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    // The build and first start (migrations, seeds, keys) take minutes on a machine at load.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
