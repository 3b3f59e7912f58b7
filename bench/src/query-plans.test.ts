import { describe, expect, it } from 'vitest';
import { conditionColumns, QueryCapture, summarizePlan } from './query-plans.js';

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
              'Recheck Cond': "((merchant_code = 'demo'::text) AND (member_id = 4))",
              Plans: [{ 'Node Type': 'Bitmap Index Scan', 'Index Name': 'wallet_entries_member' }],
            },
            {
              'Node Type': 'Index Scan',
              'Relation Name': 'members',
              'Index Name': 'members_pkey',
              'Index Cond': '(id = 4)',
            },
          ],
        },
      },
    ];
    expect(summarizePlan(explained)).toEqual({
      wholeReads: ['vip_levels'],
      indexes: ['members_pkey', 'wallet_entries_member'],
    });
  });

  it('finds a Seq Scan at the top of the plan', () => {
    expect(
      summarizePlan([{ Plan: { 'Node Type': 'Seq Scan', 'Relation Name': 'members' } }]),
    ).toEqual({ wholeReads: ['members'], indexes: [] });
  });

  it('counts an index scan narrowed by the merchant alone as reading the table whole', () => {
    const scan = (cond: string) => [
      {
        Plan: {
          'Node Type': 'Index Scan',
          'Relation Name': 'wallet_entries',
          'Index Name': 'wallet_entries_merchant_time',
          'Index Cond': cond,
        },
      },
    ];
    expect(summarizePlan(scan("(merchant_code = 'demo'::text)")).wholeReads).toEqual([
      'wallet_entries',
    ]);
    expect(
      summarizePlan(scan("((merchant_code = 'demo'::text) AND (created_at >= now()))")).wholeReads,
    ).toEqual([]);
  });
});

describe('conditionColumns', () => {
  it('names each compared column once', () => {
    expect(
      conditionColumns(
        "((merchant_code = 'demo'::text) AND (lane = ANY ('{a,b}'::text[])) AND (id <> 3) AND (merchant_code = 'x'::text))",
      ),
    ).toEqual(['merchant_code', 'lane', 'id']);
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
