import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, isSafeText } from '@lobby/contract';
import { AppError } from '../errors.js';

/**
 * A request header the server stores (Device, User-Agent), or undefined when absent. Node's
 * HTTP parser already refuses control characters in headers; this keeps a NUL that reaches the
 * app some other way (inject, a future transport) from ever reaching the database.
 */
export function storedHeader(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && !isSafeText(value)) {
    throw new AppError(
      400,
      ERROR_CODES.invalidRequest,
      `headers.${name}: control characters are not allowed`,
    );
  }
  return value;
}
