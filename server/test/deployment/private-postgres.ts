import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian puts PostgreSQL's server programs (the newest version installed). */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** True when a private PostgreSQL server can be made here (initdb and pg_ctl installed). */
export function postgresServerInstalled(): boolean {
  return postgresBin() !== undefined;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
function asServerUser(program: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [program, args];
  return ['runuser', ['-u', 'postgres', '--', program, ...args]];
}

export interface PrivatePostgres {
  /** The server's `postgres` database, trust auth as user postgres. */
  url: string;
  /** A fast restart: open connections are ended, the server comes back on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, pg_ctl on `port`),
 * without fsync: its faults never touch the shared server.
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server programs are not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) await run('chown', ['postgres', dir]);
  const pgCtl = async (...args: string[]) => {
    const [program, argv] = asServerUser(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
    await run(program, argv);
  };
  const [initdb, initArgs] = asServerUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  await run(initdb, initArgs);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  // The server's output goes to a file: a pipe to it would keep pg_ctl's call from ending.
  const log = path.join(dir, 'server.log');
  await pgCtl('-o', options, '-l', log, '-w', 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('-m', 'fast', '-l', log, '-w', 'restart'),
    async stop() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
