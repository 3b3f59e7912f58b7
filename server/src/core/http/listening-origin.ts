import type { AddressInfo } from 'node:net';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::']);

/**
 * The origin a server listens on, as a client on this machine reaches it over HTTP (a wildcard
 * host through loopback). Throws before the server listens on a TCP port.
 */
export function listeningOrigin(server: { address(): AddressInfo | string | null }): string {
  const address = server.address();
  if (!address || typeof address === 'string') {
    throw new Error('The server is not listening on a TCP port yet');
  }
  const host = WILDCARD_HOSTS.has(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
