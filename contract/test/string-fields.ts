/**
 * Test helpers: every place a call's query or body takes a string, found by walking its zod
 * schema, so tests cover new calls and fields without being told about them.
 */
import type { z } from 'zod/mini';
import { calls, type CallName } from '../src/calls.js';
import { safeTextCheck } from '../src/core/text.js';
import { ITEM, RECORD_KEY, schemaLeaves, type FieldSegment, type Leaf } from './schema-leaves.js';

export { ITEM, RECORD_KEY, type FieldSegment } from './schema-leaves.js';

export interface StringField {
  call: CallName;
  where: 'query' | 'body';
  path: FieldSegment[];
  schema: z.ZodMiniType;
}

/** Every string schema inside a schema, with its path; throws on a kind it cannot look into. */
export function stringLeaves(schema: z.ZodMiniType, path: FieldSegment[] = []): Leaf[] {
  return schemaLeaves(schema, STRING, path);
}

const STRING = new Set(['string']);

/** Every string field of every call's query and body in the contract's registry. */
export function callStringFields(): StringField[] {
  return (Object.keys(calls) as CallName[]).flatMap((call) =>
    (['query', 'body'] as const).flatMap((where) => {
      const schema = calls[call][where];
      return schema ? stringLeaves(schema).map((leaf) => ({ call, where, ...leaf })) : [];
    }),
  );
}

/** True when a string schema carries the contract's text check (no control characters). */
export function isSafeTextSchema(schema: z.ZodMiniType): boolean {
  return (schema._zod.def.checks ?? []).includes(safeTextCheck);
}

/** A field path for people: a record's key shows as `<key>`, a value or item as `*`. */
export function fieldLabel(where: 'query' | 'body', path: FieldSegment[]): string {
  const parts = path.map((s) => (s === RECORD_KEY ? '<key>' : s === ITEM ? '*' : s));
  return [where, ...parts].join('.');
}

/** A field path as the server names it in invalid_request messages (`body.a.b`). */
export function fieldName(where: 'query' | 'body', path: FieldSegment[], key = 'x'): string {
  const parts = path.map((segment) => (typeof segment === 'string' ? segment : key));
  return [where, ...parts].join('.');
}
