import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('OUTBOUND_LOCAL_ORIGINS and PUSH_SERVICE_URL', () => {
  it('default to none: every outward call keeps to the guard, every push to its push service', () => {
    expect(loadConfig({}).outbound).toEqual({ localOrigins: [], pushServiceUrl: undefined });
  });

  it('read origins only', () => {
    expect(
      loadConfig({
        OUTBOUND_LOCAL_ORIGINS: 'http://127.0.0.1:9391, https://sms.internal',
        PUSH_SERVICE_URL: 'http://127.0.0.1:9391/',
      }).outbound,
    ).toEqual({
      localOrigins: ['http://127.0.0.1:9391', 'https://sms.internal'],
      pushServiceUrl: 'http://127.0.0.1:9391',
    });
    expect(() => loadConfig({ OUTBOUND_LOCAL_ORIGINS: 'http://127.0.0.1:9391/path' })).toThrow(
      /OUTBOUND_LOCAL_ORIGINS/,
    );
    expect(() => loadConfig({ PUSH_SERVICE_URL: 'http://127.0.0.1:9391/push' })).toThrow(
      /PUSH_SERVICE_URL/,
    );
  });

  it('refuse PUSH_SERVICE_URL in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUSH_SERVICE_URL: 'http://127.0.0.1:9391' }),
    ).toThrow(/PUSH_SERVICE_URL: refused with NODE_ENV=production/);
  });
});
