import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/core/config/config.js';
import { openDatabase, type DatabaseHandle } from '../../server/src/core/db/database.js';
import { migrate } from '../../server/src/core/db/migrate.js';
import { seed } from '../../server/src/demo/seed.js';
import { loadMerchantFiles } from '../../server/src/merchants/load-merchant-files.js';

export interface LobbyOptions {
  /** On this database instead of a fresh PGlite (migrated and seeded here, closed by its owner). */
  database?: DatabaseHandle;
  /** False: no scheduled jobs tick in the background of what is measured. */
  scheduledJobs?: boolean;
}

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Lobby's real app on a fresh PGlite database seeded from merchants/, loopback only. It trusts
 * X-Forwarded-For from loopback, so the sign-in load can come from many addresses (the
 * per-address sign-in limit would otherwise stop it); `setup` adds the bench's own routes.
 */
export async function startLobby(
  repoRoot: string,
  setup?: (app: FastifyInstance) => void,
  options: LobbyOptions = {},
): Promise<RunningServer> {
  const ownDatabase = options.database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-bench-'));
  const database = ownDatabase ?? (await openDatabase({ dataDir }));
  const closeDatabase = () => (ownDatabase ? Promise.resolve() : database.close());
  try {
    await migrate(database.db);
    await seed(database, loadMerchantFiles(path.join(repoRoot, 'merchants')));
    const config = {
      ...loadConfig({}),
      dataDir,
      webDist: path.join(repoRoot, 'web', 'dist'),
      logLevel: 'silent',
      trustProxy: ['127.0.0.1'],
    };
    const app = await buildApp({
      config,
      database,
      logger: false,
      checkAnswers: false,
      scheduledJobs: options.scheduledJobs,
    });
    setup?.(app);
    const origin = await listen(app);
    return {
      origin,
      close: async () => {
        await app.close();
        await closeDatabase();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A bare Fastify app with one JSON route at `url` answering `body`: the floor to compare with. */
export async function startBare(url: string, body: unknown): Promise<RunningServer> {
  const app = Fastify({ logger: false });
  app.get(url, async () => body);
  const origin = await listen(app);
  return { origin, close: () => app.close() };
}
