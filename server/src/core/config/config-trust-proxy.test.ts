import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const configError = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
  });

  it('takes the proxies addresses, CIDR ranges and named ranges, comma-separated', () => {
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.10', 'fd00::/8', 'loopback']);
  });

  it('takes a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '2', NODE_ENV: 'production' }).trustProxy).toBe(2);
  });

  it('allows a bare true outside production only', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const message = configError({ TRUST_PROXY: 'true', NODE_ENV: 'production' });
    expect(message).toContain('TRUST_PROXY="true": refused with NODE_ENV=production');
    expect(message).toContain('CIDR');
  });

  it.each(['yes', '10.0.0.0/99', '10.0.0.1,', 'lb.internal', '0', '17'])(
    'refuses TRUST_PROXY=%s, naming it',
    (value) => {
      expect(configError({ TRUST_PROXY: value })).toContain(`TRUST_PROXY=${JSON.stringify(value)}`);
    },
  );
});
