import type { FastifyRequest } from 'fastify';
import { isUiLanguage } from '@lobby/contract';

/** The UI language the request's Language header names, upper-cased, or '' when it names none. */
export function requestLanguage(request: FastifyRequest): string {
  const header = request.headers.language;
  return typeof header === 'string' && isUiLanguage(header.toUpperCase())
    ? header.toUpperCase()
    : '';
}
