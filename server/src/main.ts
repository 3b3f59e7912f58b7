import { loadConfig, loadVendorSecrets, type Config } from './core/config/config.js';
import { loadMerchantFiles } from './merchants/index.js';
import { loadPromotionFiles } from './promotions/index.js';
import { openDatabase } from './core/db/database.js';
import { migrate } from './core/db/migrate.js';
import { DEMO_ACCOUNT, refuseDemoFallbacks, seed } from './demo/index.js';
import { buildApp } from './app.js';
import { openRedis } from './core/redis.js';
import {
  EnvelopeKeyRepository,
  EnvelopeKeys,
  envelopeKeyPolicy,
  makeEnvelopeKeysAhead,
} from './envelope/index.js';

async function main(config: Config): Promise<void> {
  const startedAt = Date.now();
  // Bad merchant files or missing vendor secrets stop the start before the database is touched.
  const merchantFiles = loadMerchantFiles(config.merchantsDir);
  const promotionFiles = loadPromotionFiles(config.merchantsDir, merchantFiles);
  const vendorSecrets = loadVendorSecrets(merchantFiles);
  refuseDemoFallbacks(merchantFiles);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(database.db);
  const merchants = await seed(database, merchantFiles, new Date(), promotionFiles);
  await makeEnvelopeKeysAhead(
    new EnvelopeKeys({
      repository: new EnvelopeKeyRepository(database.db),
      policy: envelopeKeyPolicy(config),
      now: () => new Date(),
    }),
    merchants,
  );
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : undefined;
  const app = await buildApp({
    config,
    database,
    probes: redis ? [{ name: 'redis', check: redis.ping }] : [],
    redis: redis?.client,
    vendorSecrets,
    merchantsAtStart: merchants,
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await redis?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    database.kind === 'pglite'
      ? `embedded PGlite in ${config.dataDir}`
      : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  Lobby is ready in ${Date.now() - startedAt} ms on ${where}${redis ? ' with Redis' : ''}.`,
    applied.length > 0
      ? `  Applied migrations: ${applied.join(', ')}`
      : '  Database schema is up to date.',
    `  Merchants: ${merchants.map((m) => `${m.code} (${m.hosts.join(', ') || 'no hosts'})`).join('; ')}`,
    `  Open http://localhost:${config.port}/m/`,
    merchants.some((m) => m.code === DEMO_ACCOUNT.merchant && m.demo)
      ? `  Demo account: ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}`
      : '',
    '',
  ];
  console.log(lines.join('\n'));
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
main(config).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
