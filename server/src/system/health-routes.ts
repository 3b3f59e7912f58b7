import type { FastifyInstance } from 'fastify';

export interface Probe {
  name: string;
  check(): Promise<boolean>;
}

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: its dependencies do). */
export function registerHealthRoutes(app: FastifyInstance, probes: readonly Probe[]): void {
  app.get('/healthz', { config: { skipMerchant: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { config: { skipMerchant: true } }, async (_request, reply) => {
    const results = await Promise.all(
      probes.map(async (probe) => [probe.name, await probe.check().catch(() => false)] as const),
    );
    const ready = results.every(([, up]) => up);
    reply.header('cache-control', 'no-store');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) });
  });
}
