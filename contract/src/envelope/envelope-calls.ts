import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { HPKE_ALGORITHM } from './envelope-schemes.js';
import { optionalText } from '../core/text.js';

const keyId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/**
 * The public key of an hpke merchant (the default): RFC 9180 base mode with DHKEM(P-256,
 * HKDF-SHA256), HKDF-SHA256 and AES-128-GCM to a P-256 key, as base64 of its 65-byte
 * uncompressed point. `keyId` goes back in the Encryption header of every request sealed with it.
 */
export const hpkePublicKeySchema = z.object({
  scheme: z.literal('hpke'),
  keyId,
  algorithm: z.literal(HPKE_ALGORITHM),
  publicKey: z.string().check(z.regex(/^[A-Za-z0-9+/]{86}[AEIMQUYcgkosw048]=$/)),
  /** The server's clock (epoch ms): clients stamp requests in server time, whatever theirs says. */
  serverTime: z.number(),
});
export type HpkePublicKeyValue = z.infer<typeof hpkePublicKeySchema>;

/**
 * The public key of an aes-gcm merchant (the scheme hpke replaces): a 3072-bit RSA key (exponent 65537) for RSA-OAEP with
 * SHA-256, as base64 of its DER SubjectPublicKeyInfo (Web Crypto's 'spki' format). `keyId` goes
 * back in the Encryption header of every request sealed with it.
 */
export const aesGcmPublicKeySchema = z.object({
  scheme: z.literal('aes-gcm'),
  keyId,
  algorithm: z.literal('RSA-OAEP-256'),
  spki: z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
  /** The server's clock (epoch ms): clients stamp requests in server time, whatever theirs says. */
  serverTime: z.number(),
});
export type AesGcmPublicKeyValue = z.infer<typeof aesGcmPublicKeySchema>;

/** The public key of a des-ecb (legacy) merchant: its 1024-bit RSA modulus in hex; e = 65537. */
export const legacyModulusSchema = z.string().check(z.regex(/^[0-9a-fA-F]{2,2048}$/));

/** Any form of the rsa-key answer; its shape tells the scheme. */
export const rsaKeyValueSchema = z.union([
  legacyModulusSchema,
  hpkePublicKeySchema,
  aesGcmPublicKeySchema,
]);
export type RsaKeyValue = z.infer<typeof rsaKeyValueSchema>;

const cacheBuster = optionalText(64);

export const sessionRsaKey = defineCall({
  method: 'GET',
  path: '/wps/session/key/rsa',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({ _: cacheBuster, t: cacheBuster }),
  value: rsaKeyValueSchema,
  errors: [],
  summary:
    "The merchant's current request-envelope key. des-ecb: the hex modulus as the value (legacy servers may answer it as plain text or a bare JSON string). hpke: { scheme, keyId, algorithm, publicKey, serverTime }. aes-gcm: { scheme, keyId, algorithm, spki, serverTime }. `_` or `t` is a cache-busting timestamp, ignored.",
});
