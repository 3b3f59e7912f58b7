import { fromBase64, toBase64, utf8Decode, utf8Encode } from './encoding.js';
import {
  aesGcmAdditionalData,
  formatAesGcmHeader,
  freshKeyedHeader,
  type AesGcmEncryptionHeader,
  type EnvelopeTarget,
} from './envelope-headers.js';
import { subtleCrypto } from './subtle-crypto.js';

/** The public half of an aes-gcm merchant key: its id and base64 DER SubjectPublicKeyInfo. */
export interface AesGcmPublicKey {
  keyId: string;
  spki: string;
}

/** A sealed aes-gcm request: the values of its three headers and of the body's `value`. */
export interface SealedAesGcm {
  headers: { encryption: string; digest: string; rsa: string };
  value: string;
}

/** The parts of an aes-gcm request that the server opens. */
export interface AesGcmRequest {
  header: AesGcmEncryptionHeader;
  /** X-Digest: base64 of the 12-byte IV. */
  digest: string;
  /** X-RSA: base64 of the wrapped AES key. */
  rsa: string;
  /** The body's `value`: base64 of ciphertext and 16-byte tag. */
  value: string;
  target: EnvelopeTarget;
}

/** A Web Crypto key, named without DOM types so Node's type definitions serve as well. */
export type EnvelopeCryptoKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

/** RSA-OAEP with SHA-256 for both the hash and MGF1, as Web Crypto defines it. */
export const RSA_OAEP_256 = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

const IV_BYTES = 12;
const AES_KEY_BYTES = 32;

/** Imports an aes-gcm public key (base64 DER SPKI) for wrapping with RSA-OAEP-256. */
export function importAesGcmPublicKey(spki: string): Promise<EnvelopeCryptoKey> {
  return subtleCrypto().importKey('spki', fromBase64(spki), RSA_OAEP_256, false, ['encrypt']);
}

/**
 * Seals a JSON text for one call: a fresh AES-256-GCM key wrapped with RSA-OAEP-256, a fresh IV
 * and nonce, and the key id, timestamp, nonce, method and path bound as additional data.
 */
export async function sealAesGcm(
  plaintext: string,
  key: AesGcmPublicKey,
  target: EnvelopeTarget,
  now: number,
): Promise<SealedAesGcm> {
  const subtle = subtleCrypto();
  const publicKey = await importAesGcmPublicKey(key.spki);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const wrapped = await subtle.encrypt(
    RSA_OAEP_256,
    publicKey,
    await subtle.exportKey('raw', aesKey),
  );
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const header = freshKeyedHeader(key.keyId, now);
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: aesGcmAdditionalData(header, target), tagLength: 128 },
    aesKey,
    utf8Encode(plaintext),
  );
  return {
    headers: {
      encryption: formatAesGcmHeader(header),
      digest: toBase64(iv),
      rsa: toBase64(new Uint8Array(wrapped)),
    },
    value: toBase64(new Uint8Array(ciphertext)),
  };
}

/** Opens an aes-gcm request with the private key: answers the JSON text, throws on any failure. */
export async function openAesGcm(
  request: AesGcmRequest,
  privateKey: EnvelopeCryptoKey,
): Promise<string> {
  const subtle = subtleCrypto();
  const iv = fromBase64(request.digest);
  if (iv.length !== IV_BYTES) throw new Error('bad IV length');
  const raw = await subtle.decrypt(RSA_OAEP_256, privateKey, fromBase64(request.rsa));
  if (raw.byteLength !== AES_KEY_BYTES) throw new Error('bad AES key length');
  const aesKey = await subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  const plaintext = await subtle.decrypt(
    {
      name: 'AES-GCM',
      iv,
      additionalData: aesGcmAdditionalData(request.header, request.target),
      tagLength: 128,
    },
    aesKey,
    fromBase64(request.value),
  );
  return utf8Decode(new Uint8Array(plaintext));
}
