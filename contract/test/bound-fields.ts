/**
 * Test helpers: every integer and every date a call's query or body takes, found by walking its
 * zod schema, and whether its bounds fit where the server keeps it.
 */
import type { z } from 'zod/mini';
import { INT4_MAX, ledgerDateRangeCheck } from '../src/core/bounds.js';
import { calls, type CallName } from '../src/calls.js';
import { MAX_ENTRY_AMOUNT } from '../src/wallet/wallet.js';
import { schemaLeaves, type FieldSegment } from './schema-leaves.js';

export interface BoundField {
  call: CallName;
  where: 'query' | 'body';
  path: FieldSegment[];
  schema: z.ZodMiniType;
}

interface CheckDef {
  check: string;
  format?: string;
  value?: number | bigint;
  inclusive?: boolean;
  pattern?: RegExp;
}

const checksOf = (schema: z.ZodMiniType): CheckDef[] =>
  (schema._zod.def.checks ?? []).map((check) => check._zod.def as unknown as CheckDef);

function callLeaves(kinds: ReadonlySet<string>): BoundField[] {
  return (Object.keys(calls) as CallName[]).flatMap((call) =>
    (['query', 'body'] as const).flatMap((where) => {
      const schema = calls[call][where];
      return schema ? schemaLeaves(schema, kinds).map((leaf) => ({ call, where, ...leaf })) : [];
    }),
  );
}

/** Every number field of every call's query and body. */
export function callNumberFields(): BoundField[] {
  return callLeaves(new Set(['number', 'bigint']));
}

/** The inclusive integer range a number schema accepts, or a reason it has none that fits. */
export function integerRange(
  schema: z.ZodMiniType,
): { min: number; max: number } | { problem: string } {
  const checks = checksOf(schema);
  if (!checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''))) {
    return { problem: 'is not limited to whole numbers' };
  }
  const bound = (kind: string) => checks.find((c) => c.check === kind && c.inclusive);
  const max = bound('less_than')?.value;
  const min = bound('greater_than')?.value;
  if (typeof max !== 'number') return { problem: 'has no maximum' };
  if (typeof min !== 'number') return { problem: 'has no minimum' };
  if (max > INT4_MAX && max !== MAX_ENTRY_AMOUNT) {
    return { problem: `allows ${max}, more than an int4 column or MAX_ENTRY_AMOUNT` };
  }
  return { min, max };
}

/** A YYYY-MM-DD pattern, or a name that says the field is a day or a moment. */
function looksLikeDate(field: BoundField): boolean {
  const name = field.path.at(-1);
  const named = typeof name === 'string' && /^(from|to|date|day)$|(Date|At|Day)$/.test(name);
  const patterned = checksOf(field.schema).some((c) => /\\d\{4\}-/.test(c.pattern?.source ?? ''));
  return named || patterned;
}

/** Every date field (text) of every call's query and body. */
export function callDateFields(): BoundField[] {
  return callLeaves(new Set(['string'])).filter(looksLikeDate);
}

/** True when a date field carries the contract's ledger range. */
export function hasDateRange(schema: z.ZodMiniType): boolean {
  return (schema._zod.def.checks ?? []).includes(ledgerDateRangeCheck);
}
