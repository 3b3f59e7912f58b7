import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { Redis } from 'ioredis';

/** The local PostgreSQL the bench makes its databases on (CI's and this machine's). */
export const BENCH_POSTGRES_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The local Redis, on a database number of the bench's own (Lobby has no key prefix), emptied
 * before and after each run.
 */
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/14';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database on the local PostgreSQL, dropped when the bench is done with it. */
export async function createPostgresDatabase(
  serverUrl = BENCH_POSTGRES_URL,
): Promise<BenchDatabase> {
  const name = `lobby_bench_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }),
  });
  try {
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  } catch (error) {
    await admin.destroy();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
      await admin.destroy();
    },
  };
}

/** Empties the bench's Redis database, so no counter of an earlier run stops this one. */
export async function emptyBenchRedis(url = BENCH_REDIS_URL): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/** True when the local PostgreSQL answers; the PostgreSQL figures are skipped (and said so) if not. */
export async function postgresAnswers(serverUrl = BENCH_POSTGRES_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
