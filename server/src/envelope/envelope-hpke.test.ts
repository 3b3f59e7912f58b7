import { describe, expect, it } from 'vitest';
import {
  fromBase64,
  HPKE_ALGORITHM,
  HPKE_POINT_BYTES,
  parseKeyedHeader,
  sealDesEcb,
  sealForKey,
  type HpkePublicKeyValue,
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
import { freshAddress, merchantFactory, testDatabases, useTestApp } from '../../test/index.js';

describe.each(testDatabases())('hpke envelope on $name', (kind) => {
  const merchant = merchantFactory({ envelope: 'hpke' });
  const other = merchantFactory({ envelope: 'hpke' });
  const rsa = merchantFactory({ envelope: 'aes-gcm' });
  const legacy = merchantFactory({ envelope: 'des-ecb' });
  const to = (m = merchant) => ({ host: m.hosts[0]! });

  const post = (sealed: SealedPayload, m = merchant, path = sealedEcho.path) =>
    t.app.inject({
      method: 'POST',
      url: path,
      // Each from an address of its own: the many refusals here would spend one source's tries.
      remoteAddress: freshAddress(),
      headers: { ...to(m), ...sealed.headers },
      payload: sealed.payload,
    });
  const seal = (body: unknown = ECHO_PAYLOAD, m = merchant) =>
    sealBody(t.app, sealedEcho, body, to(m));
  const expectGeneric = async (sealed: SealedPayload, m = merchant, path?: string) =>
    expect(envelopeFailureOf(await post(sealed, m, path))).toEqual(GENERIC);

  const t = useTestApp(kind, {
    merchants: [merchant, other, rsa, legacy],
    setup: registerSealedEcho,
  });

  it('answers a P-256 key as its uncompressed point, with a key id and the server time', async () => {
    const key = (await fetchEnvelopeKey(t.app, to())) as HpkePublicKeyValue;
    expect(key).toEqual({
      scheme: 'hpke',
      keyId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      algorithm: HPKE_ALGORITHM,
      publicKey: expect.any(String),
      serverTime: expect.any(Number),
    });
    const point = fromBase64(key.publicKey);
    expect(point).toHaveLength(HPKE_POINT_BYTES);
    await crypto.subtle.importKey('raw', point, { name: 'ECDH', namedCurve: 'P-256' }, true, []);
    expect(await fetchEnvelopeKey(t.app, to())).toMatchObject({ keyId: key.keyId });
    const theirs = (await fetchEnvelopeKey(t.app, to(other))) as HpkePublicKeyValue;
    expect(theirs.publicKey).not.toBe(key.publicKey);
  });

  it('opens before validation: the route sees the plaintext body', async () => {
    const response = await post(await seal());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, value: ECHO_PAYLOAD });
  });

  it('refuses a replay of the very same request with the one generic error', async () => {
    const sealed = await seal();
    expect((await post(sealed)).statusCode).toBe(200);
    await expectGeneric(sealed);
  });

  it('refuses a request moved to another merchant, either way', async () => {
    await expectGeneric(await seal(), other);
    await expectGeneric(await seal(ECHO_PAYLOAD, other), merchant);
  });

  it('refuses a request moved to another path', async () => {
    const forLogin = await sealBody(
      t.app,
      { method: 'POST', path: '/wps/session/login' },
      ECHO_PAYLOAD,
      to(),
    );
    await expectGeneric(forLogin);
    // Sealed for the echo, sent to the sign-in call: refused before the route reads anything.
    await expectGeneric(await seal(), merchant, '/wps/session/login');
  });

  it('answers the one generic error for any byte of X-RSA, X-Digest or the body changed', async () => {
    const sealed = await seal();
    const value = valueOf(sealed);
    for (let byte = 0; byte < fromBase64(value).length; byte++) {
      await expectGeneric(withValue(sealed, flipBase64(value, byte)));
    }
    for (const name of ['x-rsa', 'x-digest']) {
      const original = sealed.headers[name]!;
      for (let byte = 0; byte < fromBase64(original).length; byte++) {
        await expectGeneric(withHeader(sealed, name, flipBase64(original, byte)));
      }
    }
    // None of the attempts burnt the nonce: the untouched request still goes through.
    expect((await post(sealed)).statusCode).toBe(200);
  });

  it('answers the one generic error for any character of the Encryption header changed', async () => {
    const sealed = await seal();
    const header = sealed.headers.encryption!;
    for (let at = 0; at < header.length; at++) {
      const swapped = header[at] === 'A' ? 'B' : 'A';
      const changed = `${header.slice(0, at)}${swapped}${header.slice(at + 1)}`;
      await expectGeneric(withHeader(sealed, 'encryption', changed));
    }
    const relabelled = header.replace(/^hpke;/, 'aes-gcm;');
    expect(parseKeyedHeader(relabelled)?.scheme).toBe('aes-gcm');
    await expectGeneric(withHeader(sealed, 'encryption', relabelled));
    expect((await post(sealed)).statusCode).toBe(200);
  });

  it('answers the one generic error for missing or malformed headers and bodies', async () => {
    const sealed = await seal();
    await expectGeneric(withHeader(sealed, 'x-rsa'));
    await expectGeneric(withHeader(sealed, 'x-digest'));
    await expectGeneric(withHeader(sealed, 'x-rsa', 'BAAA'));
    await expectGeneric(withHeader(sealed, 'encryption', 'hpke'));
    await expectGeneric(withValue(sealed, '***'));
    await expectGeneric({ ...sealed, payload: valueOf(sealed) });
    await expectGeneric({ ...sealed, payload: 'null' });
  });

  it('refuses a timestamp outside the replay window', async () => {
    const key = (await fetchEnvelopeKey(t.app, to())) as HpkePublicKeyValue;
    for (const skew of [-6 * 60_000, 6 * 60_000]) {
      const json = JSON.stringify(ECHO_PAYLOAD);
      await expectGeneric(await sealForKey(json, key, sealedEcho, key.serverTime + skew));
    }
  });

  it('refuses hpke on an aes-gcm merchant, and des-ecb on an hpke one, with the same error', async () => {
    const key = await fetchEnvelopeKey(t.app, to());
    const json = JSON.stringify(ECHO_PAYLOAD);
    await expectGeneric(await sealForKey(json, key, sealedEcho, Date.now()), rsa);
    const legacyKey = (await fetchEnvelopeKey(t.app, to(legacy))) as string;
    const sealed = sealDesEcb(json, BigInt(`0x${legacyKey}`));
    await expectGeneric({
      payload: JSON.stringify({ value: sealed.body }),
      headers: { 'content-type': 'application/json', encryption: sealed.encryption },
    });
  });

  it('refuses an aes-gcm request on an hpke merchant that never had an RSA key', async () => {
    const rsaKey = await fetchEnvelopeKey(t.app, to(rsa));
    const json = JSON.stringify(ECHO_PAYLOAD);
    await expectGeneric(await sealForKey(json, rsaKey, sealedEcho, Date.now()));
  });
});
