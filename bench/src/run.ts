/**
 * `npm run bench`: after `npm run build`, weighs each route's first load from Vite's manifest and
 * loads GET /wps/system/status on Lobby's real app next to a bare Fastify app. Prints a table and
 * writes every figure to bench/results/latest.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle } from './bundle-size.js';
import { measureLoad, type LoadOptions } from './http-load.js';
import { printReport, type BenchResults } from './report.js';
import { startBare, startLobby, type RunningServer } from './servers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STATUS_PATH = '/wps/system/status';
const LOAD: LoadOptions = {
  connections: 10,
  durationSeconds: 8,
  sliceSeconds: 1,
  warmupSeconds: 2,
};

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function measureHttp(): Promise<BenchResults['http']> {
  const servers: RunningServer[] = [];
  try {
    const lobby = await startLobby(repoRoot);
    servers.push(lobby);
    const answer = await fetch(`${lobby.origin}${STATUS_PATH}`);
    const body = await answer.text();
    if (!answer.ok) throw new Error(`Lobby answered ${STATUS_PATH} with ${answer.status}: ${body}`);
    // The same object, so the bare app serializes as much JSON as Lobby does.
    const bare = await startBare(STATUS_PATH, JSON.parse(body));
    servers.push(bare);

    const figures = await measureLoad({
      ...LOAD,
      targets: [
        { name: 'lobby', url: `${lobby.origin}${STATUS_PATH}` },
        { name: 'bare', url: `${bare.origin}${STATUS_PATH}` },
      ],
    });
    const lobbyFigures = figures.lobby!;
    const bareFigures = figures.bare!;
    return {
      endpoint: `GET ${STATUS_PATH}`,
      load: {
        ...LOAD,
        host: '127.0.0.1',
        generator: 'autocannon in a child process, the two apps in turn',
      },
      responseBodyBytes: Buffer.byteLength(body),
      lobby: lobbyFigures,
      bare: bareFigures,
      ratio: {
        requestsPerSecond: lobbyFigures.requestsPerSecond / bareFigures.requestsPerSecond,
        latencyP99: lobbyFigures.latencyP99Ms / bareFigures.latencyP99Ms,
      },
    };
  } finally {
    for (const server of servers.reverse()) await server.close();
  }
}

const bundle = measureBundle(path.join(repoRoot, 'web', 'dist'));
const results: BenchResults = {
  timestamp: new Date().toISOString(),
  node: process.version,
  commit: git('rev-parse', 'HEAD'),
  uncommittedChanges: (git('status', '--porcelain') ?? '') !== '',
  bundle,
  http: await measureHttp(),
};

const resultsDir = path.join(repoRoot, 'bench', 'results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
printReport(results, path.relative(repoRoot, path.join(resultsDir, 'latest.json')));
