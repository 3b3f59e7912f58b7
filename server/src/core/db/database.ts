import fs from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir (created if new). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => undefined);
    // Nor one checked out between statements (a transaction's) when the server ends its
    // connection, as a restart does: its query fails (a 503) and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return wrapDatabase(
      new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      'postgres',
    );
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    dataDir = options.dataDir;
  }
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  return wrapDatabase(new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), 'pglite');
}

/** A handle around an open Kysely instance: its kind, a ping, and close. */
export function wrapDatabase(db: Kysely<Database>, kind: DatabaseHandle['kind']): DatabaseHandle {
  return {
    db,
    kind,
    async ping() {
      try {
        await sql`SELECT 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
