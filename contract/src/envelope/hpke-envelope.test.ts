import { beforeAll, describe, expect, it } from 'vitest';
import { Aes128Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { flipBase64, keyedRequestOf } from '../../test/envelope.js';
import { fromBase64, toBase64 } from './encoding.js';
import { keyedAdditionalData, parseKeyedHeader, type EnvelopeTarget } from './envelope-headers.js';
import {
  HPKE_POINT_BYTES,
  openHpke,
  sealHpke,
  type HpkeRecipientKey,
  type HpkeRequest,
  type SealedHpke,
} from './hpke-envelope.js';

const target: EnvelopeTarget = { method: 'POST', path: '/wps/session/login' };
const NOW = Date.UTC(2030, 0, 1);
const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;

async function keyPair(keyId = 'key-1') {
  const pair = await crypto.subtle.generateKey(P256, true, ['deriveBits']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return {
    publicKey: { keyId, publicKey: toBase64(raw) },
    recipient: pair satisfies HpkeRecipientKey,
  };
}

function requestOf(sealed: SealedHpke): HpkeRequest {
  expect(parseKeyedHeader(sealed.headers.encryption)?.scheme).toBe('hpke');
  return keyedRequestOf(sealed, target);
}
const flip = flipBase64;

describe('hpke envelope', () => {
  let key: Awaited<ReturnType<typeof keyPair>>;
  const payload = JSON.stringify({ username: 'player01', password: 'pässwörd ✓ 密码' });

  beforeAll(async () => {
    key = await keyPair();
  });

  it('seals with the documented headers and opens to the same JSON text', async () => {
    const sealed = await sealHpke(payload, key.publicKey, target, NOW);
    expect(sealed.headers.encryption).toMatch(
      /^hpke; kid=key-1; ts=1893456000000; nonce=[A-Za-z0-9_-]{22}$/,
    );
    expect(fromBase64(sealed.headers.rsa)).toHaveLength(HPKE_POINT_BYTES);
    expect(fromBase64(sealed.headers.rsa)[0]).toBe(4);
    expect(fromBase64(sealed.headers.digest)).toHaveLength(32);
    expect(fromBase64(sealed.value)).toHaveLength(new TextEncoder().encode(payload).length + 16);
    expect(await openHpke(requestOf(sealed), key.recipient)).toBe(payload);
  });

  it('is plain RFC 9180 base mode: the library alone opens it from the private key', async () => {
    const sealed = await sealHpke(payload, key.publicKey, target, NOW);
    const suite = new CipherSuite({
      kem: new DhkemP256HkdfSha256(),
      kdf: new HkdfSha256(),
      aead: new Aes128Gcm(),
    });
    const request = requestOf(sealed);
    const opened = await suite.open(
      {
        recipientKey: key.recipient.privateKey,
        enc: fromBase64(sealed.headers.rsa),
        info: new TextEncoder().encode('lobby request envelope v1'),
      },
      fromBase64(sealed.value),
      keyedAdditionalData('hpke', request.header, target),
    );
    expect(new TextDecoder().decode(opened)).toBe(payload);
  });

  it('uses a fresh encapsulated key and nonce every time', async () => {
    const [a, b] = await Promise.all([
      sealHpke(payload, key.publicKey, target, NOW),
      sealHpke(payload, key.publicKey, target, NOW),
    ]);
    expect(a.headers.rsa).not.toBe(b.headers.rsa);
    expect(a.headers.encryption).not.toBe(b.headers.encryption);
    expect(a.value).not.toBe(b.value);
  });

  it('fails when any bit of ciphertext, tag, digest or encapsulated key changes', async () => {
    const sealed = await sealHpke(payload, key.publicKey, target, NOW);
    const request = requestOf(sealed);
    const last = fromBase64(sealed.value).length - 1;
    const tampered: HpkeRequest[] = [
      { ...request, value: flip(sealed.value) },
      { ...request, value: flip(sealed.value, last) },
      { ...request, digest: flip(sealed.headers.digest) },
      { ...request, rsa: flip(sealed.headers.rsa, 40) },
      { ...request, rsa: toBase64(fromBase64(sealed.headers.rsa).subarray(1)) },
    ];
    for (const changed of tampered)
      await expect(openHpke(changed, key.recipient)).rejects.toThrow();
  });

  it('fails when the key id, timestamp, nonce or call bound as AAD change', async () => {
    const sealed = await sealHpke(payload, key.publicKey, target, NOW);
    const request = requestOf(sealed);
    const changed: HpkeRequest[] = [
      { ...request, header: { ...request.header, keyId: 'key-2' } },
      { ...request, header: { ...request.header, timestamp: NOW + 1 } },
      { ...request, header: { ...request.header, nonce: 'AAAAAAAAAAAAAAAAAAAAAA' } },
      { ...request, target: { method: 'POST', path: '/wps/member/register' } },
      { ...request, target: { method: 'PUT', path: target.path } },
    ];
    for (const one of changed) await expect(openHpke(one, key.recipient)).rejects.toThrow();
  });

  it('binds the scheme: the AAD of the same fields under aes-gcm differs', () => {
    const header = { keyId: 'k', timestamp: 1, nonce: 'n' };
    const hpke = keyedAdditionalData('hpke', header, target);
    const aesGcm = keyedAdditionalData('aes-gcm', header, target);
    expect(toBase64(hpke)).not.toBe(toBase64(aesGcm));
  });

  it('fails under another private key', async () => {
    const sealed = await sealHpke(payload, key.publicKey, target, NOW);
    const other = await keyPair();
    await expect(openHpke(requestOf(sealed), other.recipient)).rejects.toThrow();
  });

  it('refuses a public key that is not a P-256 point', async () => {
    const bad = { keyId: 'k', publicKey: toBase64(new Uint8Array(HPKE_POINT_BYTES).fill(4)) };
    await expect(sealHpke(payload, bad, target, NOW)).rejects.toThrow();
  });
});

describe('the keyed Encryption header', () => {
  it('parses hpke and aes-gcm, and nothing else', () => {
    const nonce = 'abcdefghijklmnop_-0123';
    expect(parseKeyedHeader(`hpke; kid=k1; ts=42; nonce=${nonce}`)).toEqual({
      scheme: 'hpke',
      keyId: 'k1',
      timestamp: 42,
      nonce,
    });
    expect(parseKeyedHeader(`aes-gcm; kid=k1; ts=42; nonce=${nonce}`)?.scheme).toBe('aes-gcm');
    for (const bad of [
      `hpke;kid=k1;ts=42;nonce=${nonce}`,
      `HPKE; kid=k1; ts=42; nonce=${nonce}`,
      `des-ecb; kid=k1; ts=42; nonce=${nonce}`,
      `hpke; kid=k1; ts=42; nonce=short`,
      '',
    ]) {
      expect(parseKeyedHeader(bad)).toBeUndefined();
    }
  });
});
