import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ENVELOPE_HEADERS, ERROR_CODES } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
import { EnvelopeInvalidError, type EnvelopeOpener } from './envelope-opener.js';
import { SEALED_BODIES } from './envelope-limits.js';
import { MERCHANT_PLUGIN, requireMerchant } from '../core/http/merchant-request.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call's body rides the request envelope: plaintext bodies are refused. */
    encrypted?: boolean;
  }
  interface FastifyRequest {
    /** True once the envelope plugin has opened this request's body. */
    envelopeOpened: boolean;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A request is sealed when it carries the Encryption header (SPEC section 7), even empty. */
function isSealed(request: FastifyRequest): boolean {
  return header(request, ENVELOPE_HEADERS.encryption) !== undefined;
}

/**
 * Opens encrypted bodies while they are parsed, before validation, so routes only ever see
 * plaintext; and refuses plaintext bodies for calls marked `encrypted` with encryption_required.
 * Every failure to open answers the one generic envelope_invalid and counts toward the source's
 * sign-in limit.
 */
async function envelope(
  app: FastifyInstance,
  options: { opener: EnvelopeOpener; limiter: AttemptLimiter },
): Promise<void> {
  const { opener, limiter } = options;
  app.decorateRequest('envelopeOpened', false);
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  const parseJson = (request: FastifyRequest, text: string) =>
    new Promise<unknown>((resolve, reject) =>
      defaultJson(request, text, (error, value) => (error ? reject(error) : resolve(value))),
    );

  const open = async (request: FastifyRequest, body: string): Promise<unknown> => {
    const merchant = requireMerchant(request);
    // Each sealed body spends a try of its source until it opens: a flood of bogus envelopes
    // is refused before any RSA decryption once the source is over its limit.
    const reservation = await limiter.reserve(SEALED_BODIES, {
      merchantCode: merchant.code,
      ip: request.ip,
    });
    try {
      const plaintext = await opener.open(merchant.code, merchant.envelope, {
        method: request.method,
        path: request.url.split('?')[0] ?? '',
        encryption: header(request, ENVELOPE_HEADERS.encryption),
        digest: header(request, ENVELOPE_HEADERS.digest),
        rsa: header(request, ENVELOPE_HEADERS.rsa),
        body,
      });
      const value = await parseJson(request, plaintext).catch(() => {
        throw new EnvelopeInvalidError('plaintext is not JSON');
      });
      request.envelopeOpened = true;
      await reservation.giveBack();
      return value;
    } catch (error) {
      if (error instanceof EnvelopeInvalidError) {
        request.log.info({ envelope: merchant.envelope, reason: error.reason }, 'envelope refused');
      }
      throw error;
    }
  };

  // Fastify's own text/plain parser would let plain text through to validation.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string) =>
      isSealed(request) ? open(request, body) : parseJson(request, body),
  );
  // Legacy clients may send the base64 body as text; any other plain text stays refused (415).
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    async (request: FastifyRequest, body: string) => {
      if (!isSealed(request)) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
      return open(request, body);
    },
  );

  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.encrypted && !request.envelopeOpened) {
      throw new AppError(
        400,
        ERROR_CODES.encryptionRequired,
        'This call takes an encrypted body: seal it with the key from /wps/session/key/rsa',
      );
    }
  });
}

export const envelopePlugin = fp(envelope, {
  name: 'lobby-envelope',
  dependencies: [MERCHANT_PLUGIN],
});
