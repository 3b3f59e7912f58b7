import type { FastifyInstance } from 'fastify';
import {
  calls,
  parseHexInteger,
  sealAesGcm,
  sealDesEcb,
  type CallDef,
  type RsaKeyValue,
} from '@lobby/contract';

/** The headers and payload of one sealed request, ready for app.inject. */
export interface SealedPayload {
  payload: string;
  headers: Record<string, string>;
}

/** Fetches the merchant's envelope key through the app, as web does. */
export async function fetchEnvelopeKey(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<RsaKeyValue> {
  const response = await app.inject({
    url: `${calls.sessionRsaKey.path}?_=${Date.now()}`,
    headers,
  });
  const body = response.json() as { success: boolean; value: RsaKeyValue };
  if (!body.success) throw new Error(`no envelope key: ${response.body}`);
  return body.value;
}

/**
 * Seals a call's body as web does, in whichever scheme the key answer shows: `headers` must reach
 * the same merchant as the sealed request (host, or Merchant header).
 */
export async function sealBody(
  app: FastifyInstance,
  call: Pick<CallDef, 'method' | 'path'>,
  body: unknown,
  headers: Record<string, string>,
): Promise<SealedPayload> {
  return sealWithKey(await fetchEnvelopeKey(app, headers), call, body);
}

/** Seals a body with a key answer already fetched (clients over HTTP fetch it themselves). */
export async function sealWithKey(
  key: RsaKeyValue,
  call: Pick<CallDef, 'method' | 'path'>,
  body: unknown,
): Promise<SealedPayload> {
  const json = JSON.stringify(body);
  if (typeof key === 'string') {
    const sealed = sealDesEcb(json, parseHexInteger(key));
    return {
      payload: JSON.stringify({ value: sealed.body }),
      headers: { 'content-type': 'application/json', encryption: sealed.encryption },
    };
  }
  const sealed = await sealAesGcm(json, key, call, key.serverTime);
  return {
    payload: JSON.stringify({ value: sealed.value }),
    headers: {
      'content-type': 'application/json',
      encryption: sealed.headers.encryption,
      'x-digest': sealed.headers.digest,
      'x-rsa': sealed.headers.rsa,
    },
  };
}
