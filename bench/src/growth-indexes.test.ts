import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapDatabase } from '../../server/src/core/db/database.js';
import type { Database } from '../../server/src/core/db/schema.js';
import { DEMO_ACCOUNT } from '../../server/src/demo/seed.js';
import { countsFor, grow } from './growth-data.js';
import { isGrowing, plansOf } from './growth.js';
import { QueryCapture } from './query-plans.js';
import { startLobby, type RunningServer } from './servers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const counts = countsFor(500);

/**
 * The growth calls' statements reach the growing tables through indexes. With sequential scans
 * priced out (enable_seqscan off), a Seq Scan left in a plan means no index can serve it, at any
 * size: the same check the bench makes at 1M rows, here on a small PGlite database.
 */
describe('growth calls use indexes', () => {
  const capture = new QueryCapture();
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(new PGlite()),
    log: capture.log,
  });
  const handle = wrapDatabase(db, 'pglite');
  let lobby: RunningServer;
  const deployment = () => ({ handle, capture, counts, origin: lobby.origin });
  const wholeReads = (plans: Awaited<ReturnType<typeof plansOf>>) =>
    Object.values(plans).flatMap((summaries) =>
      summaries.flatMap((summary) => summary.wholeReads.filter(isGrowing)),
    );

  beforeAll(async () => {
    lobby = await startLobby(repoRoot, undefined, { database: handle, scheduledJobs: false });
    const none = { members: 0, sessions: 0, ledgerRows: 0, games: 0 };
    await grow(db, DEMO_ACCOUNT.merchant, none, counts);
    await sql`SET enable_seqscan = off`.execute(db);
  }, 120_000);

  afterAll(async () => {
    await lobby?.close();
    await handle.close();
  });

  it('member info, game lanes and wallet history read no growing table whole', async () => {
    const plans = await plansOf(deployment());
    expect(Object.keys(plans)).toEqual(['member info', 'game lanes', 'wallet history']);
    expect(plans['member info']!.flatMap((p) => p.indexes)).toContain('members_pkey');
    expect(plans['wallet history']!.flatMap((p) => p.indexes)).toContain('wallet_entries_member');
    expect(wholeReads(plans)).toEqual([]);
  }, 60_000);

  it('sees the whole read a missing index leaves (a merchant-wide index scan)', async () => {
    await sql`DROP INDEX wallet_entries_member, wallet_entries_member_deposits`.execute(db);
    expect(wholeReads(await plansOf(deployment()))).toContain('wallet_entries');
  }, 60_000);
});
