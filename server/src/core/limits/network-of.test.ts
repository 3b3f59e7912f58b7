import { describe, expect, it } from 'vitest';
import { networkOf } from './network-of.js';

describe('networkOf', () => {
  it('answers the /24 of an IPv4 address, written plainly or mapped into IPv6', () => {
    expect(networkOf('198.18.7.9')).toBe('198.18.7.0/24');
    expect(networkOf('::ffff:198.18.7.200')).toBe('198.18.7.0/24');
  });

  it('answers the /64 of an IPv6 address however it is written', () => {
    const network = '2001:db8:aa:bb::/64';
    expect(networkOf('2001:db8:aa:bb::1')).toBe(network);
    expect(networkOf('2001:0DB8:00aa:00bb:ffff:0000:0000:0077')).toBe(network);
    expect(networkOf('2001:db8:aa:bc::1')).not.toBe(network);
  });

  it('keeps anything that is not an address as it is', () => {
    expect(networkOf('not-an-ip')).toBe('not-an-ip');
  });
});
