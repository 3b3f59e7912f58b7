import { utf8Encode } from './encoding.js';

/** The two request envelopes; each merchant uses one (SPEC section 7, DESIGN.md). */
export const ENVELOPE_SCHEMES = ['aes-gcm', 'des-ecb'] as const;
export type EnvelopeScheme = (typeof ENVELOPE_SCHEMES)[number];

/** Request headers of an encrypted body (SPEC section 7); lower case, as Node reads them. */
export const ENVELOPE_HEADERS = {
  /** aes-gcm: `aes-gcm; kid=<key id>; ts=<epoch ms>; nonce=<base64url>`. des-ecb: hex of RSA(r). */
  encryption: 'encryption',
  /** aes-gcm: base64 of the 12-byte AES-GCM IV. Not used by des-ecb. */
  digest: 'x-digest',
  /** aes-gcm: base64 of the AES-256 key wrapped with RSA-OAEP-256. Not used by des-ecb. */
  rsa: 'x-rsa',
} as const;

/** What the `Encryption` header of an aes-gcm request binds: key id, timestamp and nonce. */
export interface AesGcmEncryptionHeader {
  keyId: string;
  /** Milliseconds since the epoch when the client sealed the body. */
  timestamp: number;
  /** 16 random bytes, base64url: accepted once within the replay window. */
  nonce: string;
}

/** The call an envelope was sealed for; it is bound into the AES-GCM additional data. */
export interface EnvelopeTarget {
  method: string;
  /** The path without its query, e.g. `/wps/session/login`. */
  path: string;
}

const AES_GCM_HEADER =
  /^aes-gcm; kid=([A-Za-z0-9_-]{1,64}); ts=(\d{1,15}); nonce=([A-Za-z0-9_-]{16,64})$/;

/** Formats the `Encryption` header of an aes-gcm request. */
export function formatAesGcmHeader(header: AesGcmEncryptionHeader): string {
  return `aes-gcm; kid=${header.keyId}; ts=${header.timestamp}; nonce=${header.nonce}`;
}

/** Parses the `Encryption` header of an aes-gcm request; undefined unless exactly well formed. */
export function parseAesGcmHeader(value: string): AesGcmEncryptionHeader | undefined {
  const match = AES_GCM_HEADER.exec(value);
  if (!match) return undefined;
  return { keyId: match[1]!, timestamp: Number(match[2]), nonce: match[3]! };
}

/**
 * The AES-GCM additional data of an aes-gcm request: scheme, key id, timestamp, nonce, method and
 * path, one per line. Changing any of them, or moving the body to another call, fails decryption.
 */
export function aesGcmAdditionalData(
  header: AesGcmEncryptionHeader,
  target: EnvelopeTarget,
): Uint8Array<ArrayBuffer> {
  const lines = [
    'aes-gcm',
    header.keyId,
    String(header.timestamp),
    header.nonce,
    `${target.method.toUpperCase()} ${target.path}`,
  ];
  return utf8Encode(lines.join('\n'));
}
