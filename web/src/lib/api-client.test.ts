import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineCall, type CallDef } from '@lobby/contract';
import { z } from 'zod/mini';
import { ApiError, createApiClient, type ApiClientConfig } from './api-client';

const getThing = defineCall({
  method: 'GET',
  path: '/wps/thing',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({ q: z.optional(z.string()) }),
  value: z.object({ n: z.number() }),
  errors: [],
  summary: 'test call',
});
const getCached = { ...getThing, path: '/wps/cached', cache: 'session' } as const;
const postThing = defineCall({
  ...getThing,
  method: 'POST',
  body: z.object({ name: z.string() }),
});

function jsonResponse(body: unknown, status = 200, traceId = 'trace-1') {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-trace-id': traceId },
  });
}

function client(fetchImpl: typeof fetch, overrides: Partial<ApiClientConfig> = {}) {
  const onError = vi.fn();
  const api = createApiClient({
    getToken: () => 'tok-1',
    getMerchant: () => 'demo',
    getLanguage: () => 'TH',
    onError,
    fetch: fetchImpl,
    ...overrides,
  });
  return { api, onError };
}

beforeEach(() => sessionStorage.clear());

describe('api client', () => {
  it('sends the common headers, the token, no redirects, and answers the value and trace id', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, value: { n: 1 } }));
    const { api } = client(fetchMock as unknown as typeof fetch);
    const result = await api.request(getThing, { query: { q: 'a b' } });
    expect(result).toEqual({ value: { n: 1 }, traceId: 'trace-1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/thing?q=a+b');
    expect(init.redirect).toBe('error');
    expect(init.headers).toMatchObject({
      Merchant: 'demo',
      Language: 'TH',
      ModuleId: 'COMM3',
      Authorization: 'tok-1',
    });
  });

  it('leaves Authorization off when switched off, and sends JSON bodies', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, value: { n: 2 } }));
    const { api } = client(fetchMock as unknown as typeof fetch);
    await api.call(postThing, { body: { name: 'x' }, auth: false });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"name":"x"}');
  });

  it("sends a call's own token in place of the session's, and never shares its answer", async () => {
    let n = 0;
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, value: { n: ++n } }));
    const { api } = client(fetchMock as unknown as typeof fetch);
    const [linked, own] = await Promise.all([
      api.call(getThing, { token: 'link-tok' }),
      api.call(getThing),
    ]);
    expect(linked).not.toEqual(own);
    const sent = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) => (init.headers as Record<string, string>).Authorization,
    );
    expect(sent.sort()).toEqual(['link-tok', 'tok-1']);
  });

  it('sends one request for identical GETs in flight', async () => {
    let release: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const { api } = client(fetchMock as unknown as typeof fetch);
    const first = api.call(getThing);
    const second = api.call(getThing);
    release(jsonResponse({ success: true, value: { n: 3 } }));
    expect(await Promise.all([first, second])).toEqual([{ n: 3 }, { n: 3 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockImplementation(async () => jsonResponse({ success: true, value: { n: 5 } }));
    expect(await api.call(getThing)).toEqual({ n: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('caches cacheable GETs in sessionStorage and asks again for the others', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, value: { n: 4 } }));
    const { api } = client(fetchMock as unknown as typeof fetch);
    await api.call(getCached as CallDef);
    await api.call(getCached as CallDef);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Object.keys(sessionStorage).some((key) => key.includes('/wps/cached'))).toBe(true);
  });

  it('turns a failure body into an ApiError and reports it with the alert flag', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN', message: 'log in' }),
    );
    const { api, onError } = client(fetchMock as unknown as typeof fetch);
    const error = await api.call(getThing, { alert: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'failure',
      errorCode: 'CUSTOMER_NOT_LOGIN',
      traceId: 'trace-1',
    });
    expect(onError).toHaveBeenCalledWith(error, expect.objectContaining({ alert: false }));
  });

  it('reports HTTP errors with their status, 401 included', async () => {
    const fetchMock = vi.fn(async () => new Response('bad gateway', { status: 502 }));
    const { api } = client(fetchMock as unknown as typeof fetch);
    await expect(api.call(getThing)).rejects.toMatchObject({ kind: 'http', status: 502 });
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: false, errorCode: 'customer.not.login', message: '' }, 401),
    );
    await expect(api.call(getThing)).rejects.toMatchObject({ kind: 'http', status: 401 });
  });

  it('gives up after the timeout with ECONNABORTED', async () => {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const { api } = client(fetchMock as unknown as typeof fetch, { timeoutMs: 20 });
    await expect(api.call(getThing)).rejects.toMatchObject({
      kind: 'timeout',
      errorCode: 'ECONNABORTED',
    });
  });

  it("gives up after a call's own timeout when it names one", async () => {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const { api } = client(fetchMock as unknown as typeof fetch, { timeoutMs: 60_000 });
    await expect(api.call(postThing, { body: { name: 'x' }, timeoutMs: 20 })).rejects.toMatchObject(
      { kind: 'timeout', errorCode: 'ECONNABORTED' },
    );
  });

  it('reports a network failure', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { api } = client(fetchMock as unknown as typeof fetch);
    await expect(api.call(getThing)).rejects.toMatchObject({ kind: 'network' });
  });

  it('takes a bare answer (legacy plain text or JSON string) only when the value schema does', async () => {
    const getText = defineCall({ ...getThing, path: '/wps/text', value: z.string() });
    const fetchMock = vi.fn(async () => new Response('abc123\n', { status: 200 }));
    const { api } = client(fetchMock as unknown as typeof fetch);
    expect(await api.call(getText)).toBe('abc123');
    fetchMock.mockImplementation(async () => jsonResponse('def456'));
    expect(await api.call(getText)).toBe('def456');
    fetchMock.mockImplementation(async () => new Response('<html>', { status: 200 }));
    await expect(api.call(getThing)).rejects.toMatchObject({ kind: 'http', status: 200 });
  });

  it('rejects a call without a URL with url_is_null_check', async () => {
    const fetchMock = vi.fn();
    const { api } = client(fetchMock as unknown as typeof fetch);
    await expect(api.call({ ...getThing, path: '' })).rejects.toMatchObject({
      errorCode: 'url_is_null_check',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
