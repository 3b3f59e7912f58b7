import {
  createECDH,
  createDecipheriv,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { listenLocally, type LocalServer } from './local-server.js';

/** A browser's side of a push subscription: its keys, and how to read what was sent to it. */
export interface BrowserKeys {
  auth: string;
  p256dh: string;
  /** RFC 8291 (aes128gcm): the plaintext of a push body sent to this subscription. */
  decrypt(body: Buffer): string;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Makes a subscription's P-256 key pair and auth secret, as a browser does. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    auth: authSecret.toString('base64url'),
    p256dh: uaPublic.toString('base64url'),
    decrypt(body) {
      // RFC 8188 header: salt (16), record size (4), key id length (1), key id (sender's key).
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const ecdhSecret = ecdh.computeSecret(asPublic);
      // RFC 8291 section 3.4: the input keying material from the auth secret.
      const prkKey = hmac(authSecret, ecdhSecret);
      const keyInfo = Buffer.concat([
        Buffer.from('WebPush: info\0'),
        uaPublic,
        asPublic,
        Buffer.from([1]),
      ]);
      const ikm = hmac(prkKey, keyInfo);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 and any zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('no last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** What the fake push service received at one endpoint. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The push service the fake stands in for: browsers' endpoints name it, VAPID claims it. */
export const FAKE_PUSH_AUDIENCE = 'https://fcm.googleapis.com';

/**
 * A local stand-in for a browser push service: records every push it gets and answers the
 * status `statusFor(path)` chooses (201 by default; 410 for a gone subscription). Browsers'
 * endpoints name FCM (`endpoint(name)`); the server reaches the fake because the deployment says
 * so (PUSH_SERVICE_URL = `url`, `config.outbound.pushServiceUrl` in tests), never because a
 * browser registered its address.
 */
export async function fakePushService(options: { port?: number } = {}): Promise<
  LocalServer & {
    received: ReceivedPush[];
    /** A subscription endpoint at FCM, which the server sends to the fake at the same path. */
    endpoint(name: string): string;
    statusFor: (path: string) => number;
    answer(fn: (path: string) => number): void;
  }
> {
  const received: ReceivedPush[] = [];
  let statusFor = (_path: string) => 201;
  const server = await listenLocally((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statusFor(path);
      response.end();
    });
  }, options.port);
  return {
    ...server,
    received,
    endpoint: (name) => `${FAKE_PUSH_AUDIENCE}/fcm/send/${name}`,
    get statusFor() {
      return statusFor;
    },
    answer(fn) {
      statusFor = fn;
    },
  };
}

/**
 * Checks a push's VAPID Authorization header (`vapid t=<JWT>, k=<public key>`): the JWT is
 * ES256-signed by k and its audience is the push service's origin. Answers k.
 */
export function verifiedVapidKey(headers: IncomingHttpHeaders, origin: string): string {
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(String(headers.authorization));
  if (!match) throw new Error(`not a VAPID header: ${headers.authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  const { aud } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string };
  if (aud !== origin) throw new Error(`VAPID audience ${aud}, expected ${origin}`);
  return k;
}
