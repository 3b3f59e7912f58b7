import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.js';
import type { DatabaseHandle } from '../db/database.js';
import { AuditLog } from './audit-log.js';

const actor = { merchantCode: 'demo', operatorId: null, operatorName: 'ana', ip: '203.0.113.9' };

describe.each(testDatabases())('the audit log on $name', (kind) => {
  let database: DatabaseHandle;
  let audit: AuditLog;
  let clock = new Date('2026-11-26T08:00:00Z');

  beforeAll(async () => {
    database = await kind.open();
    audit = new AuditLog(database.db, () => clock);
  });
  afterAll(async () => database.close());

  it('appends who, when, from where, and the state before and after, newest first', async () => {
    await audit.append(actor, { action: 'operator.sign-in' });
    clock = new Date('2026-11-26T08:05:00Z');
    await audit.append(actor, {
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: 42,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    await audit.append({ ...actor, merchantCode: 'neon' }, { action: 'operator.sign-in' });
    const rows = await audit.list({ merchantCode: 'demo', limit: 10 });
    expect(rows.map((row) => row.action)).toEqual(['withdrawal.approve', 'operator.sign-in']);
    expect(rows[0]).toMatchObject({
      operatorName: 'ana',
      ip: '203.0.113.9',
      targetType: 'withdrawal',
      targetId: '42',
      before: { status: 'pending' },
      after: { status: 'approved' },
      createdAt: new Date('2026-11-26T08:05:00Z'),
    });
    const filtered = await audit.list({
      merchantCode: 'demo',
      action: 'operator.sign-in',
      limit: 10,
    });
    expect(filtered).toHaveLength(1);
    const older = await audit.list({ merchantCode: 'demo', beforeId: rows[0]!.id, limit: 10 });
    expect(older.map((row) => row.action)).toEqual(['operator.sign-in']);
  });

  it('refuses every update, delete and truncate', async () => {
    const { db } = database;
    await expect(sql`UPDATE audit_log SET action = 'nothing'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await audit.list({ merchantCode: 'demo', limit: 10 })).toHaveLength(2);
  });

  it('writes nothing when the action it records is undone', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await audit.append(actor, { action: 'member.adjust', targetId: 7 }, trx);
        throw new Error('the adjustment failed');
      }),
    ).rejects.toThrow('the adjustment failed');
    expect(await audit.list({ merchantCode: 'demo', action: 'member.adjust', limit: 10 })).toEqual(
      [],
    );
  });
});
