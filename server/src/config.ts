import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod/mini';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
  DEFAULT_MERCHANT: z._default(z.string(), 'demo'),
  MERCHANTS_DIR: z._default(z.string(), path.join(repoRoot, 'merchants')),
  WEB_DIST: z._default(z.string(), path.join(repoRoot, 'web', 'dist')),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  TRUST_PROXY: z._default(z.enum(['true', 'false']), 'false'),
  GEO_COUNTRY_HEADER: z._default(z.string(), ''),
  BODY_LIMIT_BYTES: positiveInt('65536'),
  REQUEST_TIMEOUT_MS: positiveInt('30000'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  defaultMerchant: string | undefined;
  merchantsDir: string;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  geoCountryHeader: string | undefined;
  bodyLimitBytes: number;
  requestTimeoutMs: number;
};

/** Reads and validates the environment; throws one message naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '' || false)),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    defaultMerchant: env.DEFAULT_MERCHANT === '' ? undefined : e.DEFAULT_MERCHANT,
    merchantsDir: path.resolve(e.MERCHANTS_DIR),
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    geoCountryHeader: e.GEO_COUNTRY_HEADER ? e.GEO_COUNTRY_HEADER.toLowerCase() : undefined,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
  };
}
