import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod/mini';
import { defineCall, fromBase64, toBase64 } from '@lobby/contract';
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

/** Flips one bit of a base64 value (the first byte unless told). */
export function flipBase64(base64: string, byte = 0): string {
  const bytes = fromBase64(base64);
  bytes[byte] = bytes[byte]! ^ 1;
  return toBase64(bytes);
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
