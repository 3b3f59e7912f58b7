import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  callDateFields,
  callNumberFields,
  hasDateRange,
  integerRange,
} from '../../test/bound-fields.js';
import { schemaLeaves } from '../../test/schema-leaves.js';
import { fieldLabel } from '../../test/string-fields.js';
import { chatStreamHeadersSchema, chatStreamQuerySchema } from '../customer-service/chat-calls.js';
import {
  boundedInt,
  boundedQueryInt,
  datesInOrderCheck,
  INT4_MAX,
  LEDGER_DATE_MAX,
  LEDGER_DATE_MIN,
  ledgerDate,
} from './bounds.js';

const label = (field: {
  call: string;
  where: 'query' | 'body';
  path: Parameters<typeof fieldLabel>[1];
}) => `${field.call} ${fieldLabel(field.where, field.path)}`;

describe("every call's integers and dates", () => {
  const numbers = callNumberFields();
  const dates = callDateFields();

  it('are found by the walk, nested and optional ones included', () => {
    expect(numbers.map(label)).toEqual(
      expect.arrayContaining([
        'markChatRead body.upTo',
        'opsChatMessages query.conversationId',
        'opsChatReply body.conversationId',
        'memberRegister body.linkId',
        'walletHistory query.page',
        'paymentCallback body.amount',
      ]),
    );
    expect(dates.map(label)).toEqual(
      expect.arrayContaining(['walletHistory query.from', 'walletHistory query.to']),
    );
  });

  it('take whole numbers from a minimum to a maximum that fits their column', () => {
    const unfit = numbers.flatMap((field) => {
      const range = integerRange(field.schema);
      return 'problem' in range ? [`${label(field)} ${range.problem}`] : [];
    });
    expect(unfit).toEqual([]);
  });

  it("and the chat streams' resume point, read outside the registry, fit the same way", () => {
    const leaves = [chatStreamQuerySchema, chatStreamHeadersSchema].flatMap((schema) =>
      schemaLeaves(schema, new Set(['number'])),
    );
    expect(leaves.map((leaf) => integerRange(leaf.schema))).toEqual([
      { min: 0, max: INT4_MAX },
      { min: 0, max: INT4_MAX },
    ]);
  });

  it('take days only within the ledger range', () => {
    expect(dates.filter((field) => !hasDateRange(field.schema)).map(label)).toEqual([]);
  });

  it('the check tells a fitting integer from one that does not', () => {
    const problems = [
      z.number(),
      z.number().check(z.int()),
      z.number().check(z.int(), z.nonnegative()),
      boundedInt(0, INT4_MAX + 1),
      z.coerce.number().check(z.int(), z.maximum(5)),
    ].map((schema) => 'problem' in integerRange(schema));
    expect(problems).toEqual([true, true, true, true, true]);
    expect(integerRange(boundedQueryInt(1, INT4_MAX))).toEqual({ min: 1, max: INT4_MAX });
  });
});

describe('the bounded types', () => {
  it('an integer refuses its max + 1, fractions and what is not a number, naming the limit', () => {
    const id = boundedQueryInt(1, INT4_MAX);
    expect(id.safeParse(String(INT4_MAX)).data).toBe(INT4_MAX);
    for (const bad of [String(INT4_MAX + 1), '0', '1.5', 'abc', '1e400']) {
      expect(id.safeParse(bad).success, bad).toBe(false);
    }
    expect(id.safeParse('2147483648').error?.issues[0]?.message).toBe(
      `must be at most ${INT4_MAX}`,
    );
  });

  it('a ledger date takes real days within its range only', () => {
    for (const day of [LEDGER_DATE_MIN, LEDGER_DATE_MAX, '2024-02-29', '2026-11-25']) {
      expect(ledgerDate().safeParse(day).success, day).toBe(true);
    }
    for (const day of [
      '0000-01-01',
      '9999-12-31',
      '1899-12-31',
      '2101-01-01',
      '2026-02-31',
      '2026-13-01',
      '26-11-25',
    ]) {
      expect(ledgerDate().safeParse(day).success, day).toBe(false);
    }
  });

  it('a from..to pair refuses a to before its from, on the to', () => {
    const pair = z
      .object({ from: z.optional(ledgerDate()), to: z.optional(ledgerDate()) })
      .check(datesInOrderCheck);
    expect(pair.safeParse({ from: '2026-01-02', to: '2026-01-02' }).success).toBe(true);
    expect(pair.safeParse({ to: '2026-01-01' }).success).toBe(true);
    expect(pair.safeParse({ from: '2026-01-02', to: '2026-01-01' }).error?.issues[0]?.path).toEqual(
      ['to'],
    );
  });
});
