import { Aes128Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import type { EnvelopeCryptoKey, SealedAesGcm } from './aes-gcm-envelope.js';
import { fromBase64, toBase64, utf8Decode, utf8Encode } from './encoding.js';
import {
  formatKeyedHeader,
  freshKeyedHeader,
  keyedAdditionalData,
  type EnvelopeTarget,
  type KeyedEncryptionHeader,
} from './envelope-headers.js';
import { subtleCrypto } from './subtle-crypto.js';

/** Bytes of an uncompressed P-256 point: the public key and the encapsulated key alike. */
export const HPKE_POINT_BYTES = 65;

/** HPKE's `info`: separates this use of a merchant's key from any other. */
const HPKE_INFO = utf8Encode('lobby request envelope v1');

/** The public half of an hpke merchant key: its id and base64 of the uncompressed P-256 point. */
export interface HpkePublicKey {
  keyId: string;
  publicKey: string;
}

/** A sealed hpke request: the same three headers and body `value` as aes-gcm. */
export type SealedHpke = SealedAesGcm;

/** The parts of an hpke request that the server opens. */
export interface HpkeRequest {
  header: KeyedEncryptionHeader;
  /** X-Digest: base64 SHA-256 of the ciphertext, checked before opening. */
  digest: string;
  /** X-RSA: base64 of the 65-byte encapsulated key. */
  rsa: string;
  /** The body's `value`: base64 of ciphertext and 16-byte tag. */
  value: string;
  target: EnvelopeTarget;
}

/** The recipient's P-256 key pair, as Web Crypto keys; the public half saves a derivation. */
export interface HpkeRecipientKey {
  privateKey: EnvelopeCryptoKey;
  publicKey: EnvelopeCryptoKey;
}

let suite: CipherSuite | undefined;

/** DHKEM(P-256, HKDF-SHA256), HKDF-SHA256 and AES-128-GCM on Web Crypto, made on first use. */
function hpkeSuite(): CipherSuite {
  subtleCrypto();
  suite ??= new CipherSuite({
    kem: new DhkemP256HkdfSha256(),
    kdf: new HkdfSha256(),
    aead: new Aes128Gcm(),
  });
  return suite;
}

async function sha256Base64(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return toBase64(new Uint8Array(await subtleCrypto().digest('SHA-256', bytes)));
}

/**
 * Seals a JSON text for one call with HPKE base mode to the merchant's key: a fresh encapsulated
 * key and nonce per request, the key id, timestamp, nonce, method and path bound as the AAD.
 */
export async function sealHpke(
  plaintext: string,
  key: HpkePublicKey,
  target: EnvelopeTarget,
  now: number,
): Promise<SealedHpke> {
  const cipherSuite = hpkeSuite();
  const recipientPublicKey = await cipherSuite.kem.deserializePublicKey(fromBase64(key.publicKey));
  const header = freshKeyedHeader(key.keyId, now);
  const { ct, enc } = await cipherSuite.seal(
    { recipientPublicKey, info: HPKE_INFO },
    utf8Encode(plaintext),
    keyedAdditionalData('hpke', header, target),
  );
  const sealed = new Uint8Array(ct);
  return {
    headers: {
      encryption: formatKeyedHeader('hpke', header),
      digest: await sha256Base64(sealed),
      rsa: toBase64(new Uint8Array(enc)),
    },
    value: toBase64(sealed),
  };
}

/** Opens an hpke request with the recipient's key pair: answers the JSON text, throws on any failure. */
export async function openHpke(request: HpkeRequest, recipient: HpkeRecipientKey): Promise<string> {
  const enc = fromBase64(request.rsa);
  if (enc.length !== HPKE_POINT_BYTES) throw new Error('bad encapsulated key length');
  const ciphertext = fromBase64(request.value);
  if ((await sha256Base64(ciphertext)) !== request.digest) throw new Error('digest mismatch');
  const plaintext = await hpkeSuite().open(
    { recipientKey: recipient, enc, info: HPKE_INFO },
    ciphertext,
    keyedAdditionalData('hpke', request.header, request.target),
  );
  return utf8Decode(new Uint8Array(plaintext));
}
