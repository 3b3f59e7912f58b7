/**
 * The fixed places and addresses of the e2e run, shared by the config (which prepares them) and
 * the specs (which read them). Importing this module has no side effects.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A fixed port, so the webServer command, baseURL and the *.localhost merchants agree. E2E_PORT
 * moves a run elsewhere (with its own folders), so two runs on one machine stay apart.
 */
export const PORT = Number(process.env.E2E_PORT ?? 8391);
const RUN_SUFFIX = process.env.E2E_PORT ? `-${PORT}` : '';
export const BASE_URL = `http://localhost:${PORT}`;
/**
 * The fake push service of push.spec.ts: the server sends every push there because its
 * configuration says so (PUSH_SERVICE_URL), whatever endpoint the page registered.
 */
export const PUSH_SERVICE_PORT = PORT + 1000;
export const PUSH_SERVICE_URL = `http://127.0.0.1:${PUSH_SERVICE_PORT}`;

/** Chromium sends every *.localhost name to loopback, so these need no DNS. */
export const MAINT_ORIGIN = `http://maint.localhost:${PORT}`;
export const DENIED_ORIGIN = `http://denied.localhost:${PORT}`;
export const MOBILE_ORIGIN = `http://mobi.localhost:${PORT}`;
export const AUTO_LOGIN_ORIGIN = `http://auto.localhost:${PORT}`;
export const CAPTCHA_ORIGIN = `http://capt.localhost:${PORT}`;
export const SMS_CAPTCHA_ORIGIN = `http://smsc.localhost:${PORT}`;
/** A merchant with a second deposit method and PWDEXPFORCECHANGE3 on (deposit-methods.spec.ts). */
export const PAY2_ORIGIN = `http://pay2.localhost:${PORT}`;
/** The shared secret of pay2's second payment provider, given to the e2e server. */
export const PAY2_SECRET = { variable: 'E2E_PAY2_BANK_SECRET', value: 'e2e-pay2-bank-secret' };
/** A merchant with a third-party chat widget, and the (faked) origin its scripts come from. */
export const CHAT_WIDGET_ORIGIN = `http://chatw.localhost:${PORT}`;
export const WIDGET_SCRIPTS_ORIGIN = `http://widget-cdn.localhost:${PORT}`;
export const CHAT_WIDGET_HOOK = 'lobbyE2eChat';

/** Under test-results/ (git-ignored) but outside the outputDir Playwright empties. */
export const MERCHANTS_DIR = path.join(REPO_ROOT, 'test-results', `e2e-merchants${RUN_SUFFIX}`);
export const DATA_DIR = path.join(REPO_ROOT, 'test-results', `e2e-data${RUN_SUFFIX}`);

const SOURCE_MERCHANTS_DIR = path.join(REPO_ROOT, 'merchants');

type MerchantFile = Record<string, unknown> & { code: string };

function readJson(file: string): MerchantFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as MerchantFile;
}

function writeMerchant(merchant: MerchantFile): void {
  fs.writeFileSync(
    path.join(MERCHANTS_DIR, `${merchant.code}.json`),
    `${JSON.stringify(merchant, null, 2)}\n`,
  );
}

/** The maintenance end written for the `maint` merchant: three days ahead, on the hour, in UTC. */
function maintenanceEnd(now = new Date()): string {
  const end = new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000);
  end.setUTCMinutes(0, 0, 0);
  return end.toISOString().replace('.000Z', 'Z');
}

/**
 * Prepares a fresh database folder and a merchants folder: every merchants/*.json, plus `maint`
 * (in maintenance for a few days), `mobi` (registration by username or by mobile number, the
 * latter without a password), `denied` (allows only 203.0.113.0/24, so every loopback
 * visitor is kept out), `auto` (auto-login on, but registrations are not remembered), `chatw` (a
 * third-party chat widget from WIDGET_SCRIPTS_ORIGIN), `smsc` (registration by mobile with a texted
 * code behind the SMS captcha, Geetest v4 in its local stand-in), `capt` (the plain captcha on sign-in and
 * registration), `soci` (sign-in with Google, LINE and Telegram through the offline fake identity provider, new accounts allowed) and `pay2` (a bank transfer beside the demo provider, PWDEXPFORCECHANGE3 on). Synchronous: the config calls it while it
 * loads, before the webServer starts (Playwright starts webServer before globalSetup, so
 * globalSetup would be too late).
 */
export function prepareEnvironment(): void {
  fs.rmSync(MERCHANTS_DIR, { recursive: true, force: true });
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(MERCHANTS_DIR, { recursive: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });

  for (const name of fs.readdirSync(SOURCE_MERCHANTS_DIR)) {
    if (name.endsWith('.json')) {
      fs.copyFileSync(path.join(SOURCE_MERCHANTS_DIR, name), path.join(MERCHANTS_DIR, name));
    }
  }
  // The merchants' promotion files (merchants/promotions/<code>.json) come along.
  fs.cpSync(path.join(SOURCE_MERCHANTS_DIR, 'promotions'), path.join(MERCHANTS_DIR, 'promotions'), {
    recursive: true,
  });

  const demo = readJson(path.join(SOURCE_MERCHANTS_DIR, 'demo.json'));
  writeMerchant({
    ...demo,
    code: 'maint',
    name: 'Maint Test',
    hosts: ['maint.localhost'],
    maintenance: { enabled: true, end: maintenanceEnd() },
  });
  writeMerchant({
    ...demo,
    code: 'mobi',
    name: 'Mobile Test',
    hosts: ['mobi.localhost'],
    accounts: { methods: ['username', 'mobile'], mobilePassword: false },
  });
  writeMerchant({
    ...demo,
    code: 'denied',
    name: 'Denied Test',
    hosts: ['denied.localhost'],
    regionRestriction: { allowedIps: ['203.0.113.0/24'] },
  });
  writeMerchant({
    ...demo,
    code: 'auto',
    name: 'Auto-login Test',
    hosts: ['auto.localhost'],
    flags: { ...(demo.flags as object), MOBILEAUTOLOGIN3: true },
    accounts: { autoLoginAfterRegister: false },
  });
  writeMerchant({
    ...demo,
    code: 'chatw',
    name: 'Chat Widget Test',
    hosts: ['chatw.localhost'],
    chat: {
      builtIn: false,
      widget: {
        csType: 'LIVECHAT',
        scriptUrl: `${WIDGET_SCRIPTS_ORIGIN}/widget.js`,
        customScripts: [`${WIDGET_SCRIPTS_ORIGIN}/glue.js`],
        hook: CHAT_WIDGET_HOOK,
      },
    },
  });
  writeMerchant({
    ...demo,
    code: 'smsc',
    name: 'SMS Captcha Test',
    hosts: ['smsc.localhost'],
    accounts: { methods: ['mobile'], mobilePassword: true, mobileCode: true },
    flags: { ...(demo.flags as object), GEETEST3: true },
    gw: { ...(demo.gw as object), GEETEST_VERSION: 'v4' },
    captcha: { enabled: true, login: false, register: false, sms: true },
  });
  writeMerchant({
    ...demo,
    code: 'capt',
    name: 'Captcha Test',
    hosts: ['capt.localhost'],
    captcha: { enabled: true, login: true, register: true },
  });
  writeMerchant({
    ...demo,
    code: 'soci',
    name: 'Social Test',
    hosts: ['soci.localhost'],
    flags: {
      ...(demo.flags as object),
      GOOGLELOGIN3: true,
      LINELOGIN3: true,
      TELEGRAMLOGIN3: true,
      FIREBASECREATEACC3: true,
    },
    signIn: {
      firebase: { provider: 'local' },
      line: { provider: 'local' },
      telegram: { provider: 'local' },
    },
  });
  writeMerchant({
    ...demo,
    code: 'pay2',
    name: 'Two Methods Test',
    hosts: ['pay2.localhost'],
    flags: { ...(demo.flags as object), PWDEXPFORCECHANGE3: true },
    payments: {
      providers: [
        {
          method: 'BANK',
          name: 'Bank transfer',
          provider: 'e2e-bank',
          // Never reached: the spec pays through the demo provider.
          url: 'http://127.0.0.1:9/',
          secretEnv: PAY2_SECRET.variable,
        },
      ],
    },
  });
}

/** The maintenance end the running server was given (read back, so workers agree with it). */
export function readMaintenanceEnd(): string {
  const maint = readJson(path.join(MERCHANTS_DIR, 'maint.json')) as MerchantFile & {
    maintenance: { end: string };
  };
  return maint.maintenance.end;
}

/**
 * The e2e server's game launch secret (GAME_LAUNCH_SECRET), so a spec can speak for the demo
 * vendor: its seamless-wallet key is derived from it (support/demo-wallet.ts).
 */
export const GAME_LAUNCH_SECRET = {
  variable: 'GAME_LAUNCH_SECRET',
  value: 'e2e-game-launch-secret-0123456789abcdef',
} as const;
