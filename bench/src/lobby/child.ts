/**
 * Lobby as its own process for the server figures, so the bench's load client never shares its
 * event loop. argv[2] is a ChildOptions JSON. It prints one JSON line with its origin when ready,
 * then takes commands on stdin, one JSON line each, answering each with one line (protocol.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { calls } from '@lobby/contract';
import { buildApp } from '../../../server/src/app.js';
import { loadConfig } from '../../../server/src/core/config/config.js';
import { openDatabase } from '../../../server/src/core/db/database.js';
import { migrate } from '../../../server/src/core/db/migrate.js';
import { openRedis } from '../../../server/src/core/redis.js';
import { seed } from '../../../server/src/demo/seed.js';
import { loadMerchantFiles } from '../../../server/src/merchants/load-merchant-files.js';
import { benchMerchants, type ChildCommand, type ChildOptions } from './protocol.js';

const options = JSON.parse(process.argv[2] ?? '') as ChildOptions;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-bench-'));
const opened = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
// Every statement Lobby sends is counted, so the bench can say how many an operation takes.
let statements = 0;
const database = {
  ...opened,
  // Counted as results come back: once a statement, where a query is built once a subquery too.
  db: opened.db.withPlugin({
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      statements += 1;
      return result;
    },
  }),
};
await migrate(database.db);
const merchants = benchMerchants(
  loadMerchantFiles(path.join(options.repoRoot, 'merchants')),
  options,
);
await seed(database, merchants);
const redis = options.redisUrl ? await openRedis(options.redisUrl) : undefined;
const config = {
  ...loadConfig({}),
  dataDir,
  webDist: path.join(options.repoRoot, 'web', 'dist'),
  logLevel: 'silent',
  // The load comes from many client addresses (X-Forwarded-For), as players do.
  trustProxy: ['127.0.0.1'],
};
const app = await buildApp({
  config,
  database,
  redis: redis?.client,
  logger: false,
  checkAnswers: false,
  vendorSecrets: { [options.vendor.secretEnv]: options.vendor.secret },
  scheduledJobs: false,
});

// Sign-ins without the envelope, for the bench's figure of what the envelope costs: only this
// process, and only while the bench asks, lets the sign-in call take a plain body.
let plainSignIn = false;
app.addHook('onRequest', async (request) => {
  if (request.url === calls.sessionLogin.path) {
    (request.routeOptions.config as { encrypted?: boolean }).encrypted = !plainSignIn;
  }
});

await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
process.stdout.write(`${JSON.stringify({ origin: `http://127.0.0.1:${port}` })}\n`);

const profiler = new Session();
profiler.connect();

async function obey(command: ChildCommand): Promise<unknown> {
  switch (command.kind) {
    case 'plainSignIn':
      plainSignIn = command.on;
      return { plainSignIn };
    case 'statements':
      return { statements };
    case 'profileStart':
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      return {};
    case 'profileStop': {
      const { profile } = await profiler.post('Profiler.stop');
      fs.mkdirSync(path.dirname(command.file), { recursive: true });
      fs.writeFileSync(command.file, JSON.stringify(profile));
      return { file: command.file };
    }
    case 'close':
      await app.close();
      await redis?.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return {};
  }
}

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  const command = JSON.parse(line) as ChildCommand;
  const answer = await obey(command).catch((error: unknown) => ({ error: String(error) }));
  process.stdout.write(`${JSON.stringify(answer)}\n`);
  if (command.kind === 'close') break;
}
lines.close();
process.exit(0);
