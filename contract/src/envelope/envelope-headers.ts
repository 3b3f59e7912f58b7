import { toBase64Url, utf8Encode } from './encoding.js';
import type { KeyedScheme } from './envelope-schemes.js';

/** Request headers of an encrypted body (SPEC section 7); lower case, as Node reads them. */
export const ENVELOPE_HEADERS = {
  /** hpke, aes-gcm: `<scheme>; kid=<key id>; ts=<epoch ms>; nonce=<base64url>`. des-ecb: hex of RSA(r). */
  encryption: 'encryption',
  /** hpke: base64 SHA-256 of the ciphertext. aes-gcm: base64 of the 12-byte IV. Not used by des-ecb. */
  digest: 'x-digest',
  /** hpke: base64 of the encapsulated key. aes-gcm: base64 of the RSA-OAEP-256-wrapped AES key. */
  rsa: 'x-rsa',
} as const;

/** What the `Encryption` header of a keyed scheme binds: key id, timestamp and nonce. */
export interface KeyedEncryptionHeader {
  keyId: string;
  /** Milliseconds since the epoch when the client sealed the body. */
  timestamp: number;
  /** 16 random bytes, base64url: accepted once within the replay window. */
  nonce: string;
}

/** The aes-gcm header: the keyed header under its earlier name. */
export type AesGcmEncryptionHeader = KeyedEncryptionHeader;

/** The call an envelope was sealed for; it is bound into the additional data. */
export interface EnvelopeTarget {
  method: string;
  /** The path without its query, e.g. `/wps/session/login`. */
  path: string;
}

const KEYED_HEADER =
  /^(hpke|aes-gcm); kid=([A-Za-z0-9_-]{1,64}); ts=(\d{1,15}); nonce=([A-Za-z0-9_-]{16,64})$/;

const NONCE_BYTES = 16;

/** A fresh header for one request: the key's id, the (server) time and 16 random bytes. */
export function freshKeyedHeader(keyId: string, now: number): KeyedEncryptionHeader {
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return { keyId, timestamp: Math.floor(now), nonce: toBase64Url(nonce) };
}

/** Formats the `Encryption` header of a keyed scheme. */
export function formatKeyedHeader(scheme: KeyedScheme, header: KeyedEncryptionHeader): string {
  return `${scheme}; kid=${header.keyId}; ts=${header.timestamp}; nonce=${header.nonce}`;
}

/** Parses a keyed `Encryption` header with its scheme; undefined unless exactly well formed. */
export function parseKeyedHeader(
  value: string,
): (KeyedEncryptionHeader & { scheme: KeyedScheme }) | undefined {
  const match = KEYED_HEADER.exec(value);
  if (!match) return undefined;
  const scheme = match[1] as KeyedScheme;
  return { scheme, keyId: match[2]!, timestamp: Number(match[3]), nonce: match[4]! };
}

/** Formats the `Encryption` header of an aes-gcm request. */
export function formatAesGcmHeader(header: AesGcmEncryptionHeader): string {
  return formatKeyedHeader('aes-gcm', header);
}

/** Parses the `Encryption` header of an aes-gcm request; undefined unless exactly well formed. */
export function parseAesGcmHeader(value: string): AesGcmEncryptionHeader | undefined {
  const parsed = parseKeyedHeader(value);
  if (parsed?.scheme !== 'aes-gcm') return undefined;
  const { scheme: _scheme, ...header } = parsed;
  return header;
}

/**
 * The AEAD additional data of a keyed request: scheme, key id, timestamp, nonce, method and
 * path, one per line. Changing any of them, or moving the body to another call, fails opening.
 */
export function keyedAdditionalData(
  scheme: KeyedScheme,
  header: KeyedEncryptionHeader,
  target: EnvelopeTarget,
): Uint8Array<ArrayBuffer> {
  const lines = [
    scheme,
    header.keyId,
    String(header.timestamp),
    header.nonce,
    `${target.method.toUpperCase()} ${target.path}`,
  ];
  return utf8Encode(lines.join('\n'));
}

/** The AES-GCM additional data of an aes-gcm request (see keyedAdditionalData). */
export function aesGcmAdditionalData(
  header: AesGcmEncryptionHeader,
  target: EnvelopeTarget,
): Uint8Array<ArrayBuffer> {
  return keyedAdditionalData('aes-gcm', header, target);
}
