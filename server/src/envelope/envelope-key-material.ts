import {
  bytesToBigInt,
  fromBase64,
  fromBase64Url,
  RSA_OAEP_256,
  toBase64,
  toHex,
  type EnvelopeCryptoKey,
  type EnvelopeScheme,
  type LegacyPrivateKey,
} from '@lobby/contract';

/** RSA sizes per scheme: 3072 bits for aes-gcm; the legacy envelope's 1024 bits for des-ecb. */
export const ENVELOPE_KEY_BITS: Readonly<Record<EnvelopeScheme, number>> = {
  'aes-gcm': 3072,
  'des-ecb': 1024,
};

/** A new key pair in its stored forms. */
export interface EnvelopeKeyPair {
  /** aes-gcm: base64 DER SPKI; des-ecb: the modulus in lower-case hexadecimal. */
  publicKey: string;
  privateKeyPem: string;
}

const PEM_LABEL = 'PRIVATE KEY';

function toPem(der: Uint8Array): string {
  const lines = toBase64(der).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${PEM_LABEL}-----\n${lines.join('\n')}\n-----END ${PEM_LABEL}-----\n`;
}

function fromPem(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem
    .replace(`-----BEGIN ${PEM_LABEL}-----`, '')
    .replace(`-----END ${PEM_LABEL}-----`, '')
    .replace(/\s+/g, '');
  return fromBase64(body);
}

/** Generates a key pair with Web Crypto (e = 65537); the private key as PKCS#8 PEM. */
export async function generateEnvelopeKeyPair(scheme: EnvelopeScheme): Promise<EnvelopeKeyPair> {
  const { subtle } = globalThis.crypto;
  // Web Crypto only makes RSA keys for a named use; des-ecb takes the bare numbers from it.
  const pair = await subtle.generateKey(
    {
      ...RSA_OAEP_256,
      modulusLength: ENVELOPE_KEY_BITS[scheme],
      publicExponent: new Uint8Array([1, 0, 1]),
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const privateKeyPem = toPem(new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey)));
  if (scheme === 'aes-gcm') {
    const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
    return { publicKey: toBase64(spki), privateKeyPem };
  }
  const jwk = await subtle.exportKey('jwk', pair.publicKey);
  return { publicKey: toHex(fromBase64Url(jwk.n!)), privateKeyPem };
}

/** Imports an aes-gcm private key for RSA-OAEP-256 unwrapping. */
export function importAesGcmPrivateKey(pem: string): Promise<EnvelopeCryptoKey> {
  return globalThis.crypto.subtle.importKey('pkcs8', fromPem(pem), RSA_OAEP_256, false, [
    'decrypt',
  ]);
}

/** Reads the modulus and private exponent of a des-ecb private key, for textbook RSA. */
export async function importLegacyPrivateKey(pem: string): Promise<LegacyPrivateKey> {
  const { subtle } = globalThis.crypto;
  const key = await subtle.importKey('pkcs8', fromPem(pem), RSA_OAEP_256, true, ['decrypt']);
  const jwk = await subtle.exportKey('jwk', key);
  return {
    modulus: bytesToBigInt(fromBase64Url(jwk.n!)),
    privateExponent: bytesToBigInt(fromBase64Url(jwk.d!)),
  };
}
