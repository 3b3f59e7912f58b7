import net from 'node:net';
import type { MerchantConfig } from '../core/merchant-config.js';

type Restriction = MerchantConfig['regionRestriction'];

function blockListOf(ranges: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const range of ranges) {
    const [address = '', bits] = range.split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

// BlockList matches an IPv4-mapped IPv6 address (::ffff:a.b.c.d) against IPv4 rules itself.
function contains(list: net.BlockList, ip: string): boolean {
  const family = net.isIP(ip);
  return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Decides whether a client is kept out by the merchant's region restriction. With an allow list
 * of countries, a client whose country is unknown is kept out: restrictions fail closed.
 */
export function isRegionRestricted(
  restriction: Restriction,
  client: { ip: string; country: string | undefined },
): boolean {
  const country = client.country?.toUpperCase();
  if (
    restriction.blockedIps.length > 0 &&
    contains(blockListOf(restriction.blockedIps), client.ip)
  ) {
    return true;
  }
  if (
    restriction.allowedIps.length > 0 &&
    !contains(blockListOf(restriction.allowedIps), client.ip)
  ) {
    return true;
  }
  if (country && restriction.blockedCountries.map((c) => c.toUpperCase()).includes(country)) {
    return true;
  }
  if (restriction.allowedCountries.length > 0) {
    return !country || !restriction.allowedCountries.map((c) => c.toUpperCase()).includes(country);
  }
  return false;
}
