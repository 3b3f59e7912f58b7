import { describe, expect, it } from 'vitest';
import { QueryCapture, summarizePlan } from './query-plans.js';

describe('summarizePlan', () => {
  it('names the relations read whole and every index used, however deep', () => {
    const explained = [
      {
        Plan: {
          'Node Type': 'Nested Loop',
          Plans: [
            { 'Node Type': 'Seq Scan', 'Relation Name': 'vip_levels' },
            {
              'Node Type': 'Bitmap Heap Scan',
              'Relation Name': 'wallet_entries',
              Plans: [{ 'Node Type': 'Bitmap Index Scan', 'Index Name': 'wallet_entries_member' }],
            },
            {
              'Node Type': 'Index Scan',
              'Relation Name': 'members',
              'Index Name': 'members_pkey',
            },
          ],
        },
      },
    ];
    expect(summarizePlan(explained)).toEqual({
      seqScans: ['vip_levels'],
      indexes: ['members_pkey', 'wallet_entries_member'],
    });
  });

  it('finds a Seq Scan at the top of the plan', () => {
    expect(
      summarizePlan([{ Plan: { 'Node Type': 'Seq Scan', 'Relation Name': 'members' } }]),
    ).toEqual({ seqScans: ['members'], indexes: [] });
  });
});

describe('QueryCapture', () => {
  const event = (sql: string) =>
    ({
      level: 'query',
      query: { sql, parameters: [1], query: {} as never, queryId: {} as never },
      queryDurationMillis: 1,
    }) as const;

  it('keeps only what runs during the work it watches', async () => {
    const capture = new QueryCapture();
    capture.log(event('select 0'));
    const queries = await capture.during(async () => capture.log(event('select 1')));
    capture.log(event('select 2'));
    expect(queries).toEqual([{ sql: 'select 1', parameters: [1] }]);
  });
});
