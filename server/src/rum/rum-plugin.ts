import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { RumRepository } from './rum-repository.js';
import { registerRumRoutes } from './rum-routes.js';
import { RumService } from './rum-service.js';

/** Real-user metrics: the web app's timing beacons and the test ping. */
async function rum(app: FastifyInstance): Promise<void> {
  const { db, now, checkAnswers, limiter } = app.core;
  registerRumRoutes(app, new RumService(new RumRepository(db), limiter, now), {
    checkAnswers,
    now,
  });
}

export const rumPlugin = fp(rum, { name: 'rum', dependencies: [CORE_PLUGIN, 'merchants'] });
