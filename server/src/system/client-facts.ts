import type { FastifyRequest } from 'fastify';
import type { ClientFacts } from './system-info.js';

/** The client's address, the CDN's country header when one is configured, and the time. */
export function clientFacts(
  request: FastifyRequest,
  geoCountryHeader: string | undefined,
  now: Date,
): ClientFacts {
  const country = geoCountryHeader ? request.headers[geoCountryHeader] : undefined;
  return { ip: request.ip, country: typeof country === 'string' ? country : undefined, now };
}
