import { describe, expect, it } from 'vitest';
import { SIGNED_REQUEST_HEADERS, SIGNED_REQUEST_MAX_SKEW_MS } from '@lobby/contract';
import {
  requestSignature,
  signatureMatches,
  signedHeaders,
  verifySignedRequest,
  type SignedRequest,
} from './signed-request.js';

const now = new Date('2023-11-14T22:13:20Z');
const body = '{"a":1}';

function received(headers: Record<string, string>, rawBody = body): SignedRequest {
  return {
    signer: headers[SIGNED_REQUEST_HEADERS.vendor],
    timestamp: headers[SIGNED_REQUEST_HEADERS.timestamp],
    signature: headers[SIGNED_REQUEST_HEADERS.signature],
    rawBody,
  };
}

describe('signed requests', () => {
  it('signs hex(HMAC-SHA256(secret, timestamp + "." + body))', () => {
    // Computed independently: printf '%s' '1700000000.{"a":1}' | openssl dgst -sha256 -hmac key
    expect(requestSignature('key', '1700000000', body)).toBe(
      'a438e398bfafc57e4396bb7fc2304422f0f768e965d073ca313cb52e22e6ad03',
    );
  });

  it('sends the signer, Unix seconds and the signature in the contract headers', () => {
    const headers = signedHeaders({
      secret: 'key',
      body,
      now,
      signer: { header: 'vendor', name: 'ACME' },
    });
    expect(headers).toEqual({
      'x-lobby-vendor': 'ACME',
      'x-lobby-timestamp': '1700000000',
      'x-lobby-signature': 'a438e398bfafc57e4396bb7fc2304422f0f768e965d073ca313cb52e22e6ad03',
    });
  });

  it('accepts what it signed, under a string or a byte secret, within the freshness window', () => {
    const bytes = new TextEncoder().encode('key');
    const headers = signedHeaders({ secret: bytes, body, now });
    expect(verifySignedRequest('key', received(headers), now)).toBe(true);
    const edge = new Date(now.getTime() + SIGNED_REQUEST_MAX_SKEW_MS);
    expect(verifySignedRequest(bytes, received(headers), edge)).toBe(true);
  });

  it('refuses another secret, an altered body, a stale or future timestamp and missing parts', () => {
    const headers = signedHeaders({ secret: 'key', body, now });
    const late = new Date(now.getTime() + SIGNED_REQUEST_MAX_SKEW_MS + 1000);
    const early = new Date(now.getTime() - SIGNED_REQUEST_MAX_SKEW_MS - 1000);
    expect(verifySignedRequest('other', received(headers), now)).toBe(false);
    expect(verifySignedRequest(undefined, received(headers), now)).toBe(false);
    expect(verifySignedRequest('key', received(headers, '{"a":2}'), now)).toBe(false);
    expect(verifySignedRequest('key', received(headers), late)).toBe(false);
    expect(verifySignedRequest('key', received(headers), early)).toBe(false);
    const { timestamp, signature } = received(headers);
    for (const broken of [
      { timestamp: undefined, signature },
      { timestamp, signature: undefined },
      { timestamp: `${timestamp}.5`, signature },
      { timestamp, signature: signature?.slice(2) },
      { timestamp, signature: `${signature?.slice(0, 62)}zz` },
    ]) {
      expect(verifySignedRequest('key', { signer: 'ACME', rawBody: body, ...broken }, now)).toBe(
        false,
      );
    }
  });

  it('matches a MAC without a clock only for the same purpose and value', () => {
    const mac = requestSignature('key', 'checkout-link', 'd-1');
    expect(signatureMatches('key', 'checkout-link', 'd-1', mac)).toBe(true);
    expect(signatureMatches('key', 'checkout-link', 'd-2', mac)).toBe(false);
    expect(signatureMatches('key', 'another', 'd-1', mac)).toBe(false);
  });
});
