import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, fail } from '@lobby/contract';
import { AppError, isUnavailableError, unavailable } from '../errors.js';

/**
 * Maps every error to the platform's failure shape with a fitting HTTP status. Failures are never
 * cached: a 404 is heuristically cacheable, and a shared cache must not keep one.
 */
async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known.statusCode >= 500) request.log.error({ err: error }, known.message);
    else request.log.info({ errorCode: known.errorCode }, known.message);
    reply.header('cache-control', 'no-store');
    return reply.status(known.statusCode).send(fail(known.errorCode, known.message, known.value));
  });
}

export const errorHandlerPlugin = fp(errorHandler, { name: 'lobby-error-handler' });

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (isUnavailableError(error)) return unavailable();
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, ERROR_CODES.malformedJson, 'The request body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, ERROR_CODES.payloadTooLarge, 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        415,
        ERROR_CODES.unsupportedMediaType,
        'Send the body as application/json',
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, ERROR_CODES.invalidRequest, 'The Content-Length header is wrong');
  }
  if (error instanceof SyntaxError) {
    return new AppError(400, ERROR_CODES.malformedJson, 'The request body is not valid JSON');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode, ERROR_CODES.invalidRequest, error.message);
  }
  return new AppError(500, ERROR_CODES.internalError, 'Something went wrong on our side');
}
