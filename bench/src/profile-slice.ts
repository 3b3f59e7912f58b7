import fs from 'node:fs';
import path from 'node:path';
import type { LobbyProcess } from './lobby/process.js';
import { summarizeProfile, type CpuProfile } from './profile-summary.js';

/** How many functions a profile summary lists. */
const TOP_FUNCTIONS = 12;

export interface ProfileFigures {
  /** Database statements Lobby sent per operation of the profiled slice (BEGIN and COMMIT not counted). */
  statementsPerOperation: number;
  /** The .cpuprofile, relative to the repository (open it in Chrome DevTools or speedscope). */
  file: string;
  summary: ReturnType<typeof summarizeProfile>;
}

const statementsSoFar = async (lobby: LobbyProcess) =>
  Number((await lobby.command({ kind: 'statements' })).statements);

/**
 * Runs `work` (answering how many operations it made) with Lobby's CPU profiler on, after the
 * measured slices so sampling never weighs on a figure; summarizes where its main thread spent
 * the time, and counts the statements it sent the database.
 */
export async function profiledSlice(
  lobby: LobbyProcess,
  where: { repoRoot: string; resultsDir: string; name: string },
  work: () => Promise<number>,
): Promise<ProfileFigures> {
  const file = path.join(where.resultsDir, 'profiles', `${where.name}.cpuprofile`);
  const before = await statementsSoFar(lobby);
  const operations = await lobby.profiled(file, work);
  const statements = (await statementsSoFar(lobby)) - before;
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  return {
    statementsPerOperation: statements / operations,
    file: path.relative(where.repoRoot, file),
    // The child's stopping of the profiler is the bench's work, not Lobby's.
    summary: summarizeProfile(profile, {
      top: TOP_FUNCTIONS,
      repoRoot: where.repoRoot,
      leaveOut: '/bench/src/lobby/',
    }),
  };
}
