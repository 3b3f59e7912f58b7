import { describe, expect, it } from 'vitest';
import { merchantFactory, testDatabases, useTestApp } from '../../test/index.js';

const NOW = new Date('2030-01-01T00:00:00.000Z');
const none = { allowedCountries: [], blockedCountries: [], allowedIps: [], blockedIps: [] };

describe.each(testDatabases())('status maintenance, region and ip on $name', (kind) => {
  const plain = merchantFactory();
  const future = merchantFactory({
    maintenance: { enabled: true, end: '2030-01-01T06:00:00.000Z' },
  });
  const past = merchantFactory({ maintenance: { enabled: true, end: '2029-12-31T23:00:00.000Z' } });
  const openEnded = merchantFactory({ maintenance: { enabled: true } });
  const blocked = merchantFactory({
    regionRestriction: { ...none, blockedIps: ['203.0.113.0/24'] },
  });
  const allowed = merchantFactory({
    regionRestriction: { ...none, allowedIps: ['198.51.100.0/24'] },
  });
  const countries = merchantFactory({
    regionRestriction: { ...none, allowedCountries: ['PH', 'VN'] },
  });

  const statusOf = async (host: string, headers: Record<string, string> = {}, ip?: string) => {
    const response = await t.app.inject({
      url: '/wps/system/status',
      headers: { host, ...headers },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    return response.json().value;
  };

  const t = useTestApp(kind, {
    merchants: [plain, future, past, openEnded, blocked, allowed, countries],
    config: { geoCountryHeader: 'cf-ipcountry' },
    now: () => NOW,
  });

  describe('maintenance', () => {
    it('is off for a merchant without maintenance', async () => {
      const value = await statusOf(plain.hosts[0]!);
      expect(value).toMatchObject({ maintenance: false, maintenanceEnd: null });
    });

    it('is on with its end while the end is ahead', async () => {
      const value = await statusOf(future.hosts[0]!);
      expect(value).toMatchObject({
        maintenance: true,
        maintenanceEnd: '2030-01-01T06:00:00.000Z',
      });
    });

    it('is off once the end has passed', async () => {
      const value = await statusOf(past.hosts[0]!);
      expect(value).toMatchObject({ maintenance: false, maintenanceEnd: null });
    });

    it('is on with no end when open-ended', async () => {
      const value = await statusOf(openEnded.hosts[0]!);
      expect(value).toMatchObject({ maintenance: true, maintenanceEnd: null });
    });
  });

  describe('region restriction and ip', () => {
    it('reflects the client ip', async () => {
      expect((await statusOf(plain.hosts[0]!, {}, '192.0.2.44')).ip).toBe('192.0.2.44');
      expect((await statusOf(plain.hosts[0]!, {}, '2001:db8::7')).ip).toBe('2001:db8::7');
    });

    it('ignores X-Forwarded-For when the proxy is not trusted', async () => {
      const value = await statusOf(plain.hosts[0]!, { 'x-forwarded-for': '8.8.8.8' }, '192.0.2.1');
      expect(value.ip).toBe('192.0.2.1');
    });

    it('keeps out a client in a blocked range and lets others in', async () => {
      expect((await statusOf(blocked.hosts[0]!, {}, '203.0.113.9')).regionRestriction).toBe(true);
      expect((await statusOf(blocked.hosts[0]!, {}, '192.0.2.1')).regionRestriction).toBe(false);
      expect((await statusOf(plain.hosts[0]!, {}, '203.0.113.9')).regionRestriction).toBe(false);
    });

    it('lets in only clients in an allowed range', async () => {
      expect((await statusOf(allowed.hosts[0]!, {}, '198.51.100.7')).regionRestriction).toBe(false);
      expect((await statusOf(allowed.hosts[0]!, {}, '192.0.2.1')).regionRestriction).toBe(true);
    });

    it('reads the country from the configured geo header', async () => {
      const host = countries.hosts[0]!;
      expect((await statusOf(host, { 'cf-ipcountry': 'PH' })).regionRestriction).toBe(false);
      expect((await statusOf(host, { 'cf-ipcountry': 'vn' })).regionRestriction).toBe(false);
      expect((await statusOf(host, { 'cf-ipcountry': 'US' })).regionRestriction).toBe(true);
    });

    it('fails closed when the country is unknown and there is an allow list', async () => {
      expect((await statusOf(countries.hosts[0]!)).regionRestriction).toBe(true);
      // Another header than the configured one does not count.
      const value = await statusOf(countries.hosts[0]!, { 'x-country': 'PH' });
      expect(value.regionRestriction).toBe(true);
    });
  });
});
