import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Reads a header that came once, as a string. */
export function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Registers routes whose callers sign the exact bytes they send: in a scope of their own, JSON
 * bodies are kept raw beside the parsed value, for the signature check.
 */
export function registerRawBodyRoutes(
  app: FastifyInstance,
  routes: (scope: FastifyInstance, rawBodyOf: (request: FastifyRequest) => string) => void,
): void {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      async (request: FastifyRequest, body: string) => {
        rawBodies.set(request, body);
        return JSON.parse(body) as unknown;
      },
    );
    routes(scope, (request) => rawBodies.get(request) ?? '');
  });
}
