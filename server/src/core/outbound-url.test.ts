import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally, type LocalServer } from '../../test/local-server.js';
import {
  isInternalAddress,
  Outbound,
  OutboundUrlError,
  outboundUrlProblem,
  pathSegment,
} from './outbound-url.js';

describe('the outward-call guard', () => {
  let victim: LocalServer & { hits: string[] };
  let redirector: LocalServer;
  beforeAll(async () => {
    const hits: string[] = [];
    victim = {
      ...(await listenLocally((request, response) => {
        hits.push(request.url ?? '');
        response.writeHead(200).end('inside');
      })),
      hits,
    };
    redirector = await listenLocally((_request, response) => {
      response.writeHead(302, { location: `${victim.url}/redirected` }).end();
    });
  });
  afterAll(async () => {
    await victim.close();
    await redirector.close();
  });
  const port = () => new URL(victim.url).port;

  it('refuses loopback, private and link-local addresses in every spelling, before anything is sent', async () => {
    const outbound = new Outbound({ localOrigins: [] });
    const urls = [
      `http://127.0.0.1:${port()}/x`,
      `https://127.0.0.1:${port()}/x`,
      `https://2130706433:${port()}/x`,
      `https://0x7f.1:${port()}/x`,
      `https://127.1:${port()}/x`,
      `https://[::1]:${port()}/x`,
      `https://[::ffff:127.0.0.1]:${port()}/x`,
      `https://localhost:${port()}/x`,
      `https://api.localhost:${port()}/x`,
      `https://10.0.0.8/x`,
      `https://172.20.1.1/x`,
      `https://192.168.1.1/x`,
      `https://169.254.169.254/latest/meta-data/`,
      `https://100.64.0.1/x`,
      `https://[fd00::1]/x`,
      `https://[fe80::1]/x`,
      `https://0.0.0.0:${port()}/x`,
      `https://redis:6379/x`,
      `https://user:secret@api.example.com/x`,
    ];
    for (const url of urls) {
      await expect(outbound.fetch(url, { method: 'POST', body: 'x' }), url).rejects.toThrow(
        OutboundUrlError,
      );
    }
    expect(victim.hits).toEqual([]);
  });

  it('refuses a host name that resolves to loopback, at connection time', async () => {
    const lookups: string[] = [];
    const outbound = new Outbound({
      localOrigins: [],
      lookup: (hostname, _options, callback) => {
        lookups.push(hostname);
        callback(null, [{ address: '127.0.0.1', family: 4 }]);
      },
    });
    await expect(outbound.fetch(`https://rebound.example:${port()}/x`)).rejects.toThrow(
      /resolves to an internal address/,
    );
    expect(lookups).toEqual(['rebound.example']);
    expect(victim.hits).toEqual([]);
  });

  it('follows no redirect: one to loopback is an answer, and nothing reaches loopback', async () => {
    const outbound = new Outbound({ localOrigins: [redirector.url] });
    const response = await outbound.fetch(`${redirector.url}/start`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(302);
    expect(response.ok).toBe(false);
    expect(victim.hits).toEqual([]);
  });

  it('reaches the deployment’s own local origins, and only those', async () => {
    const outbound = new Outbound({ localOrigins: [victim.url] });
    const response = await outbound.fetch(`${victim.url}/allowed`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('inside');
    await expect(outbound.fetch(`http://127.0.0.1:${Number(port()) + 1}/x`)).rejects.toThrow(
      OutboundUrlError,
    );
    expect(victim.hits).toEqual(['/allowed']);
    victim.hits.length = 0;
  });

  it('keeps to a destination’s host list and to https', () => {
    const hosts = [/^fcm\.googleapis\.com$/];
    expect(outboundUrlProblem(new URL('https://fcm.googleapis.com/x'), { hosts })).toBeUndefined();
    expect(outboundUrlProblem(new URL('https://fcm.googleapis.com./x'), { hosts })).toBeUndefined();
    expect(outboundUrlProblem(new URL('https://evil.example/x'), { hosts })).toMatch(/hosts/);
    expect(outboundUrlProblem(new URL('http://api.example.com/x'))).toMatch(/https/);
    expect(outboundUrlProblem(new URL('https://93.184.215.14/x'))).toBeUndefined();
    expect(isInternalAddress('::ffff:7f00:1')).toBe(true);
    expect(isInternalAddress('8.8.8.8')).toBe(false);
  });

  it('makes an identifier one path segment of its own format, never . or ..', () => {
    const format = /^[A-Za-z0-9._-]{1,64}$/;
    expect(pathSegment('id123456789', format)).toBe('id123456789');
    for (const bad of ['..', '.', '...', 'a/b', '', '%2e%2e', 'a b']) {
      expect(() => pathSegment(bad, format), bad).toThrow(OutboundUrlError);
    }
  });
});
