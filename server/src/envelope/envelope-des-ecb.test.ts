import { describe, expect, it } from 'vitest';
import {
  LEGACY_RSA_EXPONENT,
  parseHexInteger,
  sealAesGcm,
  sealDesEcb,
  textbookRsa,
  type AesGcmPublicKeyValue,
} from '@lobby/contract';
import { fetchEnvelopeKey, type SealedPayload } from '../../test/envelope-client.js';
import {
  ECHO_PAYLOAD,
  ENVELOPE_INVALID as GENERIC,
  envelopeFailureOf,
  flipBase64,
  registerSealedEcho,
  sealedEcho,
} from '../../test/envelope-echo.js';
import { expectFailure, merchantFactory, testDatabases, useTestApp } from '../../test/index.js';

describe.each(testDatabases())('des-ecb envelope on $name', (kind) => {
  const merchant = merchantFactory({ envelope: 'des-ecb' });
  const other = merchantFactory({ envelope: 'des-ecb' });
  const modern = merchantFactory({ envelope: 'aes-gcm' });
  const to = (m = merchant) => ({ host: m.hosts[0]! });

  const modulusOf = async (m = merchant) =>
    parseHexInteger((await fetchEnvelopeKey(t.app, to(m))) as string);
  /** The legacy form: the base64 ciphertext is the whole body. */
  const sealRaw = async (body: unknown = ECHO_PAYLOAD, m = merchant, r?: string) => {
    const sealed = sealDesEcb(JSON.stringify(body), await modulusOf(m), r);
    return {
      payload: sealed.body,
      headers: { 'content-type': 'application/json', encryption: sealed.encryption },
    };
  };
  const post = (sealed: SealedPayload, m = merchant) =>
    t.app.inject({
      method: 'POST',
      url: sealedEcho.path,
      headers: { ...to(m), ...sealed.headers },
      payload: sealed.payload,
    });
  const expectGeneric = async (sealed: SealedPayload, m = merchant) =>
    expect(envelopeFailureOf(await post(sealed, m))).toEqual(GENERIC);

  const t = useTestApp(kind, { merchants: [merchant, other, modern], setup: registerSealedEcho });

  it('answers the key as a 1024-bit hex modulus in { success, value }', async () => {
    const response = await t.app.inject({
      url: `/wps/session/key/rsa?_=${Date.now()}`,
      headers: to(),
    });
    expect(response.statusCode).toBe(200);
    const { value } = response.json() as { success: true; value: string };
    expect(value).toMatch(/^[0-9a-f]{256}$/);
    expect(parseHexInteger(value) >> 1023n).toBe(1n);
    expect(await fetchEnvelopeKey(t.app, to())).toBe(value);
    expect(await fetchEnvelopeKey(t.app, to(other))).not.toBe(value);
  });

  it('opens the legacy raw base64 body', async () => {
    const response = await post(await sealRaw());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, value: ECHO_PAYLOAD });
  });

  it('opens the same ciphertext sent as { value }, as text/plain, or as a JSON string', async () => {
    for (const shape of [
      (b: string) => ({ payload: JSON.stringify({ value: b }), type: 'application/json' }),
      (b: string) => ({ payload: b, type: 'text/plain' }),
      (b: string) => ({ payload: JSON.stringify(b), type: 'application/json' }),
    ]) {
      const raw = await sealRaw();
      const { payload, type } = shape(raw.payload);
      const response = await post({
        payload,
        headers: { ...raw.headers, 'content-type': type },
      });
      expect(response.json(), payload).toEqual({ success: true, value: ECHO_PAYLOAD });
    }
  });

  it('refuses a plaintext body for an encrypted call with encryption_required', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: sealedEcho.path,
      headers: { ...to(), 'content-type': 'application/json' },
      payload: JSON.stringify(ECHO_PAYLOAD),
    });
    expectFailure(response, 400, 'encryption_required');
  });

  it('accepts each key string once', async () => {
    const sealed = await sealRaw();
    expect((await post(sealed)).statusCode).toBe(200);
    await expectGeneric(sealed);
    // The same r with another body is a replay too.
    const r = 'Ab3dEf7hIjKlMnOp';
    expect((await post(await sealRaw(ECHO_PAYLOAD, merchant, r))).statusCode).toBe(200);
    await expectGeneric(await sealRaw({ username: 'x', password: 'y' }, merchant, r));
  });

  it('answers the one generic error for a flipped bit in the body or the header', async () => {
    const sealed = await sealRaw();
    const lastBlock = Buffer.from(sealed.payload, 'base64').length - 1;
    await expectGeneric({ ...sealed, payload: flipBase64(sealed.payload, lastBlock) });
    const header = sealed.headers.encryption;
    const flipped = (parseHexInteger(header) ^ 1n).toString(16).padStart(header.length, '0');
    await expectGeneric({ ...sealed, headers: { ...sealed.headers, encryption: flipped } });
    expect((await post(sealed)).statusCode).toBe(200);
  });

  it('answers the one generic error for malformed headers and bodies', async () => {
    const sealed = await sealRaw();
    for (const encryption of ['', 'zz', 'not hex at all', '00']) {
      const headers: Record<string, string> = { ...sealed.headers, encryption };
      await expectGeneric({ ...sealed, headers });
    }
    await expectGeneric({ ...sealed, payload: '***' });
    await expectGeneric({ ...sealed, payload: 'QUJD' });
    await expectGeneric({ ...sealed, payload: '{"value": 12}' });
  });

  it("refuses a body sealed with another merchant's modulus, or an r the key does not yield", async () => {
    await expectGeneric(await sealRaw(ECHO_PAYLOAD, other), merchant);
    // A header that decrypts to something other than 16 letters and digits.
    const modulus = await modulusOf();
    const notAKeyString = textbookRsa(
      BigInt(`0x${Buffer.from('short!').toString('hex')}`),
      LEGACY_RSA_EXPONENT,
      modulus,
    );
    const sealed = await sealRaw();
    await expectGeneric({
      ...sealed,
      headers: { ...sealed.headers, encryption: notAKeyString.toString(16) },
    });
  });

  it('refuses the aes-gcm scheme on a des-ecb merchant with the same generic error', async () => {
    const key = (await fetchEnvelopeKey(t.app, to(modern))) as AesGcmPublicKeyValue;
    const sealed = await sealAesGcm(JSON.stringify(ECHO_PAYLOAD), key, sealedEcho, key.serverTime);
    await expectGeneric({
      payload: JSON.stringify({ value: sealed.value }),
      headers: {
        'content-type': 'application/json',
        encryption: sealed.headers.encryption,
        'x-digest': sealed.headers.digest,
        'x-rsa': sealed.headers.rsa,
      },
    });
  });

  it('tells web the scheme in the status info', async () => {
    for (const [m, scheme] of [
      [merchant, 'des-ecb'],
      [modern, 'aes-gcm'],
    ] as const) {
      const response = await t.app.inject({ url: '/wps/system/status', headers: to(m) });
      expect(response.json().value.envelope).toBe(scheme);
    }
  });
});
