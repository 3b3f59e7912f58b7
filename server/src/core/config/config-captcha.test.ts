import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { geetestKeyName, geetestKeyOf, loadConfig } from './config.js';

const configError = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
};

const KEY = '0123456789abcdef0123456789ABCDEF';

describe('loadConfig: captcha settings', () => {
  it('defaults to no test mode and the local Geetest outside production', () => {
    expect(loadConfig({})).toMatchObject({
      captchaTestMode: false,
      geetest: {
        mode: 'local',
        v3BaseUrl: 'https://api.geetest.com',
        v4BaseUrl: 'https://gcaptcha4.geetest.com',
        timeoutMs: 5000,
        keys: {},
      },
    });
  });

  it('uses the live Geetest by default in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).geetest.mode).toBe('live');
  });

  it('reads CAPTCHA_TEST_MODE, the Geetest URLs, timeout and per-merchant keys', () => {
    const config = loadConfig({
      CAPTCHA_TEST_MODE: 'true',
      GEETEST_MODE: 'live',
      GEETEST_V3_URL: 'http://127.0.0.1:9000/',
      GEETEST_V4_URL: 'http://127.0.0.1:9001',
      GEETEST_TIMEOUT_MS: '800',
      GEETEST_KEY_MY_SHOP: KEY,
      GEETEST_KEY_EMPTY: '',
    });
    expect(config.captchaTestMode).toBe(true);
    expect(config.geetest).toEqual({
      mode: 'live',
      v3BaseUrl: 'http://127.0.0.1:9000',
      v4BaseUrl: 'http://127.0.0.1:9001',
      timeoutMs: 800,
      keys: { GEETEST_KEY_MY_SHOP: KEY },
    });
    expect(geetestKeyName('my-shop')).toBe('GEETEST_KEY_MY_SHOP');
    expect(geetestKeyOf(config.geetest, 'my-shop')).toBe(KEY);
    expect(geetestKeyOf(config.geetest, 'other')).toBeUndefined();
  });

  it('refuses to start with CAPTCHA_TEST_MODE=true when NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_MODE: 'true' })).toThrow(
      /CAPTCHA_TEST_MODE="true": refused with NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_MODE: 'false' }).captchaTestMode).toBe(
      false,
    );
  });

  it('refuses the local Geetest when NODE_ENV=production', () => {
    expect(configError({ NODE_ENV: 'production', GEETEST_MODE: 'local' })).toMatch(
      /GEETEST_MODE="local": refused with NODE_ENV=production/,
    );
  });

  it('refuses a malformed Geetest key without printing it', () => {
    const message = configError({ GEETEST_KEY_DEMO: 'not-a-key-secret' });
    expect(message).toContain('GEETEST_KEY_DEMO=(hidden): must be the 32-character hex key');
    expect(message).not.toContain('not-a-key-secret');
    expect(configError({ 'GEETEST_KEY_my-shop': KEY })).toContain('GEETEST_KEY_my-shop: must be');
  });

  it.each([
    ['CAPTCHA_TEST_MODE', 'yes'],
    ['GEETEST_MODE', 'fake'],
    ['GEETEST_V3_URL', 'api.geetest.com'],
    ['GEETEST_V4_URL', 'ftp://gcaptcha4.geetest.com'],
    ['GEETEST_TIMEOUT_MS', '0'],
  ])('refuses a bad %s, naming it', (name, value) => {
    expect(configError({ [name]: value })).toContain(`${name}=${JSON.stringify(value)}`);
  });

  it('names captcha problems together with the others', () => {
    const message = configError({
      PORT: 'abc',
      NODE_ENV: 'production',
      CAPTCHA_TEST_MODE: 'true',
    });
    expect(message).toContain('PORT=');
    expect(message).toContain('CAPTCHA_TEST_MODE=');
  });

  it('stops the server at start with a clear message', () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, NODE_ENV: 'production', CAPTCHA_TEST_MODE: 'true', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CAPTCHA_TEST_MODE="true": refused with NODE_ENV=production');
  });
});
