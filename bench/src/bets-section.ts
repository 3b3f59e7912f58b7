import { openDatabase, type DatabaseHandle } from '../../server/src/core/db/database.js';
import { MemberRepository } from '../../server/src/accounts/member-repository.js';
import { WalletRepository } from '../../server/src/wallet/wallet-repository.js';
import { balanceProblems, readAccounts } from './bet-balances.js';
import { blankBetTally, playRounds, type BetTally, type BettingMember } from './bets.js';
import {
  BENCH_REDIS_URL,
  createPostgresDatabase,
  emptyBenchRedis,
  postgresAnswers,
} from './lobby/databases.js';
import { startLobbyProcess, type LobbyProcess } from './lobby/process.js';
import { BENCH_MERCHANT, benchVendor } from './lobby/protocol.js';
import { profiledSlice, type ProfileFigures } from './profile-slice.js';
import { profileLines } from './profile-summary.js';
import { int, mark, ms, percentile, table } from './report-format.js';
import type { Section } from './section.js';
import { registerMember } from './sign-in.js';
import { BET_TARGETS } from './targets.js';
import { VendorClient } from './vendor-client.js';

const BETS = { members: 32, warmupSeconds: 2, seconds: 10, profileSeconds: 3 } as const;
/** Every member's deposit before it plays, in minor units. */
const START_BALANCE = 10_000_000;

export interface BetFigures {
  betsPerSecond: number;
  callsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  bets: number;
  calls: number;
  seconds: number;
  failures: Record<string, number>;
}

export interface BetResults {
  settings: typeof BETS & { startBalance: number; database: string };
  targets: typeof BET_TARGETS;
  figures: BetFigures | null;
  /** Members whose money is not exactly what the confirmed bets and wins say; none is right. */
  balanceProblems: string[];
  membersChecked: number;
  profile: ProfileFigures | null;
  skipped: string | null;
}

export function betFigures(tally: BetTally): BetFigures {
  const sorted = Float64Array.from(tally.latenciesMs).sort();
  return {
    betsPerSecond: tally.bets / tally.seconds,
    callsPerSecond: tally.calls / tally.seconds,
    latencyP50Ms: percentile(sorted, 50),
    latencyP99Ms: percentile(sorted, 99),
    latencyMaxMs: sorted[sorted.length - 1] ?? NaN,
    bets: tally.bets,
    calls: tally.calls,
    seconds: tally.seconds,
    failures: tally.failures,
  };
}

/** Why the figures miss their targets, one line each; none when they meet them. */
export function betMisses(figures: BetFigures, targets: typeof BET_TARGETS): string[] {
  return [
    ...(figures.betsPerSecond < targets.betsPerSecond
      ? [`${int(figures.betsPerSecond)} bets/s, under ${int(targets.betsPerSecond)}`]
      : []),
    ...(figures.latencyP99Ms >= targets.p99Ms
      ? [`p99 ${figures.latencyP99Ms.toFixed(1)} ms, not under ${targets.p99Ms} ms`]
      : []),
  ];
}

/** Registers and funds the members (a deposit each, through the wallet's ledger). */
async function fundedMembers(
  lobby: LobbyProcess,
  database: DatabaseHandle,
): Promise<BettingMember[]> {
  const members = new MemberRepository(database.db);
  const wallet = new WalletRepository(database.db);
  const betting: BettingMember[] = [];
  while (betting.length < BETS.members) {
    const registered = await registerMember(lobby.origin);
    const row = await members.findByUsername(BENCH_MERCHANT, registered.username);
    if (!row) throw new Error(`${registered.username} was not registered`);
    const funded = await wallet.post({
      merchantCode: BENCH_MERCHANT,
      memberId: row.id,
      kind: 'deposit',
      amount: START_BALANCE,
      reference: `bench-fund-${row.id}`,
    });
    if (funded.status !== 'posted') throw new Error(`funding member ${row.id}: ${funded.status}`);
    betting.push({ id: row.id, staked: 0, won: 0 });
  }
  return betting;
}

async function measureBets(context: Parameters<Section['run']>[0]): Promise<BetResults> {
  const postgres = await createPostgresDatabase();
  await emptyBenchRedis();
  const vendor = benchVendor();
  let lobby: LobbyProcess | undefined;
  let database: DatabaseHandle | undefined;
  let client: VendorClient | undefined;
  try {
    lobby = await startLobbyProcess({
      repoRoot: context.repoRoot,
      databaseUrl: postgres.url,
      redisUrl: BENCH_REDIS_URL,
      vendor,
    });
    database = await openDatabase({ databaseUrl: postgres.url });
    const members = await fundedMembers(lobby, database);
    client = new VendorClient(lobby.origin, vendor, BETS.members);
    const vendorClient = client;
    await playRounds(vendorClient, members, BETS.warmupSeconds, blankBetTally());
    const tally = blankBetTally();
    await playRounds(vendorClient, members, BETS.seconds, tally);
    const profile = await profiledSlice(lobby, { ...context, name: 'bets-postgres' }, async () => {
      const profiled = blankBetTally();
      await playRounds(vendorClient, members, BETS.profileSeconds, profiled);
      return profiled.bets;
    });
    const accounts = await readAccounts(
      database,
      BENCH_MERCHANT,
      members.map((m) => m.id),
    );
    return {
      settings: { ...BETS, startBalance: START_BALANCE, database: 'PostgreSQL + Redis' },
      targets: BET_TARGETS,
      figures: betFigures(tally),
      balanceProblems: balanceProblems(members, START_BALANCE, accounts),
      membersChecked: members.length,
      profile,
      skipped: null,
    };
  } finally {
    client?.close();
    await lobby?.close();
    await database?.close();
    await postgres.drop();
    await emptyBenchRedis();
  }
}

export const betsSection: Section<BetResults> = {
  key: 'bets',
  group: 'server',
  async run(context) {
    if (!(await postgresAnswers())) {
      return {
        settings: { ...BETS, startBalance: START_BALANCE, database: 'PostgreSQL + Redis' },
        targets: BET_TARGETS,
        figures: null,
        balanceProblems: [],
        membersChecked: 0,
        profile: null,
        skipped: 'the local PostgreSQL does not answer',
      };
    }
    return measureBets(context);
  },
  report(results) {
    const { settings, targets, figures } = results;
    const heading =
      `Seamless-wallet bets (a signed debit, then its credit, as a game vendor calls them) on ` +
      `${settings.database}, ${settings.members} members each playing one round at a time, ` +
      `${settings.seconds} s after ${settings.warmupSeconds} s of warm-up; Lobby in its own ` +
      `process; targets: ≥ ${int(targets.betsPerSecond)} bets/s, p99 < ${targets.p99Ms} ms`;
    if (!figures) return [heading, `  Skipped: ${results.skipped}.`];
    const misses = betMisses(figures, targets);
    const failures = Object.entries(figures.failures);
    return [
      heading,
      table([
        ['', 'bets/s', 'calls/s', 'p50 ms', 'p99 ms', 'max ms', 'bets'],
        [
          'Lobby',
          mark(int(figures.betsPerSecond), figures.betsPerSecond >= targets.betsPerSecond),
          int(figures.callsPerSecond),
          ms(figures.latencyP50Ms),
          mark(ms(figures.latencyP99Ms), figures.latencyP99Ms < targets.p99Ms),
          ms(figures.latencyMaxMs),
          int(figures.bets),
        ],
      ]),
      ...(results.profile
        ? [
            `  ${results.profile.statementsPerOperation.toFixed(1)} database statements a bet, ` +
              `debit and credit (BEGIN and COMMIT not counted).`,
          ]
        : []),
      results.balanceProblems.length === 0
        ? `  Balances exact: each of the ${results.membersChecked} members holds its deposit less ` +
          `its stakes plus its wins, and each account equals its ledger's sum.`
        : `  Balances NOT exact: ${results.balanceProblems.join('; ')}`,
      ...(failures.length > 0
        ? [`  Refused calls: ${failures.map(([why, n]) => `${why} × ${n}`).join(', ')}`]
        : []),
      ...(misses.length > 0 && results.profile
        ? [
            `  Misses its target (${misses.join('; ')}): Lobby's main thread, profiled for ` +
              `${settings.profileSeconds} s after the measured run:`,
            ...profileLines(results.profile.summary, results.profile.file),
          ]
        : []),
    ];
  },
};
