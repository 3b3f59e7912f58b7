import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../tools/build.js';
import { startCommand } from '../deployment-recipe.js';

/** The repository root: instances start from it, as `npm run serve` does. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The compiled server of a suite, built from the sources now (a build left in server/dist may be
 * older than them) into a folder of its own under this one, where node finds the packages.
 */
export async function buildLobby(): Promise<{ main: string; remove(): void }> {
  const outdir = path.join(
    REPO_ROOT,
    'server',
    'test',
    'deployment',
    'dist',
    randomBytes(4).toString('hex'),
  );
  await buildServer(outdir);
  return {
    main: path.join(outdir, 'main.js'),
    remove: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}

/** How a production instance starts: `npm start`'s command, on the given compiled main. */
export function lobbyCommand(main: string): { command: string; args: string[] } {
  const [program, ...args] = startCommand();
  const at = args.findIndex((arg) => arg.endsWith('main.js'));
  if (program !== 'node' || at < 0) {
    throw new Error(`npm start is no longer node <main.js>: ${startCommand().join(' ')}`);
  }
  args[at] = main;
  return { command: process.execPath, args };
}

/** A folder with no built app: the smoke and fault suites call the API only. */
const NO_WEB_BUILD = path.join(REPO_ROOT, 'server', 'test', 'fixtures', 'web-dist');
const NO_OPS_BUILD = path.join(REPO_ROOT, 'server', 'test', 'fixtures', 'ops-dist');

export interface LobbyProcessOptions {
  /** A name for its log lines (`a`, `b`, …). */
  name: string;
  /** The compiled server's main.js (buildLobby). */
  main: string;
  port: number;
  databaseUrl: string;
  redisUrl?: string;
  /** More environment (vendor secrets, another merchants folder). */
  env?: Record<string, string>;
}

export interface LobbyProcess {
  name: string;
  port: number;
  origin: string;
  pid: number;
  /** Everything it wrote on stdout and stderr so far. */
  output(): string;
  /** Resolves when it answers /readyz with 200; rejects when it exits first or after `ms`. */
  ready(ms?: number): Promise<void>;
  /** Resolves with its exit code (or signal) once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL unless it has exited already; resolves once it has. */
  kill(): Promise<void>;
}

/** Starts one Lobby instance as a child process, trusting the loopback balancer. */
export function startLobby(options: LobbyProcessOptions): LobbyProcess {
  const { command, args } = lobbyCommand(options.main);
  const child: ChildProcess = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      MERCHANTS_DIR: path.join(REPO_ROOT, 'merchants'),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST: NO_WEB_BUILD,
      OPS_DIST: NO_OPS_BUILD,
      LOG_LEVEL: 'warn',
      // A short drain: these suites' clients need no time to notice, as balancers do.
      SHUTDOWN_DRAIN_MS: '500',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  const keep = (stream: string) => (data: Buffer) =>
    chunks.push(`[${options.name} ${stream}] ${data}`);
  child.stdout!.on('data', keep('out'));
  child.stderr!.on('data', keep('err'));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const origin = `http://127.0.0.1:${options.port}`;
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  return {
    name: options.name,
    port: options.port,
    origin,
    pid: child.pid!,
    output: () => chunks.join(''),
    exited,
    async ready(ms = 45_000) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (!isRunning())
          throw new Error(`${options.name} exited before ready:\n${chunks.join('')}`);
        const answer = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) }).catch(
          () => undefined,
        );
        if (answer?.status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${options.name} not ready within ${ms} ms:\n${chunks.join('')}`);
    },
    signal: (signal) => {
      if (isRunning()) child.kill(signal);
    },
    async kill() {
      if (isRunning()) child.kill('SIGKILL');
      await exited;
    },
  };
}
