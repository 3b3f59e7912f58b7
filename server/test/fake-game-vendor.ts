import { createHmac, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { listenLocally } from './local-server.js';

export interface ReceivedLaunch {
  headers: http.IncomingHttpHeaders;
  path: string;
  body: Record<string, unknown>;
  /** True when X-Lobby-Signature matched hex(HMAC-SHA256(secret, timestamp + '.' + body)). */
  signed: boolean;
}

export interface FakeGameVendor {
  /** http://127.0.0.1:<port>, the vendor API's base URL. */
  url: string;
  launches: ReceivedLaunch[];
  /**
   * 'ok' answers a launch URL on the fake; 'garbage' answers text; 'error' HTTP 500; 'insecure'
   * an http URL off this machine; 'slow' never answers.
   */
  behaviour: 'ok' | 'garbage' | 'error' | 'insecure' | 'slow';
  close(): Promise<void>;
}

/**
 * A game vendor's launch API on 127.0.0.1, as the README asks vendors to build it: POST /launch
 * with a signed JSON body, answering `{ url, expiresAt }`. An unsigned or badly signed launch
 * gets HTTP 401.
 */
export async function startFakeGameVendor(secret: string): Promise<FakeGameVendor> {
  const fake: FakeGameVendor = {
    url: '',
    launches: [],
    behaviour: 'ok',
    close: () => Promise.resolve(),
  };
  const server = await listenLocally((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers['x-lobby-timestamp'] ?? '');
      const given = Buffer.from(String(request.headers['x-lobby-signature'] ?? ''));
      const expected = Buffer.from(
        createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex'),
      );
      const signed = given.length === expected.length && timingSafeEqual(given, expected);
      fake.launches.push({
        headers: request.headers,
        path: request.url ?? '',
        body: JSON.parse(raw) as Record<string, unknown>,
        signed,
      });
      if (fake.behaviour === 'slow') return;
      if (!signed || request.method !== 'POST' || request.url !== '/launch') {
        response.writeHead(401).end();
        return;
      }
      if (fake.behaviour === 'error') {
        response.writeHead(500).end();
        return;
      }
      if (fake.behaviour === 'garbage') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Welcome</h1>');
        return;
      }
      const url =
        fake.behaviour === 'insecure'
          ? 'http://games.vendor.example/play/abc'
          : `${fake.url}/play/${fake.launches.length}`;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ url, expiresAt: '2030-01-01T00:00:00.000Z' }));
    });
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}
