import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { calls } from '@lobby/contract';
import { DEMO_ACCOUNT } from '../../server/src/demo/seed.js';
import { wrapDatabase, type DatabaseHandle } from '../../server/src/core/db/database.js';
import type { Database } from '../../server/src/core/db/schema.js';
import {
  countsFor,
  ENTRIES_PER_MEMBER,
  grow,
  openSessions,
  spreadSample,
  type GrowthCounts,
} from './growth-data.js';
import { growthOf, timingOf, type Growth, type SizeTimings } from './growth-figures.js';
import { explain, QueryCapture, type PlanSummary } from './query-plans.js';
import { growthLines } from './growth-report.js';
import type { Section } from './section.js';
import { startLobby } from './servers.js';
import { GROWTH_MAX_RATIO, GROWTH_SAMPLES, GROWTH_SIZES, GROWTH_WARMUP } from './targets.js';

/** The tables that grow; a plan reading one of them whole at the largest size misses. */
export const GROWING_TABLES = ['members', 'wallet_entries', 'games', 'sessions'] as const;

export interface GrowthOptions {
  sizes: readonly number[];
  /** Timed calls of each kind per size, each for another member (no cache serves them). */
  samples: number;
  /** Untimed calls of each kind first, at each size. */
  warmup: number;
  /** A PostgreSQL server to make a database of the bench's own in (dropped afterwards). */
  databaseUrl: string;
  maxRatio: number;
}

export interface GrowthResults {
  database: string;
  sizes: (SizeTimings & { counts: GrowthCounts; generateSeconds: number })[];
  growth: Growth[];
  maxRatio: number;
  /** Each call's statements as the planner runs them at the largest size. */
  plans: Record<string, PlanSummary[]>;
  /** The growing tables some statement reads with a Seq Scan at the largest size. */
  wholeReads: string[];
  generator: string;
}

const CALL_PATHS = {
  'member info': calls.memberInfo.path,
  'game lanes': calls.gameVendorLanes.path,
  'wallet history': `${calls.walletHistory.path}?page=1`,
} as const;
type CallName = keyof typeof CALL_PATHS;
const CALL_NAMES = Object.keys(CALL_PATHS) as CallName[];

/** A database of the bench's own on the server of `url`, dropped by `drop`. */
async function privateDatabase(url: string, size: number) {
  const name = `lobby_bench_growth_${process.pid}_${size}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function openCaptured(url: string, capture: QueryCapture): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined);
  return wrapDatabase(
    new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: capture.log }),
    'postgres',
  );
}

async function timed(url: string, token?: string): Promise<number> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const start = performance.now();
  const answer = await fetch(url, { headers });
  const body = (await answer.json()) as { success?: boolean };
  const elapsed = performance.now() - start;
  if (!answer.ok || body.success === false) {
    throw new Error(`${url} answered ${answer.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return elapsed;
}

/**
 * Sessions for each call's members: history for members with a ledger, member info for others,
 * each member once, so neither the session nor the member cache answers a call.
 */
async function sessionsFor(db: Kysely<Database>, counts: GrowthCounts, perCall: number) {
  const withLedger = Math.floor(counts.ledgerRows / ENTRIES_PER_MEMBER);
  const history = spreadSample(withLedger, perCall);
  const info = spreadSample(counts.members - withLedger, perCall).map((n) => n + withLedger);
  const merchant = DEMO_ACCOUNT.merchant;
  return {
    history: await openSessions(db, merchant, history),
    info: await openSessions(db, merchant, info),
  };
}

type CallSessions = Awaited<ReturnType<typeof sessionsFor>>;

/** The token of a call's i-th member; game lanes is public and goes without. */
function tokenOf(call: CallName, sessions: CallSessions, i: number): string | undefined {
  if (call === 'game lanes') return undefined;
  return (call === 'member info' ? sessions.info : sessions.history)[i]!.token;
}

/** One size: its own database, grown to the size, and Lobby's real app on it. */
interface Deployment {
  size: number;
  counts: GrowthCounts;
  generateSeconds: number;
  handle: DatabaseHandle;
  capture: QueryCapture;
  origin: string;
  close(): Promise<void>;
}

async function deploy(repoRoot: string, databaseUrl: string, size: number): Promise<Deployment> {
  const database = await privateDatabase(databaseUrl, size);
  const capture = new QueryCapture();
  const handle = openCaptured(database.url, capture);
  const dispose = async () => {
    await handle.close();
    await database.drop();
  };
  try {
    // No scheduled jobs: their reviews of every merchant would run beside the timed calls.
    const lobby = await startLobby(repoRoot, undefined, { database: handle, scheduledJobs: false });
    const counts = countsFor(size);
    const start = performance.now();
    const none = { members: 0, sessions: 0, ledgerRows: 0, games: 0 };
    await grow(handle.db, DEMO_ACCOUNT.merchant, none, counts).catch(async (error: unknown) => {
      await lobby.close();
      throw error;
    });
    const generateSeconds = (performance.now() - start) / 1000;
    process.stderr.write(`growth: ${size} rows a table made in ${generateSeconds.toFixed(1)} s\n`);
    return {
      size,
      counts,
      generateSeconds,
      handle,
      capture,
      origin: lobby.origin,
      close: async () => {
        await lobby.close();
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** The plan of each call's statements, as one call for a fresh member runs them. */
export async function plansOf(
  deployment: Pick<Deployment, 'handle' | 'capture' | 'counts' | 'origin'>,
): Promise<Record<string, PlanSummary[]>> {
  const { handle, capture, counts, origin } = deployment;
  const sessions = await sessionsFor(handle.db, counts, 1);
  const plans: Record<string, PlanSummary[]> = {};
  for (const call of CALL_NAMES) {
    const url = `${origin}${CALL_PATHS[call]}`;
    const queries = await capture.during(() => timed(url, tokenOf(call, sessions, 0)));
    plans[call] = await explain(handle.db, queries);
  }
  return plans;
}

/**
 * Member info, game lanes and wallet history on Lobby's real app over PostgreSQL, one database
 * and app for each size of the growing tables (members, live sessions, ledger rows, other
 * merchants' games), all sizes side by side: each round calls every size in turn, so the
 * machine's noise falls on all alike. Then the plan of each call's statements at the largest.
 */
export async function measureGrowth(
  repoRoot: string,
  options: GrowthOptions,
): Promise<GrowthResults> {
  const deployments: Deployment[] = [];
  try {
    for (const size of options.sizes) {
      deployments.push(await deploy(repoRoot, options.databaseUrl, size));
    }
    const total = options.warmup + options.samples;
    const sessions = await Promise.all(
      deployments.map((d) => sessionsFor(d.handle.db, d.counts, total)),
    );
    const durations = deployments.map(() =>
      Object.fromEntries(CALL_NAMES.map((call) => [call, [] as number[]])),
    );
    for (let i = 0; i < total; i++) {
      for (const [d, deployment] of deployments.entries()) {
        for (const call of CALL_NAMES) {
          const url = `${deployment.origin}${CALL_PATHS[call]}`;
          const elapsed = await timed(url, tokenOf(call, sessions[d]!, i));
          if (i >= options.warmup) durations[d]![call]!.push(elapsed);
        }
      }
    }
    const sizes = deployments.map((deployment, d) => ({
      size: deployment.size,
      counts: deployment.counts,
      generateSeconds: deployment.generateSeconds,
      calls: Object.fromEntries(CALL_NAMES.map((c) => [c, timingOf(durations[d]![c]!)])),
    }));
    const largest = deployments.at(-1)!;
    const plans = await plansOf(largest);
    const version = await sql<{ v: string }>`SELECT current_setting('server_version') AS v`.execute(
      largest.handle.db,
    );
    const wholeReads = Object.values(plans).flatMap((summaries) =>
      summaries.flatMap((summary) => summary.wholeReads.filter(isGrowing)),
    );
    return {
      database: `PostgreSQL ${version.rows[0]?.v ?? '?'}, a database of the bench's own per size`,
      sizes,
      growth: growthOf(sizes, options.maxRatio),
      maxRatio: options.maxRatio,
      plans,
      wholeReads: [...new Set(wholeReads)],
      generator: `sequential fetch from the bench's process, sizes and calls in turn`,
    };
  } finally {
    for (const deployment of deployments.reverse()) await deployment.close();
  }
}

export const isGrowing = (table: string) => (GROWING_TABLES as readonly string[]).includes(table);

/** Where the growth bench makes its database: BENCH_DATABASE_URL, else the tests' PostgreSQL. */
const growthDatabaseUrl = () => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

/**
 * The growth section at issue 38's sizes, or why it cannot run (it needs PostgreSQL). Not a
 * server section: making 1M rows a table takes minutes, beyond `--server`'s five; `--growth`
 * runs it alone.
 */
export const growthSection: Section<GrowthResults | { skipped: string }> = {
  key: 'growth',
  group: 'growth',
  async run({ repoRoot }) {
    const databaseUrl = growthDatabaseUrl();
    if (!databaseUrl) {
      return {
        skipped:
          'it needs PostgreSQL (1M rows are too slow to make on PGlite): set BENCH_DATABASE_URL ' +
          'or TEST_DATABASE_URL to a server where the bench may create databases',
      };
    }
    return measureGrowth(repoRoot, {
      sizes: GROWTH_SIZES,
      samples: GROWTH_SAMPLES,
      warmup: GROWTH_WARMUP,
      maxRatio: GROWTH_MAX_RATIO,
      databaseUrl,
    });
  },
  report: growthLines,
};
