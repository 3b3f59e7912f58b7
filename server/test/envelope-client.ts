import type { FastifyInstance } from 'fastify';
import { calls, sealForKey, type CallDef, type RsaKeyValue } from '@lobby/contract';

export type { SealedPayload } from '@lobby/contract';

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
) {
  const key = await fetchEnvelopeKey(app, headers);
  const serverTime = typeof key === 'string' ? Date.now() : key.serverTime;
  return sealForKey(JSON.stringify(body), key, call, serverTime);
}
