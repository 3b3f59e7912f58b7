import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, calls } from '@lobby/contract';
import {
  expectFailure,
  expectValue,
  fakeClock,
  freshAddress,
  merchantFactory,
  send,
  signInOperator,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('the audit log pages on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const clock = fakeClock(Date.parse('2032-04-10T12:00:00Z'));
  const t = useTestApp(kind, { merchants: [merchant, other], now: clock.now });

  const actor = (name: string, on = merchant.code) => ({
    merchantCode: on,
    operatorId: null,
    operatorName: name,
    ip: '203.0.113.9',
  });
  const read = (cookie: string, query: Record<string, string> = {}) =>
    send(t.app, merchant, calls.opsAuditLog, undefined, { query, headers: { cookie } });

  it('pages newest first by key, both ways, under filters, and shows no other merchant', async () => {
    const cookie = await signInOperator(t.app, merchant, 'readOnly');
    for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i += 1) {
      await t.app.core.audit.append(actor('pager'), {
        action: 'test.page',
        targetType: 'thing',
        targetId: i,
      });
    }
    await t.app.core.audit.append(actor('pager', other.code), {
      action: 'test.page',
      targetId: 999,
    });
    const first = expectValue(await read(cookie, { operator: 'pager' }), calls.opsAuditLog);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      targetId: String(AUDIT_PAGE_SIZE + 4),
      ip: '203.0.113.9',
    });
    expect(first.previous).toBeNull();
    const second = expectValue(
      await read(cookie, { operator: 'pager', before: first.next! }),
      calls.opsAuditLog,
    );
    expect(second.entries.map((e) => e.targetId)).toEqual(['4', '3', '2', '1', '0']);
    expect(second.next).toBeNull();
    const back = expectValue(
      await read(cookie, { operator: 'pager', after: second.previous! }),
      calls.opsAuditLog,
    );
    expect(back.entries.map((e) => e.id)).toEqual(first.entries.map((e) => e.id));
    expect(back.previous).toBeNull();
    const one = expectValue(
      await read(cookie, { targetType: 'thing', targetId: '7' }),
      calls.opsAuditLog,
    );
    expect(one.entries.map((e) => e.action)).toEqual(['test.page']);
    expect(JSON.stringify(first)).not.toContain('"999"');
  });

  it('filters by days, both ends included', async () => {
    clock.advanceMinutes(24 * 60);
    const cookie = await signInOperator(t.app, merchant, 'admin');
    await t.app.core.audit.append(actor('days'), { action: 'test.day' });
    const day = clock.now().toISOString().slice(0, 10);
    const within = expectValue(
      await read(cookie, { action: 'test.day', from: day, to: day }),
      calls.opsAuditLog,
    );
    expect(within.entries).toHaveLength(1);
    const before = expectValue(
      await read(cookie, { action: 'test.day', to: '2032-04-10' }),
      calls.opsAuditLog,
    );
    expect(before.entries).toHaveLength(0);
    expectFailure(
      await read(cookie, { from: '2032-04-12', to: '2032-04-11' }),
      400,
      'invalid_request',
    );
  });

  it('exports CSV with formulas defused, and the export is itself audited', async () => {
    const cookie = await signInOperator(t.app, merchant, 'admin');
    await t.app.core.audit.append(actor('=HYPERLINK("x")'), {
      action: 'test.csv',
      after: { note: 'a,b "c"' },
    });
    const answer = await send(
      t.app,
      merchant,
      calls.opsAuditExport,
      { action: 'test.csv' },
      { ip: freshAddress(), headers: { cookie } },
    );
    const exported = expectValue(answer, calls.opsAuditExport);
    expect(exported.rows).toBe(1);
    expect(exported.filename).toMatch(
      new RegExp(`^audit-${merchant.code}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const lines = exported.csv.trim().split('\n');
    expect(lines[0]).toBe(
      'id,createdAt,merchantCode,operatorName,ip,action,targetType,targetId,before,after',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('"{""note"":""a,b \\""c\\""""}"');
    // Whitespace before the sign is no way round: the cell still gets its apostrophe.
    await t.app.core.audit.append(actor(' =HYPERLINK("y")'), { action: 'test.csv.space' });
    await t.app.core.audit.append(actor('\u00a0+cmd'), { action: 'test.csv.space' });
    const spaced = expectValue(
      await send(
        t.app,
        merchant,
        calls.opsAuditExport,
        { action: 'test.csv.space' },
        { ip: freshAddress(), headers: { cookie } },
      ),
      calls.opsAuditExport,
    );
    expect(spaced.csv).toContain(`"' =HYPERLINK(""y"")"`);
    expect(spaced.csv).toContain(`'\u00a0+cmd`);
    const [entry] = await t.app.core.audit.list({
      merchantCode: merchant.code,
      action: 'audit.export',
      limit: 2,
    });
    expect(entry).toMatchObject({ after: { filters: { action: 'test.csv.space' }, rows: 2 } });
  });
});
