import { describe, expect, it } from 'vitest';
import { isRegionRestricted } from './region-restriction.js';

const none = { allowedCountries: [], blockedCountries: [], allowedIps: [], blockedIps: [] };
const client = (ip: string, country?: string) => ({ ip, country });

describe('isRegionRestricted', () => {
  it('lets everyone in without a restriction', () => {
    expect(isRegionRestricted(none, client('203.0.113.9'))).toBe(false);
    expect(isRegionRestricted(none, client('2001:db8::1', 'US'))).toBe(false);
  });

  it('blocks a single IPv4 address and an IPv4 range', () => {
    const restriction = { ...none, blockedIps: ['192.0.2.7', '203.0.113.0/24'] };
    expect(isRegionRestricted(restriction, client('192.0.2.7'))).toBe(true);
    expect(isRegionRestricted(restriction, client('192.0.2.8'))).toBe(false);
    expect(isRegionRestricted(restriction, client('203.0.113.0'))).toBe(true);
    expect(isRegionRestricted(restriction, client('203.0.113.255'))).toBe(true);
    expect(isRegionRestricted(restriction, client('203.0.114.0'))).toBe(false);
  });

  it('blocks IPv6 addresses and ranges', () => {
    const restriction = { ...none, blockedIps: ['2001:db8::/32', '::1'] };
    expect(isRegionRestricted(restriction, client('2001:db8:ffff::1'))).toBe(true);
    expect(isRegionRestricted(restriction, client('2001:db9::1'))).toBe(false);
    expect(isRegionRestricted(restriction, client('::1'))).toBe(true);
  });

  it('treats an ::ffff:-mapped IPv4 address as the IPv4 address', () => {
    const blocked = { ...none, blockedIps: ['203.0.113.0/24'] };
    expect(isRegionRestricted(blocked, client('::ffff:203.0.113.5'))).toBe(true);
    expect(isRegionRestricted(blocked, client('::ffff:198.51.100.5'))).toBe(false);
    const allowed = { ...none, allowedIps: ['198.51.100.0/24'] };
    expect(isRegionRestricted(allowed, client('::ffff:198.51.100.5'))).toBe(false);
  });

  it('keeps out everyone outside an allowed range', () => {
    const restriction = { ...none, allowedIps: ['198.51.100.0/24', '2001:db8::/48'] };
    expect(isRegionRestricted(restriction, client('198.51.100.200'))).toBe(false);
    expect(isRegionRestricted(restriction, client('2001:db8:0:1::5'))).toBe(false);
    expect(isRegionRestricted(restriction, client('198.51.101.1'))).toBe(true);
    expect(isRegionRestricted(restriction, client('2001:db8:1::5'))).toBe(true);
  });

  it('keeps out a client whose ip is not an address when there is an allow list', () => {
    const restriction = { ...none, allowedIps: ['198.51.100.0/24'] };
    expect(isRegionRestricted(restriction, client('not-an-ip'))).toBe(true);
  });

  it('lets the block list win over the allow list', () => {
    const restriction = {
      ...none,
      allowedIps: ['198.51.100.0/24'],
      blockedIps: ['198.51.100.66'],
    };
    expect(isRegionRestricted(restriction, client('198.51.100.66'))).toBe(true);
    expect(isRegionRestricted(restriction, client('198.51.100.65'))).toBe(false);
  });

  it('blocks listed countries, whatever their case', () => {
    const restriction = { ...none, blockedCountries: ['us'] };
    expect(isRegionRestricted(restriction, client('192.0.2.1', 'US'))).toBe(true);
    expect(isRegionRestricted(restriction, client('192.0.2.1', 'ph'))).toBe(false);
    expect(isRegionRestricted(restriction, client('192.0.2.1'))).toBe(false);
  });

  it('lets in only allowed countries and fails closed on an unknown country', () => {
    const restriction = { ...none, allowedCountries: ['PH'] };
    expect(isRegionRestricted(restriction, client('192.0.2.1', 'ph'))).toBe(false);
    expect(isRegionRestricted(restriction, client('192.0.2.1', 'VN'))).toBe(true);
    expect(isRegionRestricted(restriction, client('192.0.2.1'))).toBe(true);
    expect(isRegionRestricted(restriction, client('192.0.2.1', ''))).toBe(true);
  });
});
