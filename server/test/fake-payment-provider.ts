import { createHmac, timingSafeEqual } from 'node:crypto';
import { listenLocally } from './local-server.js';

export interface ReceivedCheckout {
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  /** True when X-Lobby-Signature matched hex(HMAC-SHA256(secret, timestamp + '.' + body)). */
  signed: boolean;
}

export interface FakePaymentProvider {
  /** http://127.0.0.1:<port>, the provider API's base URL. */
  url: string;
  checkouts: ReceivedCheckout[];
  /** 'ok' answers a payUrl; 'error' HTTP 500; 'insecure' an http payUrl off this machine. */
  behaviour: 'ok' | 'error' | 'insecure';
  /** The notification the provider sends once the player paid: headers and raw body, signed. */
  notification(
    providerName: string,
    fields: { depositId: string; status: 'paid' | 'cancelled'; amount: number },
  ): { headers: Record<string, string>; body: string };
  close(): Promise<void>;
}

const sign = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * A payment provider on 127.0.0.1 built as the README asks real ones to be: POST /checkout with a
 * signed JSON deposit, answering `{ payUrl }`; a badly signed checkout gets HTTP 401. Its
 * notifications are signed with the same secret.
 */
export async function startFakePaymentProvider(secret: string): Promise<FakePaymentProvider> {
  let counter = 0;
  const fake: FakePaymentProvider = {
    url: '',
    checkouts: [],
    behaviour: 'ok',
    notification: (providerName, fields) => {
      counter += 1;
      const body = JSON.stringify({ ...fields, providerReference: `fake-${counter}` });
      const timestamp = String(Math.floor(Date.now() / 1000));
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-lobby-provider': providerName,
          'x-lobby-timestamp': timestamp,
          'x-lobby-signature': sign(secret, timestamp, body),
        },
      };
    },
    close: () => Promise.resolve(),
  };
  const server = await listenLocally((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers['x-lobby-timestamp'] ?? '');
      const given = Buffer.from(String(request.headers['x-lobby-signature'] ?? ''));
      const expected = Buffer.from(sign(secret, timestamp, raw));
      const signed = given.length === expected.length && timingSafeEqual(given, expected);
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      fake.checkouts.push({ headers: request.headers, body, signed });
      if (!signed || request.method !== 'POST' || request.url !== '/checkout') {
        response.writeHead(401).end();
        return;
      }
      if (fake.behaviour === 'error') {
        response.writeHead(500).end();
        return;
      }
      const base = fake.behaviour === 'insecure' ? 'http://pay.example' : fake.url;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ payUrl: `${base}/pay/${String(body.depositId)}` }));
    });
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}
