import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';

// The repository root, wherever it is checked out (CI clones into a folder of any name).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const configError = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      defaultMerchant: 'demo',
      logLevel: 'info',
      trustProxy: false,
      geoCountryHeader: undefined,
      bodyLimitBytes: 65536,
      requestTimeoutMs: 30000,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.merchantsDir).toBe(path.join(repoRoot, 'merchants'));
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'));
  });

  it('reads each variable', () => {
    const config = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgresql://u@db:5432/lobby',
      REDIS_URL: 'rediss://cache:6380',
      DEFAULT_MERCHANT: 'acme',
      TRUST_PROXY: 'true',
      GEO_COUNTRY_HEADER: 'CF-IPCountry',
      BODY_LIMIT_BYTES: '1024',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgresql://u@db:5432/lobby',
      redisUrl: 'rediss://cache:6380',
      defaultMerchant: 'acme',
      trustProxy: true,
      geoCountryHeader: 'cf-ipcountry',
      bodyLimitBytes: 1024,
      logLevel: 'warn',
    });
  });

  it('takes an empty variable as unset, and DEFAULT_MERCHANT="" as no default', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
    expect(loadConfig({ DEFAULT_MERCHANT: '' }).defaultMerchant).toBeUndefined();
  });

  it('has no default merchant in production: an unclaimed host belongs to nobody', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).defaultMerchant).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', DEFAULT_MERCHANT: 'acme' }).defaultMerchant).toBe(
      'acme',
    );
  });

  it('refuses demo merchants in production unless ALLOW_DEMO_MERCHANTS_IN_PRODUCTION=true', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      production: true,
      allowDemoMerchantsInProduction: false,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_MERCHANTS_IN_PRODUCTION: 'true' })
        .allowDemoMerchantsInProduction,
    ).toBe(true);
    expect(loadConfig({}).production).toBe(false);
    expect(configError({ ALLOW_DEMO_MERCHANTS_IN_PRODUCTION: 'yes' })).toContain(
      'ALLOW_DEMO_MERCHANTS_IN_PRODUCTION="yes"',
    );
  });

  it.each(['abc', '70000', '-1', '80.5'])('refuses PORT=%s, naming PORT', (value) => {
    const message = configError({ PORT: value });
    expect(message).toContain(`PORT="${value}"`);
    expect(message).toContain('port number');
  });

  it('refuses a DATABASE_URL that is not postgres://', () => {
    expect(configError({ DATABASE_URL: 'mysql://u@db/lobby' })).toMatch(
      /DATABASE_URL="mysql:\/\/u@db\/lobby": must be a URL like postgres:\/\//,
    );
  });

  it.each([
    ['REDIS_URL', 'http://cache:6379'],
    ['BODY_LIMIT_BYTES', '0'],
    ['REQUEST_TIMEOUT_MS', 'soon'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
  ])('refuses a bad %s, naming it', (name, value) => {
    expect(configError({ [name]: value })).toContain(`${name}=${JSON.stringify(value)}`);
  });

  it('names every bad variable in one message', () => {
    const message = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('PORT=');
    expect(message).toContain('DATABASE_URL=');
  });
});

describe('loadConfig: request envelope', () => {
  it('rotates keys daily with an hour of grace and a five-minute replay window by default', () => {
    expect(loadConfig({}).envelope).toEqual({
      keyRotationMs: 24 * 3_600_000,
      keyGraceMs: 3_600_000,
      replayWindowMs: 300_000,
    });
  });

  it('reads the envelope variables', () => {
    const config = loadConfig({
      ENVELOPE_KEY_ROTATION_MINUTES: '120',
      ENVELOPE_KEY_GRACE_MINUTES: '15',
      ENVELOPE_REPLAY_WINDOW_SECONDS: '60',
    });
    expect(config.envelope).toEqual({
      keyRotationMs: 7_200_000,
      keyGraceMs: 900_000,
      replayWindowMs: 60_000,
    });
  });

  it.each([
    ['ENVELOPE_KEY_ROTATION_MINUTES', '0'],
    ['ENVELOPE_KEY_GRACE_MINUTES', 'soon'],
    ['ENVELOPE_REPLAY_WINDOW_SECONDS', '-5'],
  ])('refuses a bad %s, naming it', (name, value) => {
    expect(configError({ [name]: value })).toContain(`${name}=${JSON.stringify(value)}`);
  });

  it('refuses a grace period as long as the rotation', () => {
    const message = configError({
      ENVELOPE_KEY_ROTATION_MINUTES: '60',
      ENVELOPE_KEY_GRACE_MINUTES: '60',
    });
    expect(message).toContain('ENVELOPE_KEY_GRACE_MINUTES="60": must be shorter than');
  });
});
