import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface DeployDatabase {
  /** The new, empty database: instances migrate it themselves at start. */
  url: string;
  /** A direct connection for the test's own checks. */
  pool: pg.Pool;
  drop(): Promise<void>;
}

/**
 * An empty database `lobby_deploy_<random>` on the server at `serverUrl` (trust auth), dropped
 * (with any connection still open) by drop().
 */
export async function createDeployDatabase(serverUrl: string): Promise<DeployDatabase> {
  const name = `lobby_deploy_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
