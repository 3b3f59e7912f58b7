import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod/mini';
import type { MerchantConfig } from '../merchant-config.js';

/**
 * The folder holding the root package.json (the one naming the workspaces): the defaults below
 * live there, whether this module runs from server/src or bundled in server/dist.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in JSON.parse(fs.readFileSync(manifest, 'utf8'))) {
      return dir;
    }
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const port = z.pipe(
  z._default(z.string(), '8080'),
  z.transform((value, ctx) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 65535) {
      ctx.issues.push({ code: 'custom', message: 'must be a port number 0-65535', input: value });
    }
    return n;
  }),
);

const positiveInt = (fallback: string) =>
  z.pipe(
    z._default(z.string(), fallback),
    z.transform((value, ctx) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n <= 0) {
        ctx.issues.push({
          code: 'custom',
          message: 'must be a positive whole number',
          input: value,
        });
      }
      return n;
    }),
  );

const optionalUrl = (protocols: RegExp, hint: string) =>
  z.optional(
    z
      .string()
      .check(z.refine((value) => protocols.test(value), { message: `must be a URL like ${hint}` })),
  );

const envSchema = z.object({
  PORT: port,
  HOST: z._default(z.string(), '0.0.0.0'),
  DATA_DIR: z._default(z.string(), path.join(repoRoot, 'data')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@host:5432/db'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://127.0.0.1:6379'),
  DEFAULT_MERCHANT: z.optional(z.string()),
  MERCHANTS_DIR: z._default(z.string(), path.join(repoRoot, 'merchants')),
  WEB_DIST: z._default(z.string(), path.join(repoRoot, 'web', 'dist')),
  OPS_DIST: z._default(z.string(), path.join(repoRoot, 'web', 'dist-ops')),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  TRUST_PROXY: z._default(z.string(), 'false'),
  GEO_COUNTRY_HEADER: z._default(z.string(), ''),
  BODY_LIMIT_BYTES: positiveInt('65536'),
  REQUEST_TIMEOUT_MS: positiveInt('30000'),
  SHUTDOWN_DRAIN_MS: positiveInt('2000'),
  ENVELOPE_KEY_ROTATION_MINUTES: positiveInt('1440'),
  ENVELOPE_KEY_GRACE_MINUTES: positiveInt('60'),
  ENVELOPE_REPLAY_WINDOW_SECONDS: positiveInt('300'),
  CAPTCHA_TEST_MODE: z._default(z.enum(['true', 'false']), 'false'),
  E2E_CONTROLS: z._default(z.enum(['true', 'false']), 'false'),
  GEETEST_MODE: z.optional(z.enum(['live', 'local'])),
  GEETEST_V3_URL: z._default(
    z.string().check(z.regex(/^https?:\/\/[^/?#]+/, 'must be a URL like https://api.geetest.com')),
    'https://api.geetest.com',
  ),
  GEETEST_V4_URL: z._default(
    z
      .string()
      .check(z.regex(/^https?:\/\/[^/?#]+/, 'must be a URL like https://gcaptcha4.geetest.com')),
    'https://gcaptcha4.geetest.com',
  ),
  GEETEST_TIMEOUT_MS: positiveInt('5000'),
  GAME_LAUNCH_SECRET: z.optional(z.string()),
  ALLOW_DEMO_MERCHANTS_IN_PRODUCTION: z._default(z.enum(['true', 'false']), 'false'),
  OUTBOUND_LOCAL_ORIGINS: z._default(z.string(), ''),
  PUSH_SERVICE_URL: z.optional(
    z
      .string()
      .check(z.regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin like http://127.0.0.1:9391')),
  ),
});

/** The merchant an unclaimed host gets outside production; production has no default. */
const DEVELOPMENT_DEFAULT_MERCHANT = 'demo';

const GEETEST_KEY_PREFIX = 'GEETEST_KEY_';

/** The variable holding a merchant's Geetest key: GEETEST_KEY_ and its code, A-Z 0-9 _ only. */
export function geetestKeyName(merchantCode: string): string {
  return GEETEST_KEY_PREFIX + merchantCode.toUpperCase().replace(/-/g, '_');
}

/** Geetest's server API: live (Geetest's hosts) or local (offline, never in production). */
export interface GeetestConfig {
  mode: 'live' | 'local';
  v3BaseUrl: string;
  v4BaseUrl: string;
  timeoutMs: number;
  /** Private keys (v3 key or v4 captcha_key) by variable name, GEETEST_KEY_<MERCHANT>. */
  keys: Readonly<Record<string, string>>;
}

/** The merchant's Geetest key from GEETEST_KEY_<MERCHANT>, when set. */
export function geetestKeyOf(geetest: GeetestConfig, merchantCode: string): string | undefined {
  return geetest.keys[geetestKeyName(merchantCode)];
}

/** Checks the captcha variables the schema cannot: per-merchant keys and production refusals. */
function captchaProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(GEETEST_KEY_PREFIX) || !value) continue;
    if (!/^GEETEST_KEY_[A-Z0-9_]+$/.test(name)) {
      problems.push(`  ${name}: must be GEETEST_KEY_ and the merchant code in A-Z, 0-9 and _`);
    } else if (!/^[0-9a-fA-F]{32}$/.test(value)) {
      problems.push(`  ${name}=(hidden): must be the 32-character hex key from Geetest`);
    }
  }
  if (env.NODE_ENV === 'production') {
    if (env.CAPTCHA_TEST_MODE === 'true') {
      problems.push(
        '  CAPTCHA_TEST_MODE="true": refused with NODE_ENV=production, it lets a fixed captcha answer through',
      );
    }
    if (env.GEETEST_MODE === 'local') {
      problems.push(
        '  GEETEST_MODE="local": refused with NODE_ENV=production, the local Geetest checks nothing',
      );
    }
  }
  return problems;
}

/** The e2e server's test-only controls never run in production. */
function e2eControlProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production' || env.E2E_CONTROLS !== 'true') return [];
  return [
    '  E2E_CONTROLS="true": refused with NODE_ENV=production, it lets a caller move time windows such as the spacing of codes',
  ];
}

/** The launch secret is checked here so that a bad value is never printed. */
function launchSecretProblems(env: NodeJS.ProcessEnv): string[] {
  const secret = env.GAME_LAUNCH_SECRET;
  if (!secret || secret.length >= 32) return [];
  return ['  GAME_LAUNCH_SECRET=(hidden): must be at least 32 characters'];
}

/** Which peers may name the client in X-Forwarded-For: Fastify's `trustProxy` values. */
export type TrustProxy = boolean | number | string[];

/**
 * TRUST_PROXY: false, a hop count, or the proxies' addresses, CIDR ranges and proxy-addr names
 * (loopback, linklocal, uniquelocal), comma-separated. A bare true trusts every hop, so any client
 * could pick its own address; it is refused in production.
 */
function parseTrustProxy(
  value: string,
  production: boolean,
): { value: TrustProxy; problem?: undefined } | { value?: undefined; problem: string } {
  const text = value.trim();
  if (text === 'false') return { value: false };
  if (text === 'true') {
    return production
      ? {
          problem: `  TRUST_PROXY="true": refused with NODE_ENV=production, it lets any client write its own address in X-Forwarded-For; give the load balancer's addresses or CIDR ranges (e.g. 10.0.0.0/8), or a hop count`,
        }
      : { value: true };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 16) return { value: hops };
    return { problem: `  TRUST_PROXY="${value}": a hop count must be 1-16` };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  try {
    if (entries.some((entry) => entry === '')) throw new Error('empty entry');
    proxyAddr.compile(entries);
  } catch {
    return {
      problem: `  TRUST_PROXY="${value}": must be false, a hop count, or comma-separated proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,192.168.1.10)`,
    };
  }
  return { value: entries };
}

/** Checks what the schema cannot: a retired key's grace period must end before the next rotation. */
function envelopeProblems(
  e: { ENVELOPE_KEY_ROTATION_MINUTES: number; ENVELOPE_KEY_GRACE_MINUTES: number } | undefined,
): string[] {
  if (!e || e.ENVELOPE_KEY_GRACE_MINUTES < e.ENVELOPE_KEY_ROTATION_MINUTES) return [];
  return [
    `  ENVELOPE_KEY_GRACE_MINUTES="${e.ENVELOPE_KEY_GRACE_MINUTES}": must be shorter than ENVELOPE_KEY_ROTATION_MINUTES (${e.ENVELOPE_KEY_ROTATION_MINUTES})`,
  ];
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  defaultMerchant: string | undefined;
  merchantsDir: string;
  webDist: string;
  /** The built operator console, served under /ops/. */
  opsDist: string;
  logLevel: string;
  trustProxy: TrustProxy;
  geoCountryHeader: string | undefined;
  bodyLimitBytes: number;
  requestTimeoutMs: number;
  /** After SIGTERM, how long new requests get 503 (readiness too) before the server closes. */
  shutdownDrainMs: number;
  /** Request-envelope keys: current for rotationMs, then still accepted for graceMs. */
  envelope: { keyRotationMs: number; keyGraceMs: number; replayWindowMs: number };
  /** CAPTCHA_TEST_MODE: every captcha also accepts CAPTCHA_TEST_ANSWER (e2e; never production). */
  captchaTestMode: boolean;
  /** E2E_CONTROLS: the e2e server's test-only routes under /e2e/ (never production). */
  e2eControls: boolean;
  geetest: GeetestConfig;
  /** GAME_LAUNCH_SECRET: signs game launch tokens; without it a secret kept in the database does. */
  gameLaunchSecret: string | undefined;
  /** NODE_ENV=test: every answer is checked against the contract before it leaves. */
  checkAnswers: boolean;
  /** The development inbox (/ops/inbox) of the local SMS and email adapters: off in production. */
  devInbox: boolean;
  /** NODE_ENV=production: no demo merchant, published demo login or default merchant by default. */
  production: boolean;
  /**
   * ALLOW_DEMO_MERCHANTS_IN_PRODUCTION=true: a production start may serve `"demo": true`
   * merchants (still without their published logins); otherwise it refuses to start with one.
   */
  allowDemoMerchantsInProduction: boolean;
  /** The deployment's own say over outward calls (core/outbound-url.ts). */
  outbound: OutboundConfig;
};

/** What the deployment, and only it, decides about the server's outward calls. */
export interface OutboundConfig {
  /**
   * OUTBOUND_LOCAL_ORIGINS: origins (comma-separated) reached as they are, http and loopback
   * included, by every outward call whose URL names one: the fakes of tests and offline demos.
   */
  localOrigins: string[];
  /**
   * PUSH_SERVICE_URL: every push goes to this origin, keeping the registered endpoint's path,
   * instead of the browser's push service (a local fake push service); refused in production.
   */
  pushServiceUrl: string | undefined;
}

/** OUTBOUND_LOCAL_ORIGINS and PUSH_SERVICE_URL, checked where the schema cannot. */
function outboundProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const origin of (env.OUTBOUND_LOCAL_ORIGINS ?? '').split(',').map((item) => item.trim())) {
    if (!origin) continue;
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.href !== `${parsed.origin}/`) {
      problems.push(
        `  OUTBOUND_LOCAL_ORIGINS="${env.OUTBOUND_LOCAL_ORIGINS}": each entry must be an origin like http://127.0.0.1:9391`,
      );
      break;
    }
  }
  if (env.NODE_ENV === 'production' && env.PUSH_SERVICE_URL) {
    problems.push(
      "  PUSH_SERVICE_URL: refused with NODE_ENV=production, it sends every push to one address instead of the browsers' push services",
    );
  }
  return problems;
}

/**
 * OPERATOR_<CODE> once named a merchant's one operator; operators are rows now (`npm run
 * operator`), so a variable left over is refused rather than silently ignored.
 */
const RETIRED_OPERATOR_PREFIX = 'OPERATOR_';

function retiredOperatorProblems(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter((name) => name.startsWith(RETIRED_OPERATOR_PREFIX) && env[name])
    .map(
      (name) =>
        `  ${name}=(hidden): operators are no longer read from the environment; add them with \`npm run operator -- add <name> --role <role> --merchant <code>\``,
    );
}

/** Reads and validates the environment; throws one message naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '' || false)),
  );
  const trustProxy = parseTrustProxy(
    parsed.data?.TRUST_PROXY ?? 'false',
    env.NODE_ENV === 'production',
  );
  const operators = retiredOperatorProblems(env);
  const extra = [
    ...(trustProxy.problem ? [trustProxy.problem] : []),
    ...operators,
    ...captchaProblems(env),
    ...e2eControlProblems(env),
    ...launchSecretProblems(env),
    ...envelopeProblems(parsed.data),
    ...outboundProblems(env),
  ];
  if (!parsed.success || extra.length > 0 || trustProxy.value === undefined) {
    const lines = (parsed.success ? [] : parsed.error.issues).map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new Error(`Invalid configuration:\n${[...lines, ...extra].join('\n')}`);
  }
  const e = parsed.data;
  const production = env.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    // DEFAULT_MERCHANT="" (dropped above, like every empty variable) means no default too.
    defaultMerchant:
      env.DEFAULT_MERCHANT === '' || production
        ? e.DEFAULT_MERCHANT
        : (e.DEFAULT_MERCHANT ?? DEVELOPMENT_DEFAULT_MERCHANT),
    merchantsDir: path.resolve(e.MERCHANTS_DIR),
    webDist: path.resolve(e.WEB_DIST),
    opsDist: path.resolve(e.OPS_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: trustProxy.value,
    geoCountryHeader: e.GEO_COUNTRY_HEADER ? e.GEO_COUNTRY_HEADER.toLowerCase() : undefined,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    envelope: {
      keyRotationMs: e.ENVELOPE_KEY_ROTATION_MINUTES * 60_000,
      keyGraceMs: e.ENVELOPE_KEY_GRACE_MINUTES * 60_000,
      replayWindowMs: e.ENVELOPE_REPLAY_WINDOW_SECONDS * 1000,
    },
    captchaTestMode: e.CAPTCHA_TEST_MODE === 'true',
    e2eControls: e.E2E_CONTROLS === 'true',
    geetest: {
      mode: e.GEETEST_MODE ?? (env.NODE_ENV === 'production' ? 'live' : 'local'),
      v3BaseUrl: e.GEETEST_V3_URL.replace(/\/+$/, ''),
      v4BaseUrl: e.GEETEST_V4_URL.replace(/\/+$/, ''),
      timeoutMs: e.GEETEST_TIMEOUT_MS,
      keys: Object.fromEntries(
        Object.entries(env).filter(
          (entry): entry is [string, string] =>
            entry[0].startsWith(GEETEST_KEY_PREFIX) && !!entry[1],
        ),
      ),
    },
    gameLaunchSecret: e.GAME_LAUNCH_SECRET,
    checkAnswers: env.NODE_ENV === 'test',
    devInbox: !production,
    production,
    allowDemoMerchantsInProduction: e.ALLOW_DEMO_MERCHANTS_IN_PRODUCTION === 'true',
    outbound: {
      localOrigins: e.OUTBOUND_LOCAL_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => new URL(origin).origin),
      pushServiceUrl: e.PUSH_SERVICE_URL?.replace(/\/+$/, ''),
    },
  };
}

/**
 * The secrets of the merchants' real game vendors and payment providers, by the variable each
 * merchant file names.
 */
export type VendorSecrets = Readonly<Record<string, string>>;

/**
 * Reads the secret of every vendor the merchant files name in `games.vendorApis`, of every
 * provider in `payments.providers`, and of their SMS provider and SMTP server; throws one message
 * naming the merchant, vendor or provider and variable of each secret that is not set.
 */
export function loadVendorSecrets(
  merchants: readonly MerchantConfig[],
  env: NodeJS.ProcessEnv = process.env,
): VendorSecrets {
  const secrets: Record<string, string> = {};
  const problems: string[] = [];
  const need = (name: string, problem: string) => {
    if (env[name]) secrets[name] = env[name];
    else problems.push(problem);
  };
  for (const merchant of merchants) {
    const { sms, email } = merchant.messaging;
    if (sms.provider === 'http') {
      need(
        sms.keyEnv,
        `  merchant ${merchant.code}: the SMS provider needs its API key in ${sms.keyEnv}, which is not set`,
      );
    }
    if (email.provider === 'smtp') {
      for (const name of [email.userEnv, email.passwordEnv]) {
        if (name)
          need(
            name,
            `  merchant ${merchant.code}: the SMTP server needs ${name}, which is not set`,
          );
      }
    }
    for (const [vendor, api] of Object.entries(merchant.games.vendorApis)) {
      const secret = env[api.secretEnv];
      if (secret) secrets[api.secretEnv] = secret;
      else {
        problems.push(
          `  merchant ${merchant.code}: vendor ${vendor} needs its shared secret in ${api.secretEnv}, which is not set`,
        );
      }
    }
  }
  for (const merchant of merchants) {
    const { platform, appsflyer, adjust } = merchant.postbacks;
    const postbackSecrets: ([string, string] | undefined)[] = [
      platform && [platform.secretEnv, `the platform ${platform.name} needs its shared secret`],
      appsflyer && [appsflyer.devKeyEnv, 'AppsFlyer postbacks need the dev key'],
      adjust?.authTokenEnv
        ? [adjust.authTokenEnv, 'Adjust postbacks need the S2S security token']
        : undefined,
    ];
    for (const entry of postbackSecrets) {
      if (entry)
        need(entry[0], `  merchant ${merchant.code}: ${entry[1]} in ${entry[0]}, which is not set`);
    }
  }
  for (const merchant of merchants) {
    for (const payment of merchant.payments.providers) {
      const secret = env[payment.secretEnv];
      if (secret) secrets[payment.secretEnv] = secret;
      else {
        problems.push(
          `  merchant ${merchant.code}: payment provider ${payment.provider} needs its shared secret in ${payment.secretEnv}, which is not set`,
        );
      }
    }
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return secrets;
}
