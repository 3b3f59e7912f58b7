import { beforeAll, describe, expect, it } from 'vitest';
import { desEcbDecrypt } from './des.js';
import {
  isLegacyKeyString,
  openDesEcbBody,
  randomLegacyKeyString,
  recoverLegacyKeyString,
  sealDesEcb,
  type LegacyPrivateKey,
} from './des-ecb-envelope.js';
import { fromBase64, fromBase64Url, utf8Encode } from './encoding.js';
import { bytesToBigInt, modPow } from './textbook-rsa.js';

async function legacyKey(): Promise<LegacyPrivateKey> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 1024,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return {
    modulus: bytesToBigInt(fromBase64Url(jwk.n!)),
    privateExponent: bytesToBigInt(fromBase64Url(jwk.d!)),
  };
}

describe('des-ecb envelope', () => {
  let key: LegacyPrivateKey;
  const payload = JSON.stringify({ username: 'player01', password: 'pässwörd ✓' });

  beforeAll(async () => {
    key = await legacyKey();
  });

  it('draws key strings of 16 letters and digits, different each time', () => {
    const drawn = new Set(Array.from({ length: 200 }, randomLegacyKeyString));
    expect(drawn.size).toBe(200);
    for (const r of drawn) expect(r).toMatch(/^[A-Za-z0-9]{16}$/);
    const all = [...drawn].join('');
    for (const c of ['A', 'z', '0', '9']) expect(all).toContain(c);
  });

  it('sends r as hex of bytes(r)^65537 mod n, and the body under the first 8 bytes of r', () => {
    const r = 'Ab3dEf7hIjKlMnOp';
    const sealed = sealDesEcb(payload, key.modulus, r);
    expect(sealed.encryption).toMatch(/^[0-9a-f]{256}$/);
    const m = bytesToBigInt(utf8Encode(r));
    expect(BigInt(`0x${sealed.encryption}`)).toBe(modPow(m, 65537n, key.modulus));
    const plain = desEcbDecrypt(utf8Encode('Ab3dEf7h'), fromBase64(sealed.body));
    expect(new TextDecoder().decode(plain)).toBe(payload);
  });

  it('round-trips: the private key recovers r, and r opens the body', () => {
    const sealed = sealDesEcb(payload, key.modulus);
    const r = recoverLegacyKeyString(sealed.encryption, key);
    expect(r && isLegacyKeyString(r)).toBe(true);
    expect(openDesEcbBody(sealed.body, r!)).toBe(payload);
    expect(recoverLegacyKeyString(sealed.encryption.toUpperCase(), key)).toBe(r);
  });

  it('recovers nothing under another key or from a changed header', async () => {
    const sealed = sealDesEcb(payload, key.modulus);
    expect(recoverLegacyKeyString(sealed.encryption, await legacyKey())).toBeUndefined();
    const flipped = (BigInt(`0x${sealed.encryption}`) ^ 1n).toString(16);
    expect(recoverLegacyKeyString(flipped, key)).toBeUndefined();
    expect(recoverLegacyKeyString('00', key)).toBeUndefined();
    expect(() => recoverLegacyKeyString('not hex', key)).toThrow();
  });

  it('refuses a body that is not base64 or opens under another r', () => {
    const sealed = sealDesEcb(payload, key.modulus, 'Ab3dEf7hIjKlMnOp');
    expect(() => openDesEcbBody('***', 'Ab3dEf7hIjKlMnOp')).toThrow();
    expect(() => openDesEcbBody(sealed.body, 'Zz9yXw8vIjKlMnOp')).toThrow();
    // Only the first 8 characters of r key the cipher, as deployed platforms do.
    expect(openDesEcbBody(sealed.body, 'Ab3dEf7hXXXXXXXX')).toBe(payload);
  });

  it('refuses a key string that is not 16 letters and digits', () => {
    for (const bad of ['short', 'Ab3dEf7hIjKlMnO!', 'Ab3dEf7hIjKlMnOpq']) {
      expect(() => sealDesEcb(payload, key.modulus, bad)).toThrow();
    }
  });
});
