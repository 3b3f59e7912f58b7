import { desEcbDecrypt, desEcbEncrypt } from './des.js';
import { fromBase64, toBase64, utf8Decode, utf8Encode } from './encoding.js';
import {
  bigIntToBytes,
  bytesToBigInt,
  LEGACY_RSA_EXPONENT,
  modPow,
  parseHexInteger,
  textbookRsa,
} from './textbook-rsa.js';

/** How many letters and digits the legacy random key string r has. */
export const LEGACY_KEY_STRING_LENGTH = 16;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_STRING = /^[A-Za-z0-9]{16}$/;

/** A sealed legacy request: the `Encryption` header and the base64 body. */
export interface SealedDesEcb {
  encryption: string;
  body: string;
}

/** The private half of a legacy key. */
export interface LegacyPrivateKey {
  modulus: bigint;
  privateExponent: bigint;
}

/** True when text is a legacy key string: exactly 16 ASCII letters and digits. */
export function isLegacyKeyString(text: string): boolean {
  return KEY_STRING.test(text);
}

/** A fresh key string r: 16 letters and digits drawn uniformly from the platform's CSPRNG. */
export function randomLegacyKeyString(): string {
  let text = '';
  while (text.length < LEGACY_KEY_STRING_LENGTH) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(32))) {
      // 248 = 4 * 62: dropping larger bytes keeps every character equally likely.
      if (byte < 248 && text.length < LEGACY_KEY_STRING_LENGTH) text += ALPHABET[byte % 62];
    }
  }
  return text;
}

/**
 * Seals a JSON text the legacy way (LEGACY-WIRE.md): DES-ECB with PKCS#7 under the first 8 bytes
 * of r, the ciphertext in base64; r itself as hex textbook RSA (e = 65537) for the header.
 */
export function sealDesEcb(
  plaintext: string,
  modulus: bigint,
  keyString: string = randomLegacyKeyString(),
): SealedDesEcb {
  if (!isLegacyKeyString(keyString))
    throw new Error('the key string must be 16 letters and digits');
  const r = utf8Encode(keyString);
  const encrypted = textbookRsa(bytesToBigInt(r), LEGACY_RSA_EXPONENT, modulus);
  const width = Math.ceil(modulus.toString(16).length / 2) * 2;
  return {
    encryption: encrypted.toString(16).padStart(width, '0'),
    body: toBase64(desEcbEncrypt(r.subarray(0, 8), utf8Encode(plaintext))),
  };
}

/** Recovers r from a legacy `Encryption` header; undefined unless it decrypts to a key string. */
export function recoverLegacyKeyString(
  encryption: string,
  key: LegacyPrivateKey,
): string | undefined {
  const ciphertext = parseHexInteger(encryption);
  if (ciphertext <= 0n || ciphertext >= key.modulus) return undefined;
  const bytes = bigIntToBytes(modPow(ciphertext, key.privateExponent, key.modulus));
  const text = String.fromCharCode(...bytes);
  return isLegacyKeyString(text) ? text : undefined;
}

/** Decrypts a legacy base64 body with the key string r: answers the JSON text, or throws. */
export function openDesEcbBody(body: string, keyString: string): string {
  const key = utf8Encode(keyString).subarray(0, 8);
  return utf8Decode(desEcbDecrypt(key, fromBase64(body)));
}
