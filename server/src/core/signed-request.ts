import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  SIGNED_REQUEST_HEADERS,
  SIGNED_REQUEST_MAX_SKEW_MS,
  type SignerHeader,
} from '@lobby/contract';
import { singleHeader } from './http/raw-body.js';

/**
 * The one signed-request rule between Lobby and outside parties (game launches and checkouts it
 * sends; vendors' wallet calls and providers' notifications it receives): the headers of
 * SIGNED_REQUEST_HEADERS, signature hex(HMAC-SHA256(secret, timestamp + '.' + body)), timestamp
 * in Unix seconds within SIGNED_REQUEST_MAX_SKEW_MS of the receiver's clock.
 */
export type SigningSecret = string | Uint8Array;

/** What a received signed request carries besides its parsed body. */
export interface SignedRequest {
  /** The vendor or provider the request says it comes from. */
  signer: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
}

/** Who signs a request Lobby sends or a client sends to Lobby, named in its signer header. */
export interface Signer {
  header: SignerHeader;
  name: string;
}

export function requestSignature(secret: SigningSecret, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** True when `signature` is the body's under the secret, compared in constant time. */
export function signatureMatches(
  secret: SigningSecret,
  timestamp: string,
  body: string,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(requestSignature(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The headers that sign `body` now: timestamp, signature and, when given, the signer's name. */
export function signedHeaders(options: {
  secret: SigningSecret;
  body: string;
  now: Date;
  signer?: Signer;
}): Record<string, string> {
  const { secret, body, now, signer } = options;
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    ...(signer ? { [SIGNED_REQUEST_HEADERS[signer.header]]: signer.name } : {}),
    [SIGNED_REQUEST_HEADERS.timestamp]: timestamp,
    [SIGNED_REQUEST_HEADERS.signature]: requestSignature(secret, timestamp, body),
  };
}

/** The signed parts of a received request whose signer is named in `signerHeader`. */
export function readSignedRequest(
  request: FastifyRequest,
  signerHeader: SignerHeader,
  rawBody: string,
): SignedRequest {
  return {
    signer: singleHeader(request, SIGNED_REQUEST_HEADERS[signerHeader]),
    timestamp: singleHeader(request, SIGNED_REQUEST_HEADERS.timestamp),
    signature: singleHeader(request, SIGNED_REQUEST_HEADERS.signature),
    rawBody,
  };
}

/**
 * True when the request is signed under the secret and its timestamp is fresh; false without a
 * secret (an unknown signer), timestamp or signature. Compared in constant time.
 */
export function verifySignedRequest(
  secret: SigningSecret | undefined,
  request: SignedRequest,
  now: Date,
): boolean {
  const { timestamp, signature, rawBody } = request;
  if (!secret || !timestamp || !signature) return false;
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > SIGNED_REQUEST_MAX_SKEW_MS) return false;
  return signatureMatches(secret, timestamp, rawBody, signature);
}

/**
 * POSTs a signed JSON body to an outside party (or, for the demo, to Lobby's own public address)
 * as any signed client does: no redirects followed, given up after `timeoutMs`.
 */
export function postSigned(options: {
  url: string;
  body: string;
  secret: SigningSecret;
  now: Date;
  signer?: Signer;
  headers?: Record<string, string>;
  timeoutMs: number;
}): Promise<Response> {
  const { url, body, secret, now, signer, headers, timeoutMs } = options;
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...headers,
      ...signedHeaders({ secret, body, now, signer }),
    },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
}
