import { loadConfig, loadVendorSecrets, type Config } from './core/config/config.js';
import {
  loadMerchantFiles,
  MerchantRepository,
  refuseDemoFallbacks,
  refuseDemoMerchantsInProduction,
} from './merchants/index.js';
import {
  importPromotionFiles,
  importRepositories,
  loadPromotionFiles,
} from './promotions/index.js';
import type { StartExtension } from './core/start-extension.js';
import { openDatabase } from './core/db/database.js';
import { migrate } from './core/db/migrate.js';
import { underStartLock } from './core/db/start-lock.js';
import { demoStart } from './demo/index.js';
import { buildApp } from './app.js';
import { openRedis } from './core/redis.js';
import { ContentVersions } from './core/content/content-versions.js';
import {
  EnvelopeKeyRepository,
  EnvelopeKeys,
  envelopeKeyPolicy,
  makeEnvelopeKeysAhead,
} from './envelope/index.js';

// What optional parts add to the start (their data, a line of the start-up message).
const extensions: readonly StartExtension[] = [demoStart];

async function main(config: Config): Promise<void> {
  const startedAt = Date.now();
  // Bad merchant files or missing vendor secrets stop the start before the database is touched.
  const merchantFiles = loadMerchantFiles(config.merchantsDir);
  const promotionFiles = loadPromotionFiles(config.merchantsDir, merchantFiles);
  const vendorSecrets = loadVendorSecrets(merchantFiles);
  refuseDemoFallbacks(merchantFiles);
  refuseDemoMerchantsInProduction(merchantFiles, config);
  const mode = { production: config.production };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(database.db);
  const merchants = merchantFiles;
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : undefined;
  const { kept } = await underStartLock(database, async () => {
    await new MerchantRepository(database.db).saveAll(merchants);
    for (const extension of extensions) await extension.seed(database, merchants, new Date(), mode);
    // The seed follows the import rule: content edited in the console since the last import stays.
    const imported = await importPromotionFiles(
      importRepositories(database.db, new ContentVersions(database.db, redis?.client)),
      promotionFiles,
      new Date(),
    );
    await makeEnvelopeKeysAhead(
      new EnvelopeKeys({
        repository: new EnvelopeKeyRepository(database.db),
        policy: envelopeKeyPolicy(config),
        now: () => new Date(),
      }),
      merchants,
    );
    return imported;
  });
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
    // Running requests finish (none runs past the request timeout); the exit never waits longer.
    setTimeout(
      () => process.exit(1),
      config.shutdownDrainMs + config.requestTimeoutMs + 5_000,
    ).unref();
    // New requests get 503 while balancers notice; closing at once would race clients that are
    // sending on an idle keep-alive connection as it is closed (they would see it reset).
    app.refuseNewRequests();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
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
    ...(kept.length > 0
      ? [
          `  Promotion files not imported for ${kept.join(', ')}: edited in the console since (npm run promo -- import --replace).`,
        ]
      : []),
    `  Merchants: ${merchants.map((m) => `${m.code} (${m.hosts.join(', ') || 'no hosts'})`).join('; ')}`,
    `  Open http://localhost:${config.port}/m/`,
    ...extensions.map((extension) => extension.greeting(merchants, mode)),
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
