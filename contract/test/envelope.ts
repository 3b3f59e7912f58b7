/** Test helpers for the keyed envelopes (hpke, aes-gcm): read back what a sealer sent, tamper. */
import type { SealedAesGcm } from '../src/envelope/aes-gcm-envelope.js';
import { fromBase64, toBase64 } from '../src/envelope/encoding.js';
import { parseKeyedHeader, type EnvelopeTarget } from '../src/envelope/envelope-headers.js';
import type { HpkeRequest } from '../src/envelope/hpke-envelope.js';

/** The request a server opens from a sealed hpke or aes-gcm body (their parts are the same). */
export function keyedRequestOf(sealed: SealedAesGcm, target: EnvelopeTarget): HpkeRequest {
  const { scheme: _scheme, ...header } = parseKeyedHeader(sealed.headers.encryption)!;
  return {
    header,
    digest: sealed.headers.digest,
    rsa: sealed.headers.rsa,
    value: sealed.value,
    target,
  };
}

/** Flips one bit of a base64 value (the first byte unless told). */
export function flipBase64(base64: string, byte = 0): string {
  const bytes = fromBase64(base64);
  bytes[byte] = bytes[byte]! ^ 1;
  return toBase64(bytes);
}
