import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  bytesToBigInt,
  defineCall,
  fromBase64Url,
  HPKE_ALGORITHM,
  openAesGcm,
  openHpke,
  parseKeyedHeader,
  openDesEcbBody,
  parseAesGcmHeader,
  recoverLegacyKeyString,
  RSA_OAEP_256,
  sessionRsaKey,
  toBase64,
  type EnvelopeScheme,
  type LegacyPrivateKey,
} from '@lobby/contract';
import { ApiError, createApiClient, ENCRYPTION_FAILED } from '../api-client';
import * as dialogs from '../dialogs';
import { closeDialog, openDialog } from '../dialogs';
import { handleApiError, isEnvelopeRefused } from '../error-catalogue';
import { createEnvelope } from './create-envelope';
import type { Sealer } from './sealer';

const login = defineCall({
  method: 'POST',
  path: '/wps/session/login',
  access: 'public',
  encrypted: true,
  cache: 'none',
  body: z.object({ username: z.string(), password: z.string() }),
  value: z.object({ token: z.string() }),
  errors: [],
  summary: 'test call',
});
const plainPost = defineCall({ ...login, path: '/wps/member/language', encrypted: false });
const BODY = { username: 'player01', password: 'pässwörd ✓' };
// The server's clock is an hour ahead of the browser's: sealing must use the server's time.
const SERVER_AHEAD_MS = 3_600_000;

type Answer = { status?: number; body: string; type?: string };
const json = (body: unknown, status = 200): Answer => ({ status, body: JSON.stringify(body) });
const ok = (value: unknown) => json({ success: true, value });
const refused = () =>
  json({ success: false, errorCode: 'envelope_invalid', message: 'could not be read' }, 400);

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** An api client wired like lib/api.ts, over a fake server answering in turn. */
function setup(options: { keyAnswers: Answer[]; postAnswers?: Answer[]; scheme?: EnvelopeScheme }) {
  const sent: Sent[] = [];
  const keyAnswers = [...options.keyAnswers];
  const postAnswers = [...(options.postAnswers ?? [])];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: init.body as string });
    const next = url.startsWith(sessionRsaKey.path) ? keyAnswers.shift() : postAnswers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return new Response(next.body, {
      status: next.status ?? 200,
      headers: { 'content-type': next.type ?? 'application/json' },
    });
  });
  const loaded: EnvelopeScheme[] = [];
  const onError = vi.fn();
  const api = createApiClient({
    getToken: () => undefined,
    getMerchant: () => 'demo',
    getLanguage: () => 'EN',
    onError,
    fetch: fetchMock as unknown as typeof fetch,
    isEnvelopeRefused,
    encrypt: createEnvelope({
      fetchKey: () => api.call(sessionRsaKey, { query: { _: '1' }, alert: false }),
      getScheme: () => options.scheme,
      load: async (scheme): Promise<Sealer> => {
        loaded.push(scheme);
        if (scheme === 'hpke') return (await import('./hpke')).sealHpkeBody;
        return scheme === 'des-ecb'
          ? (await import('./des-ecb')).sealDesEcbBody
          : (await import('./aes-gcm')).sealAesGcmBody;
      },
    }),
  });
  const posts = () => sent.filter((request) => request.url === login.path);
  const keyFetches = () => sent.filter((request) => request.url.startsWith(sessionRsaKey.path));
  return { api, sent, posts, keyFetches, loaded, onError };
}

describe('the aes-gcm envelope in the api client', () => {
  let privateKey: CryptoKey;
  let keyValue: () => object;

  beforeAll(async () => {
    const pair = await crypto.subtle.generateKey(
      { ...RSA_OAEP_256, modulusLength: 3072, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    privateKey = pair.privateKey;
    const spki = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
    keyValue = () => ({
      scheme: 'aes-gcm',
      keyId: 'key-1',
      algorithm: 'RSA-OAEP-256',
      spki,
      serverTime: Date.now() + SERVER_AHEAD_MS,
    });
  });

  it('seals an encrypted call: three headers, a { value } body the server key opens', async () => {
    const client = setup({ keyAnswers: [ok(keyValue())], postAnswers: [ok({ token: 't' })] });
    expect(await client.api.call(login, { body: BODY })).toEqual({ token: 't' });
    const [post] = client.posts();
    expect(Object.keys(JSON.parse(post!.body!))).toEqual(['value']);
    const header = parseAesGcmHeader(post!.headers.Encryption!)!;
    expect(header.keyId).toBe('key-1');
    expect(Math.abs(header.timestamp - (Date.now() + SERVER_AHEAD_MS))).toBeLessThan(5000);
    const plaintext = await openAesGcm(
      {
        header,
        digest: post!.headers['X-Digest']!,
        rsa: post!.headers['X-RSA']!,
        value: JSON.parse(post!.body!).value,
        target: { method: 'POST', path: login.path },
      },
      privateKey,
    );
    expect(JSON.parse(plaintext)).toEqual(BODY);
    expect(client.loaded).toEqual(['aes-gcm']);
  });

  it('keeps the key briefly: two calls, one key fetch', async () => {
    const client = setup({
      keyAnswers: [ok(keyValue())],
      postAnswers: [ok({ token: 'a' }), ok({ token: 'b' })],
    });
    await client.api.call(login, { body: BODY });
    await client.api.call(login, { body: BODY });
    expect(client.keyFetches()).toHaveLength(1);
  });

  it('fetches the key again and retries once after envelope_invalid', async () => {
    const client = setup({
      keyAnswers: [ok(keyValue()), ok(keyValue())],
      postAnswers: [refused(), ok({ token: 't' })],
    });
    expect(await client.api.call(login, { body: BODY })).toEqual({ token: 't' });
    expect(client.keyFetches()).toHaveLength(2);
    expect(client.posts()).toHaveLength(2);
    const [first, second] = client.posts();
    expect(first!.headers.Encryption).not.toBe(second!.headers.Encryption);
  });

  it('gives up after the one retry', async () => {
    const client = setup({
      keyAnswers: [ok(keyValue()), ok(keyValue())],
      postAnswers: [refused(), refused(), ok({ token: 'never' })],
    });
    await expect(client.api.call(login, { body: BODY })).rejects.toMatchObject({
      errorCode: 'envelope_invalid',
    });
    expect(client.posts()).toHaveLength(2);
  });

  it('leaves calls that are not encrypted as plain JSON, and never loads a sealer for them', async () => {
    const client = setup({ keyAnswers: [], postAnswers: [ok({ token: 't' })] });
    expect(await client.api.call(plainPost, { body: BODY })).toEqual({ token: 't' });
    const [request] = client.sent;
    expect(request!.body).toBe(JSON.stringify(BODY));
    expect(request!.headers).not.toHaveProperty('Encryption');
    expect(client.keyFetches()).toHaveLength(0);
    expect(client.loaded).toEqual([]);
  });
});

describe('the hpke envelope in the api client', () => {
  let recipient: CryptoKeyPair;
  let keyValue: () => object;

  beforeAll(async () => {
    recipient = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ]);
    const point = new Uint8Array(await crypto.subtle.exportKey('raw', recipient.publicKey));
    keyValue = () => ({
      scheme: 'hpke',
      keyId: 'key-p256',
      algorithm: HPKE_ALGORITHM,
      publicKey: toBase64(point),
      serverTime: Date.now() + SERVER_AHEAD_MS,
    });
  });

  it('seals with HPKE when the published key is hpke, loading only the hpke sealer', async () => {
    const client = setup({
      keyAnswers: [ok(keyValue())],
      postAnswers: [ok({ token: 't' })],
      scheme: 'hpke',
    });
    expect(await client.api.call(login, { body: BODY })).toEqual({ token: 't' });
    const [post] = client.posts();
    const { scheme, ...header } = parseKeyedHeader(post!.headers.Encryption!)!;
    expect(scheme).toBe('hpke');
    expect(header.keyId).toBe('key-p256');
    expect(Math.abs(header.timestamp - (Date.now() + SERVER_AHEAD_MS))).toBeLessThan(5000);
    const plaintext = await openHpke(
      {
        header,
        digest: post!.headers['X-Digest']!,
        rsa: post!.headers['X-RSA']!,
        value: JSON.parse(post!.body!).value,
        target: { method: 'POST', path: login.path },
      },
      recipient,
    );
    expect(JSON.parse(plaintext)).toEqual(BODY);
    expect(client.loaded).toEqual(['hpke']);
  });

  it('follows the key before status is known, and refuses an RSA key once hpke is named', async () => {
    const unknown = setup({ keyAnswers: [ok(keyValue())], postAnswers: [ok({ token: 't' })] });
    await unknown.api.call(login, { body: BODY });
    expect(unknown.loaded).toEqual(['hpke']);
    const rsaKey = { ...keyValue(), scheme: 'aes-gcm', algorithm: 'RSA-OAEP-256', spki: 'AAAA' };
    const client = setup({ keyAnswers: [ok(rsaKey)], scheme: 'hpke' });
    await expect(client.api.call(login, { body: BODY })).rejects.toMatchObject({
      kind: 'encryption',
      message: expect.stringContaining('aes-gcm'),
    });
    expect(client.posts()).toHaveLength(0);
  });
});

describe('the des-ecb envelope in the api client', () => {
  let key: LegacyPrivateKey;
  let modulusHex: string;

  beforeAll(async () => {
    const pair = await crypto.subtle.generateKey(
      { ...RSA_OAEP_256, modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
    key = {
      modulus: bytesToBigInt(fromBase64Url(jwk.n!)),
      privateExponent: bytesToBigInt(fromBase64Url(jwk.d!)),
    };
    modulusHex = key.modulus.toString(16);
  });

  const openPost = (post: Sent) => {
    const r = recoverLegacyKeyString(post.headers.Encryption!, key);
    expect(r).toMatch(/^[A-Za-z0-9]{16}$/);
    return JSON.parse(openDesEcbBody(JSON.parse(post.body!).value, r!)) as unknown;
  };

  it.each([
    ['{ success, value }', () => ok(modulusHex)],
    ['a bare JSON string (legacy)', () => json(modulusHex)],
    ['plain text (legacy)', () => ({ body: `${modulusHex}\n`, type: 'text/plain' })],
  ])('reads the key answered as %s and seals the body the legacy way', async (_, answer) => {
    const client = setup({
      keyAnswers: [answer()],
      postAnswers: [ok({ token: 't' })],
      scheme: 'des-ecb',
    });
    expect(await client.api.call(login, { body: BODY })).toEqual({ token: 't' });
    const [post] = client.posts();
    expect(post!.headers).not.toHaveProperty('X-RSA');
    expect(openPost(post!)).toEqual(BODY);
    expect(client.loaded).toEqual(['des-ecb']);
  });

  it('loads the des-ecb sealer only when the key is a legacy one, even before status is known', async () => {
    const client = setup({ keyAnswers: [ok(modulusHex)], postAnswers: [ok({ token: 't' })] });
    await client.api.call(login, { body: BODY });
    expect(client.loaded).toEqual(['des-ecb']);
    expect(openPost(client.posts()[0]!)).toEqual(BODY);
  });
});

describe('encryption failures in the browser', () => {
  let opened: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    opened = vi.spyOn(dialogs, 'openDialog');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    closeDialog(openDialog({ kind: 'notice', message: '' }));
  });

  it('surfaces as an ApiError whose message the catalogue shows', async () => {
    const broken = {
      scheme: 'aes-gcm',
      keyId: 'key-1',
      algorithm: 'RSA-OAEP-256',
      spki: 'AAAA',
      serverTime: Date.now(),
    };
    const client = setup({ keyAnswers: [ok(broken)] });
    const error = (await client.api
      .call(login, { body: BODY })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'encryption', errorCode: ENCRYPTION_FAILED });
    expect(error.message).not.toBe('');
    expect(client.posts()).toHaveLength(0);
    expect(client.onError).toHaveBeenCalledWith(error, expect.objectContaining({ alert: true }));
    handleApiError(error, { call: login, alert: true });
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ message: error.message }));
  });

  it('refuses a key of the other scheme than the status call named', async () => {
    const client = setup({ keyAnswers: [ok('c0ffee')], scheme: 'aes-gcm' });
    await expect(client.api.call(login, { body: BODY })).rejects.toMatchObject({
      kind: 'encryption',
      message: expect.stringContaining('des-ecb'),
    });
    expect(client.posts()).toHaveLength(0);
  });

  it('reports a failed key fetch as that failure, not as encryption', async () => {
    const client = setup({ keyAnswers: [] });
    await expect(client.api.call(login, { body: BODY })).rejects.toMatchObject({ kind: 'network' });
  });
});
