import {
  BENCH_REDIS_URL,
  createPostgresDatabase,
  emptyBenchRedis,
  postgresAnswers,
  type BenchDatabase,
} from './lobby/databases.js';
import { startLobbyProcess, type LobbyProcess } from './lobby/process.js';
import { benchVendor, type ChildOptions } from './lobby/protocol.js';
import { profiledSlice, type ProfileFigures } from './profile-slice.js';
import { profileLines } from './profile-summary.js';
import { int, mark, table } from './report-format.js';
import { rate } from './rate.js';
import type { BenchContext, Section } from './section.js';
import {
  envelopeCeiling,
  measureSignIns,
  registerMember,
  signIn,
  type BenchMember,
  type SignInFigures,
  type SignInOptions,
} from './sign-in.js';
import { SIGN_IN_TARGET_RATIO } from './targets.js';

const SIGN_IN: SignInOptions = { concurrency: 8, sliceSeconds: 2, rounds: 3 };
const PROFILE_SECONDS = 3;

export interface SignInRun extends SignInFigures {
  database: string;
  /** Sealed sign-ins / raw verifies, and plain sign-ins / raw verifies. */
  ratio: number;
  plainRatio: number | null;
  /** What the scheme's unwrap alone leaves to sign-ins, as a share of raw verifies. */
  envelopeCeiling: number | null;
  profile: ProfileFigures;
}

export interface SignInResults extends SignInOptions {
  targetRatio: number;
  runs: SignInRun[];
  /** Why a database was left out. */
  skipped: string[];
}

interface Variant {
  database: string;
  open(): Promise<{ options: Partial<ChildOptions>; done(): Promise<void> }>;
}

const pglite: Variant = {
  database: 'PGlite',
  open: async () => ({ options: {}, done: async () => {} }),
};

const postgres: Variant = {
  database: 'PostgreSQL + Redis',
  open: async () => {
    const database: BenchDatabase = await createPostgresDatabase();
    await emptyBenchRedis();
    return {
      options: { databaseUrl: database.url, redisUrl: BENCH_REDIS_URL },
      done: async () => {
        await database.drop();
        await emptyBenchRedis();
      },
    };
  },
};

async function measureOn(variant: Variant, context: BenchContext): Promise<SignInRun> {
  const opened = await variant.open();
  let lobby: LobbyProcess | undefined;
  try {
    lobby = await startLobbyProcess({
      repoRoot: context.repoRoot,
      vendor: benchVendor(),
      ...opened.options,
    });
    // One member per sign-in in flight, as many players sign in at once.
    const members: BenchMember[] = [];
    while (members.length < SIGN_IN.concurrency) members.push(await registerMember(lobby.origin));
    const figures = await measureSignIns(lobby, members, SIGN_IN);
    const { signIn: sealed, plainSignIn: plain, rawVerify, unwrap } = figures.rates;
    const origin = lobby.origin;
    let turn = 0;
    const profile = await profiledSlice(
      lobby,
      { ...context, name: `sign-in-${variant.database.split(' ')[0]!.toLowerCase()}` },
      async () => {
        const tally = { perSecond: 0, operations: 0, seconds: 0 };
        const next = () => signIn(origin, members[turn++ % members.length]!);
        await rate(next, SIGN_IN.concurrency, PROFILE_SECONDS, tally);
        return tally.operations;
      },
    );
    return {
      ...figures,
      database: variant.database,
      ratio: sealed!.perSecond / rawVerify!.perSecond,
      plainRatio: plain ? plain.perSecond / rawVerify!.perSecond : null,
      envelopeCeiling: unwrap ? envelopeCeiling(rawVerify!, unwrap) : null,
      profile,
    };
  } finally {
    await lobby?.close();
    await opened.done();
  }
}

function runLines(run: SignInRun, targetRatio: number): string[] {
  const { signIn: sealed, plainSignIn: plain, rawVerify, unwrap } = run.rates;
  const row = (name: string, figures: { perSecond: number; operations: number } | undefined) =>
    figures ? [[name, figures.perSecond.toFixed(1), int(figures.operations)]] : [];
  const met = run.ratio >= targetRatio;
  return [
    `  ${run.database}, envelope ${run.scheme}:`,
    table([
      ['', 'per second', 'operations'],
      ...row(`sign-ins, sealed (${run.scheme})`, sealed),
      ...row('sign-ins, plain body', plain),
      ...row('raw argon2id verifies', rawVerify),
      ...row(`raw ${run.unwrapLabel ?? 'unwraps'}`, unwrap),
      ['sealed sign-ins / raw', mark(run.ratio.toFixed(2), met), ''],
      ...(run.plainRatio === null ? [] : [['plain sign-ins / raw', run.plainRatio.toFixed(2), '']]),
    ]),
    `  ${run.profile.statementsPerOperation.toFixed(1)} database statements a sealed sign-in ` +
      `(BEGIN and COMMIT not counted).`,
    ...(run.envelopeCeiling === null
      ? []
      : [
          `  Opening the ${run.scheme} envelope alone caps sign-ins at ` +
            `${run.envelopeCeiling.toFixed(2)} of raw verifies on this machine` +
            (run.envelopeCeiling < targetRatio ? ', below the target.' : '.'),
        ]),
    ...(met
      ? []
      : [
          `  Below the target: besides argon2id (on libuv's threads, not in this profile), ` +
            `the sign-in's own work on Lobby's main thread, on the same 2 cores:`,
          ...profileLines(run.profile.summary, run.profile.file),
        ]),
  ];
}

export const signInSection: Section<SignInResults> = {
  key: 'signIn',
  group: 'server',
  async run(context) {
    const variants = [pglite];
    const skipped: string[] = [];
    if (await postgresAnswers()) variants.push(postgres);
    else skipped.push('PostgreSQL + Redis: the local PostgreSQL does not answer');
    const runs = [];
    for (const variant of variants) runs.push(await measureOn(variant, context));
    return { ...SIGN_IN, targetRatio: SIGN_IN_TARGET_RATIO, runs, skipped };
  },
  report(results) {
    return [
      `Sign-ins (POST /wps/session/login: envelope, limits, argon2id, a new session; one member ` +
        `per sign-in in flight; Lobby in its own process, the client in the bench's) against raw ` +
        `argon2id verifies in the bench's process, ${results.concurrency} in flight, ` +
        `${results.rounds} × ${results.sliceSeconds} s each in turn; target: ratio ≥ ${results.targetRatio}`,
      ...results.runs.flatMap((run) => runLines(run, results.targetRatio)),
      ...results.skipped.map((why) => `  Skipped ${why}.`),
    ];
  },
};
