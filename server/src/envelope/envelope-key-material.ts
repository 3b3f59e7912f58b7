import {
  bytesToBigInt,
  fromBase64,
  fromBase64Url,
  RSA_OAEP_256,
  toBase64,
  toHex,
  type EnvelopeCryptoKey,
  type EnvelopeScheme,
  type HpkeRecipientKey,
  type LegacyPrivateKey,
} from '@lobby/contract';

type RsaScheme = Exclude<EnvelopeScheme, 'hpke'>;

/** RSA sizes per scheme: 3072 bits for aes-gcm; the legacy envelope's 1024 bits for des-ecb. */
export const ENVELOPE_KEY_BITS: Readonly<Record<RsaScheme, number>> = {
  'aes-gcm': 3072,
  'des-ecb': 1024,
};

/** A new key pair in its stored forms. */
export interface EnvelopeKeyPair {
  /** hpke: base64 of the uncompressed P-256 point; aes-gcm: base64 DER SPKI; des-ecb: hex modulus. */
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

/** The hpke key's curve, as Web Crypto names it for key agreement. */
const P256_ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** Generates a key pair with Web Crypto; the private key as PKCS#8 PEM. */
export function generateEnvelopeKeyPair(scheme: EnvelopeScheme): Promise<EnvelopeKeyPair> {
  return scheme === 'hpke' ? generateHpkeKeyPair() : generateRsaKeyPair(scheme);
}

/** A P-256 key pair for hpke: the public key as its raw uncompressed point. */
async function generateHpkeKeyPair(): Promise<EnvelopeKeyPair> {
  const { subtle } = globalThis.crypto;
  const pair = await subtle.generateKey(P256_ECDH, true, ['deriveBits']);
  const raw = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  const pkcs8 = new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey));
  return { publicKey: toBase64(raw), privateKeyPem: toPem(pkcs8) };
}

/** An RSA key pair (e = 65537) of the scheme's size. */
async function generateRsaKeyPair(scheme: RsaScheme): Promise<EnvelopeKeyPair> {
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

/** Imports an hpke key pair (the stored public point saves deriving it on every open). */
export async function importHpkeRecipientKey(
  pem: string,
  publicKey: string,
): Promise<HpkeRecipientKey> {
  const { subtle } = globalThis.crypto;
  const [privateKey, publicHalf] = await Promise.all([
    subtle.importKey('pkcs8', fromPem(pem), P256_ECDH, false, ['deriveBits']),
    subtle.importKey('raw', fromBase64(publicKey), P256_ECDH, true, []),
  ]);
  return { privateKey, publicKey: publicHalf };
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
