import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: their values never reach the log. */
const SECRET_PARAMS = ['t', 'token', 'tokens', 'handoffToken'];

/** The request address with credential values replaced, for the log. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  let redacted = false;
  for (const name of SECRET_PARAMS) {
    if (query.has(name)) {
      query.set(name, '[redacted]');
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, at)}?${query.toString()}` : url;
}

/** What a request line of the log holds: Fastify's usual fields with credentials redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
