import { describe, expect, it } from 'vitest';
import {
  fromBase64,
  fromBase64Url,
  parseAesGcmHeader,
  RSA_OAEP_256,
  sealAesGcm,
  sealDesEcb,
  toBase64,
  type AesGcmPublicKeyValue,
} from '@lobby/contract';
import { fetchEnvelopeKey, sealBody, type SealedPayload } from '../../test/envelope-client.js';
import {
  ECHO_PAYLOAD,
  ENVELOPE_INVALID as GENERIC,
  envelopeFailureOf,
  flipBase64,
  registerSealedEcho,
  sealedEcho,
  valueOf,
  withHeader,
  withValue,
} from '../../test/envelope-echo.js';
import { expectFailure, merchantFactory, testDatabases, useTestApp } from '../../test/index.js';

describe.each(testDatabases())('aes-gcm envelope on $name', (kind) => {
  const merchant = merchantFactory({ envelope: 'aes-gcm' });
  const other = merchantFactory({ envelope: 'aes-gcm' });
  const legacy = merchantFactory({ envelope: 'des-ecb' });
  const to = (m = merchant) => ({ host: m.hosts[0]! });

  const post = (sealed: SealedPayload, m = merchant) =>
    t.app.inject({
      method: 'POST',
      url: sealedEcho.path,
      headers: { ...to(m), ...sealed.headers },
      payload: sealed.payload,
    });
  const seal = (body: unknown = ECHO_PAYLOAD, m = merchant) =>
    sealBody(t.app, sealedEcho, body, to(m));
  const expectGeneric = async (sealed: SealedPayload, m = merchant) =>
    expect(envelopeFailureOf(await post(sealed, m))).toEqual(GENERIC);

  const t = useTestApp(kind, { merchants: [merchant, other, legacy], setup: registerSealedEcho });

  it('answers a 3072-bit RSA-OAEP-256 key as SPKI with a key id and the server time', async () => {
    const key = (await fetchEnvelopeKey(t.app, to())) as AesGcmPublicKeyValue;
    expect(key).toEqual({
      scheme: 'aes-gcm',
      keyId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      algorithm: 'RSA-OAEP-256',
      spki: expect.any(String),
      serverTime: expect.any(Number),
    });
    const imported = await crypto.subtle.importKey(
      'spki',
      fromBase64(key.spki),
      RSA_OAEP_256,
      true,
      ['encrypt'],
    );
    const jwk = await crypto.subtle.exportKey('jwk', imported);
    expect(fromBase64Url(jwk.n!).length).toBe(384);
    expect(jwk.e).toBe('AQAB');
    expect(await fetchEnvelopeKey(t.app, to())).toMatchObject({ keyId: key.keyId });
  });

  it('accepts the t= form of the cache buster, and never lets the answer be cached', async () => {
    const response = await t.app.inject({ url: '/wps/session/key/rsa?t=1', headers: to() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives each merchant a key of its own', async () => {
    const mine = (await fetchEnvelopeKey(t.app, to())) as AesGcmPublicKeyValue;
    const theirs = (await fetchEnvelopeKey(t.app, to(other))) as AesGcmPublicKeyValue;
    expect(mine.keyId).not.toBe(theirs.keyId);
    expect(mine.spki).not.toBe(theirs.spki);
  });

  it('decrypts before validation: the route sees the plaintext body', async () => {
    const response = await post(await seal());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, value: ECHO_PAYLOAD });
  });

  it('validates the decrypted body like any other', async () => {
    const response = await post(await seal({ username: 'player01' }));
    expect(expectFailure(response, 400, 'invalid_request')).toMatch(/^body\.password: /);
  });

  it('refuses a plaintext body for an encrypted call with encryption_required', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: sealedEcho.path,
      headers: { ...to(), 'content-type': 'application/json' },
      payload: JSON.stringify(ECHO_PAYLOAD),
    });
    expect(expectFailure(response, 400, 'encryption_required')).toMatch(/encrypted/);
    const empty = await t.app.inject({ method: 'POST', url: sealedEcho.path, headers: to() });
    expectFailure(empty, 400, 'encryption_required');
  });

  it('refuses a replay of the very same request', async () => {
    const sealed = await seal();
    expect((await post(sealed)).statusCode).toBe(200);
    await expectGeneric(sealed);
  });

  it('answers the one generic error for a flipped bit in ciphertext, tag, IV or wrapped key', async () => {
    const sealed = await seal();
    const value = valueOf(sealed);
    const lastByte = fromBase64(value).length - 1;
    await expectGeneric(withValue(sealed, flipBase64(value)));
    await expectGeneric(withValue(sealed, flipBase64(value, lastByte)));
    await expectGeneric(withHeader(sealed, 'x-digest', flipBase64(sealed.headers['x-digest']!)));
    await expectGeneric(withHeader(sealed, 'x-rsa', flipBase64(sealed.headers['x-rsa']!, 200)));
    // None of the attempts burnt the nonce: the untouched request still goes through.
    expect((await post(sealed)).statusCode).toBe(200);
  });

  it('answers the one generic error for a changed key id, timestamp or nonce', async () => {
    const sealed = await seal();
    const header = parseAesGcmHeader(sealed.headers.encryption!)!;
    const format = (h: typeof header) =>
      `aes-gcm; kid=${h.keyId}; ts=${h.timestamp}; nonce=${h.nonce}`;
    const theirs = (await fetchEnvelopeKey(t.app, to(other))) as AesGcmPublicKeyValue;
    for (const changed of [
      { ...header, keyId: theirs.keyId },
      { ...header, keyId: 'AAAAAAAAAAAAAAAAAAAAAA' },
      { ...header, timestamp: header.timestamp + 1 },
      { ...header, nonce: `${header.nonce.slice(0, -1)}${header.nonce.endsWith('A') ? 'B' : 'A'}` },
    ]) {
      await expectGeneric(withHeader(sealed, 'encryption', format(changed)));
    }
  });

  it('answers the one generic error for missing or malformed headers and bodies', async () => {
    const sealed = await seal();
    await expectGeneric(withHeader(sealed, 'x-rsa'));
    await expectGeneric(withHeader(sealed, 'x-digest'));
    await expectGeneric(withHeader(sealed, 'x-digest', 'not base64!'));
    await expectGeneric(withHeader(sealed, 'encryption', 'aes-gcm'));
    await expectGeneric(withValue(sealed, '***'));
    await expectGeneric({ ...sealed, payload: '{"nothing": 1}' });
    await expectGeneric({ ...sealed, payload: 'bm90IGpzb24=' });
    await expectGeneric({ ...sealed, payload: 'null' });
  });

  it('refuses a body moved to another call', async () => {
    const sealed = await sealBody(
      t.app,
      { method: 'POST', path: '/wps/session/login' },
      ECHO_PAYLOAD,
      to(),
    );
    await expectGeneric(sealed);
  });

  it("refuses a body sealed with another merchant's key, or with a key that is not the server's", async () => {
    await expectGeneric(await seal(ECHO_PAYLOAD, other), merchant);
    const key = (await fetchEnvelopeKey(t.app, to())) as AesGcmPublicKeyValue;
    const pair = await crypto.subtle.generateKey(
      { ...RSA_OAEP_256, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
    const forged = await sealAesGcm(
      JSON.stringify(ECHO_PAYLOAD),
      { keyId: key.keyId, spki },
      sealedEcho,
      key.serverTime,
    );
    await expectGeneric({
      payload: JSON.stringify({ value: forged.value }),
      headers: {
        'content-type': 'application/json',
        encryption: forged.headers.encryption,
        'x-digest': forged.headers.digest,
        'x-rsa': forged.headers.rsa,
      },
    });
  });

  it('refuses a timestamp outside the replay window', async () => {
    const key = (await fetchEnvelopeKey(t.app, to())) as AesGcmPublicKeyValue;
    for (const skew of [-6 * 60_000, 6 * 60_000]) {
      const sealed = await sealAesGcm(
        JSON.stringify(ECHO_PAYLOAD),
        key,
        sealedEcho,
        key.serverTime + skew,
      );
      await expectGeneric({
        payload: JSON.stringify({ value: sealed.value }),
        headers: {
          'content-type': 'application/json',
          encryption: sealed.headers.encryption,
          'x-digest': sealed.headers.digest,
          'x-rsa': sealed.headers.rsa,
        },
      });
    }
  });

  it('refuses the legacy scheme on an aes-gcm merchant with the same generic error', async () => {
    const legacyKey = await fetchEnvelopeKey(t.app, to(legacy));
    expect(typeof legacyKey).toBe('string');
    const sealed = sealDesEcb(JSON.stringify(ECHO_PAYLOAD), BigInt(`0x${legacyKey as string}`));
    await expectGeneric({
      payload: JSON.stringify({ value: sealed.body }),
      headers: { 'content-type': 'application/json', encryption: sealed.encryption },
    });
  });

  it('still refuses plain text that is not sealed as an unsupported media type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: sealedEcho.path,
      headers: { ...to(), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectFailure(response, 415, 'unsupported_media_type');
  });
});
