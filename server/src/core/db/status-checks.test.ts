import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEPOSIT_STATUSES, FEEDBACK_STATUSES, WITHDRAWAL_STATUSES } from '@lobby/contract';
import { testDatabases } from '../../../test/index.js';
import type { DatabaseHandle } from './database.js';

// The migrations spell the lists in SQL, as they were when written; the contract is the source.
describe.each(testDatabases())('status checks on $name', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it.each([
    ['deposits', DEPOSIT_STATUSES],
    ['withdrawals', WITHDRAWAL_STATUSES],
    ['feedback', FEEDBACK_STATUSES],
  ])("%s.status allows exactly the contract's statuses", async (table, statuses) => {
    const { rows } = await sql<{ definition: string }>`
      SELECT pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE t.relname = ${table} AND c.contype = 'c'`.execute(database.db);
    const checks = rows.map((row) => row.definition).filter((text) => /\bstatus\b/.test(text));
    expect(checks).toHaveLength(1);
    const allowed = [...(checks[0] ?? '').matchAll(/'([^']+)'::text/g)].map((match) => match[1]);
    expect(allowed.sort()).toEqual([...statuses].sort());
  });
});
