import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { MerchantDirectory } from './merchant-directory.js';
import { merchantPlugin } from './merchant-plugin.js';
import { MerchantRepository } from './merchant-repository.js';

/** What the merchants area offers the other areas. */
export interface MerchantsArea {
  directory: MerchantDirectory;
}

declare module 'fastify' {
  interface FastifyInstance {
    merchants: MerchantsArea;
  }
}

/** The merchant directory, and every request's merchant (`request.merchant`). */
async function merchants(app: FastifyInstance): Promise<void> {
  const { db, config } = app.core;
  const directory = new MerchantDirectory(new MerchantRepository(db));
  app.decorate('merchants', { directory });
  await app.register(merchantPlugin, { directory, defaultMerchant: config.defaultMerchant });
}

export const merchantsPlugin = fp(merchants, { name: 'merchants', dependencies: [CORE_PLUGIN] });
