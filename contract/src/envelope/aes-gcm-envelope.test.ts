import { beforeAll, describe, expect, it } from 'vitest';
import {
  openAesGcm,
  RSA_OAEP_256,
  sealAesGcm,
  type AesGcmPublicKey,
  type AesGcmRequest,
  type SealedAesGcm,
} from './aes-gcm-envelope.js';
import { flipBase64, keyedRequestOf } from '../../test/envelope.js';
import { fromBase64, toBase64 } from './encoding.js';
import { parseAesGcmHeader, type EnvelopeTarget } from './envelope-headers.js';

const target: EnvelopeTarget = { method: 'POST', path: '/wps/session/login' };
const NOW = Date.UTC(2030, 0, 1);

async function keyPair(bits = 3072) {
  const pair = await crypto.subtle.generateKey(
    { ...RSA_OAEP_256, modulusLength: bits, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
  return {
    publicKey: { keyId: 'key-1', spki } satisfies AesGcmPublicKey,
    privateKey: pair.privateKey,
  };
}

const requestOf = (sealed: SealedAesGcm, at = target): AesGcmRequest => keyedRequestOf(sealed, at);
const flip = flipBase64;

describe('aes-gcm envelope', () => {
  let key: Awaited<ReturnType<typeof keyPair>>;
  const payload = JSON.stringify({ username: 'player01', password: 'pässwörd ✓' });

  beforeAll(async () => {
    key = await keyPair();
  });

  it('seals with the documented headers and opens to the same JSON text', async () => {
    const sealed = await sealAesGcm(payload, key.publicKey, target, NOW);
    expect(sealed.headers.encryption).toMatch(
      /^aes-gcm; kid=key-1; ts=1893456000000; nonce=[A-Za-z0-9_-]{22}$/,
    );
    expect(fromBase64(sealed.headers.digest)).toHaveLength(12);
    expect(fromBase64(sealed.headers.rsa)).toHaveLength(384);
    expect(fromBase64(sealed.value)).toHaveLength(new TextEncoder().encode(payload).length + 16);
    expect(await openAesGcm(requestOf(sealed), key.privateKey)).toBe(payload);
  });

  it('uses a fresh AES key, IV and nonce every time', async () => {
    const [a, b] = await Promise.all([
      sealAesGcm(payload, key.publicKey, target, NOW),
      sealAesGcm(payload, key.publicKey, target, NOW),
    ]);
    expect(a.headers.digest).not.toBe(b.headers.digest);
    expect(a.headers.rsa).not.toBe(b.headers.rsa);
    expect(a.headers.encryption).not.toBe(b.headers.encryption);
    expect(a.value).not.toBe(b.value);
  });

  it('fails when any bit of ciphertext, tag, IV or wrapped key changes', async () => {
    const sealed = await sealAesGcm(payload, key.publicKey, target, NOW);
    const request = requestOf(sealed);
    const last = fromBase64(sealed.value).length - 1;
    const tampered: AesGcmRequest[] = [
      { ...request, value: flip(sealed.value) },
      { ...request, value: flip(sealed.value, last) },
      { ...request, digest: flip(sealed.headers.digest) },
      { ...request, rsa: flip(sealed.headers.rsa, 100) },
    ];
    for (const changed of tampered)
      await expect(openAesGcm(changed, key.privateKey)).rejects.toThrow();
  });

  it('fails when the key id, timestamp, nonce or call bound as additional data change', async () => {
    const sealed = await sealAesGcm(payload, key.publicKey, target, NOW);
    const request = requestOf(sealed);
    const changed: AesGcmRequest[] = [
      { ...request, header: { ...request.header, keyId: 'key-2' } },
      { ...request, header: { ...request.header, timestamp: NOW + 1 } },
      { ...request, header: { ...request.header, nonce: 'AAAAAAAAAAAAAAAAAAAAAA' } },
      { ...request, target: { method: 'POST', path: '/wps/member/register' } },
      { ...request, target: { method: 'PUT', path: target.path } },
    ];
    for (const one of changed) await expect(openAesGcm(one, key.privateKey)).rejects.toThrow();
  });

  it('fails under another private key', async () => {
    const sealed = await sealAesGcm(payload, key.publicKey, target, NOW);
    const other = await keyPair(2048);
    await expect(openAesGcm(requestOf(sealed), other.privateKey)).rejects.toThrow();
  });
});

describe('the aes-gcm Encryption header', () => {
  it('parses only the exact form', () => {
    const nonce = 'abcdefghijklmnop_-0123';
    expect(parseAesGcmHeader(`aes-gcm; kid=k1; ts=42; nonce=${nonce}`)).toEqual({
      keyId: 'k1',
      timestamp: 42,
      nonce,
    });
    for (const bad of [
      `aes-gcm;kid=k1;ts=42;nonce=${nonce}`,
      `aes-gcm; kid=k1; ts=-42; nonce=${nonce}`,
      `aes-gcm; kid=k 1; ts=42; nonce=${nonce}`,
      `aes-gcm; kid=k1; ts=42; nonce=short`,
      `des-ecb; kid=k1; ts=42; nonce=${nonce}`,
      'abcdef0123',
      '',
    ]) {
      expect(parseAesGcmHeader(bad)).toBeUndefined();
    }
  });
});
