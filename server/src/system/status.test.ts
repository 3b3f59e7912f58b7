import { describe, expect, it } from 'vitest';
import {
  expectFailure,
  merchantFactory,
  testDatabases,
  UUID,
  useTestApp,
  buildTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('status merchant resolution on $name', (kind) => {
  const plain = merchantFactory();
  const other = merchantFactory();
  const fallback = merchantFactory();

  const status = (headers: Record<string, string>) =>
    t.app.inject({ url: '/wps/system/status', headers });
  const statusOf = async (host: string, headers: Record<string, string> = {}) => {
    const response = await status({ host, ...headers });
    expect(response.statusCode).toBe(200);
    return response.json().value;
  };

  const t = useTestApp(kind, {
    merchants: [plain, other, fallback],
  });

  describe('merchant resolution', () => {
    it('finds the merchant by host', async () => {
      const response = await status({ host: plain.hosts[0]! });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        value: { merchantCode: plain.code, merchantName: plain.name },
      });
    });

    it('ignores the port of the host', async () => {
      expect((await statusOf(`${plain.hosts[0]}:8443`)).merchantCode).toBe(plain.code);
    });

    it('prefers the Merchant header over the host', async () => {
      const value = await statusOf(plain.hosts[0]!, { merchant: other.code });
      expect(value.merchantCode).toBe(other.code);
    });

    it('refuses an unknown code in the Merchant header', async () => {
      const response = await status({ host: plain.hosts[0]!, merchant: 'no-such-merchant' });
      expectFailure(response, 400, 'unknown_merchant');
    });

    it('resolves a sub-domain of a merchant host to that merchant', async () => {
      expect((await statusOf(`aff1.${plain.hosts[0]}`)).merchantCode).toBe(plain.code);
    });

    it('answers domain_not_available for an unknown host with no default merchant', async () => {
      const response = await status({ host: 'nobody.example.invalid' });
      expectFailure(response, 404, 'domain_not_available');
    });

    it('gives an unknown host the default merchant when one is configured', async () => {
      const withDefault = await buildTestApp({
        database: t.database,
        merchants: [],
        config: { defaultMerchant: fallback.code },
      });
      try {
        const response = await withDefault.inject({
          url: '/wps/system/status',
          headers: { host: 'nobody.example.invalid' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().value.merchantCode).toBe(fallback.code);
        // A known host still wins over the default.
        const known = await withDefault.inject({
          url: '/wps/system/status',
          headers: { host: plain.hosts[0]! },
        });
        expect(known.json().value.merchantCode).toBe(plain.code);
      } finally {
        await withDefault.close();
      }
    });
  });

  describe('headers', () => {
    it.each([
      ['a success', { host: 'HOST' }],
      ['domain_not_available', { host: 'nobody.example.invalid' }],
      ['unknown_merchant', { host: 'HOST', merchant: 'no-such-merchant' }],
    ])('carries a uuid trace id and no-store on %s', async (_label, headers) => {
      const host = headers.host === 'HOST' ? plain.hosts[0]! : headers.host;
      const first = await status({ ...headers, host });
      const second = await status({ ...headers, host });
      expect(first.headers['x-trace-id']).toMatch(UUID);
      expect(second.headers['x-trace-id']).toMatch(UUID);
      expect(first.headers['x-trace-id']).not.toBe(second.headers['x-trace-id']);
      expect(first.headers['cache-control']).toBe('no-store');
    });
  });

  describe('query validation', () => {
    it('accepts the known query', async () => {
      const response = await t.app.inject({
        url: '/wps/system/status?device=MOBILE&track=abc&url=%2Fm%2Fhome',
        headers: { host: plain.hosts[0]! },
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a bad device, naming the field', async () => {
      const response = await t.app.inject({
        url: '/wps/system/status?device=DESKTOP',
        headers: { host: plain.hosts[0]! },
      });
      expect(expectFailure(response, 400, 'invalid_request')).toContain('query.device');
    });

    it('refuses a query value over 2048 characters', async () => {
      const ok = await t.app.inject({
        url: `/wps/system/status?track=${'a'.repeat(2048)}`,
        headers: { host: plain.hosts[0]! },
      });
      expect(ok.statusCode).toBe(200);
      const response = await t.app.inject({
        url: `/wps/system/status?track=${'a'.repeat(2049)}`,
        headers: { host: plain.hosts[0]! },
      });
      expect(expectFailure(response, 400, 'invalid_request')).toContain('query.track');
    });
  });
});
