import ipaddr from 'ipaddr.js';

/** The /24 of an IPv4 address (IPv4-mapped IPv6 included) or the /64 of an IPv6 one. */
export function networkOf(ip: string): string {
  try {
    const address = ipaddr.process(ip);
    return address.kind() === 'ipv4'
      ? `${ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/24`).toString()}/24`
      : `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
  } catch {
    return ip;
  }
}
