import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { AttributionRepository } from './attribution-repository.js';
import { registerAttributionRoutes } from './attribution-routes.js';
import { AttributionService } from './attribution-service.js';
import { EventLedger } from './event-ledger.js';

/** What the attribution area offers the other areas. */
export interface AttributionArea {
  /** Stores a member's attribution in the registration's transaction (accounts calls it). */
  service: AttributionService;
  /** The event ledger: tracked events once per eventID (postbacks and the wallet use it). */
  ledger: EventLedger;
}

declare module 'fastify' {
  interface FastifyInstance {
    attribution: AttributionArea;
  }
}

/** Members' attribution at registration, the tracked events call and the event ledger. */
async function attribution(app: FastifyInstance): Promise<void> {
  const { db, limiter, now, checkAnswers, audit } = app.core;
  const ledger = new EventLedger(db, now);
  const service = new AttributionService({
    db,
    audit,
    attributions: new AttributionRepository(db),
    ledger,
    limiter,
    now,
  });
  app.decorate('attribution', { service, ledger });
  registerAttributionRoutes(app, service, { checkAnswers });
}

export const attributionPlugin = fp(attribution, {
  name: 'attribution',
  dependencies: [CORE_PLUGIN],
});
