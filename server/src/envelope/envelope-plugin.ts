import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EnvelopeScheme } from '@lobby/contract';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import type { EnvelopeKeyPair } from './envelope-key-material.js';
import { EnvelopeKeyRepository } from './envelope-key-repository.js';
import { EnvelopeKeys, envelopeKeyPolicy } from './envelope-keys.js';
import { EnvelopeNonceRepository } from './envelope-nonce-repository.js';
import { EnvelopeOpener } from './envelope-opener.js';
import { envelopePlugin } from './envelope-opening-plugin.js';
import { registerEnvelopeRoutes } from './envelope-routes.js';
import { DatabaseNonceStore, RedisNonceStore } from './nonce-store.js';

export interface EnvelopeOptions {
  /** Overrides how envelope key pairs are made (tests draw from pre-made pairs). */
  generateKey?: (scheme: EnvelopeScheme) => Promise<EnvelopeKeyPair>;
}

/** The envelope keys, their call, and the opening of every sealed body (before validation). */
async function envelope(app: FastifyInstance, options: EnvelopeOptions): Promise<void> {
  const { config, db, redis, now, nowMs, limiter, checkAnswers } = app.core;
  const keys = new EnvelopeKeys({
    repository: new EnvelopeKeyRepository(db),
    policy: envelopeKeyPolicy(config),
    now,
    generate: options.generateKey,
  });
  const opener = new EnvelopeOpener({
    keys,
    nonces: redis
      ? new RedisNonceStore(redis)
      : new DatabaseNonceStore(new EnvelopeNonceRepository(db), nowMs),
    replayWindowMs: config.envelope.replayWindowMs,
    now,
  });
  await app.register(envelopePlugin, { opener, limiter });
  registerEnvelopeRoutes(app, keys, { checkAnswers, now });
}

export const envelopeAreaPlugin = fp(envelope, {
  name: 'envelope',
  dependencies: [CORE_PLUGIN, 'merchants'],
});
