import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod/mini';
import { defineCall, type SealedPayload } from '@lobby/contract';
import { registerCall } from '../src/core/http/register-call.js';

const echoBody = z.object({
  username: z.string(),
  password: z.string(),
  note: z.optional(z.string()),
});

/** Test only: an encrypted call that answers the body it was given, once decrypted. */
export const sealedEcho = defineCall({
  method: 'POST',
  path: '/wps/test/sealed-echo',
  access: 'public',
  encrypted: true,
  cache: 'none',
  body: echoBody,
  value: echoBody,
  errors: [],
  summary: 'Test only: answers the decrypted body.',
});

/** Adds the test-only encrypted echo call; pass it as buildTestApp's setup. */
export function registerSealedEcho(app: FastifyInstance): void {
  registerCall(app, sealedEcho, ({ body }) => body, { checkAnswers: true });
}

/** A payload for the echo call, with characters outside ASCII. */
export const ECHO_PAYLOAD = {
  username: 'player01',
  password: 'pässwörd ✓ 密码',
  note: 'x'.repeat(40),
};

export { flipBase64 } from '@lobby/contract/testing';

/** A sealed payload's body `value`. */
export const valueOf = (sealed: SealedPayload) =>
  (JSON.parse(sealed.payload) as { value: string }).value;

/** The sealed payload with another body `value`. */
export const withValue = (sealed: SealedPayload, value: string): SealedPayload => ({
  ...sealed,
  payload: JSON.stringify({ value }),
});

/** The sealed payload with one header replaced, or removed when no value is given. */
export function withHeader(sealed: SealedPayload, name: string, value?: string): SealedPayload {
  const headers = { ...sealed.headers };
  if (value === undefined) delete headers[name];
  else headers[name] = value;
  return { ...sealed, headers };
}

/** The one failure every envelope problem answers: same status, code and message. */
export function envelopeFailureOf(response: LightMyRequestResponse) {
  return { status: response.statusCode, body: response.json() as unknown };
}

/** The one answer every envelope that cannot be opened gets, whatever the cause. */
export const ENVELOPE_INVALID = {
  status: 400,
  body: {
    success: false,
    errorCode: 'envelope_invalid',
    message: 'The encrypted request could not be read; fetch the key again and retry',
  },
};
