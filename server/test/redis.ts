import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { Redis } from 'ioredis';

/** The shared test Redis (CI: redis://127.0.0.1:6379); Redis tests skip without it. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** True when a redis-server binary can be started for a private server. */
export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A key prefix of its own, so runs sharing one Redis never see each other's counters. */
export function uniqueRedisPrefix(): string {
  return `lobby-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
}

/** Deletes every key under a prefix (and nothing else). */
export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface PrivateRedis {
  url: string;
  /** Kills the server and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts a redis-server of the test's own on a free port (or the one given, to start one again
 * where clients expect it), without persistence, as a child process; the shared server is never
 * touched.
 */
export async function startPrivateRedis(chosenPort?: number): Promise<PrivateRedis> {
  const port = chosenPort ?? (await freePort());
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + 5000;
  while (!(await accepts(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`redis-server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
