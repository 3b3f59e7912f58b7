import { describe, expect, it } from 'vitest';
import { listeningOrigin } from './listening-origin.js';

const listening = (address: string, family: string, port = 8080) => ({
  address: () => ({ address, family, port }),
});

describe('listeningOrigin', () => {
  it('answers the address a client on this machine reaches the server at', () => {
    expect(listeningOrigin(listening('127.0.0.1', 'IPv4', 9103))).toBe('http://127.0.0.1:9103');
    expect(listeningOrigin(listening('0.0.0.0', 'IPv4'))).toBe('http://127.0.0.1:8080');
    expect(listeningOrigin(listening('::', 'IPv6'))).toBe('http://127.0.0.1:8080');
    expect(listeningOrigin(listening('::1', 'IPv6'))).toBe('http://[::1]:8080');
  });

  it('refuses before the server listens, or on a socket that is not TCP', () => {
    expect(() => listeningOrigin({ address: () => null })).toThrow(/not listening/);
    expect(() => listeningOrigin({ address: () => '/tmp/lobby.sock' })).toThrow(/not listening/);
  });
});
