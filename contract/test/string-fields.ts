/**
 * Test helpers: every place a call's query or body takes a string, found by walking its zod
 * schema, so tests cover new calls and fields without being told about them.
 */
import type { z } from 'zod/mini';
import { calls, type CallName } from '../src/calls/index.js';
import { safeTextCheck } from '../src/text.js';

/** A segment of a field path: a property name, a record's key, or a record's value or array's item. */
export type FieldSegment = string | typeof RECORD_KEY | typeof ITEM;
export const RECORD_KEY = Symbol('record key');
export const ITEM = Symbol('record value');

export interface StringField {
  call: CallName;
  where: 'query' | 'body';
  path: FieldSegment[];
  schema: z.ZodMiniType;
}

/** Schema kinds that cannot carry free text, so a walk may stop at them. */
const CLOSED = new Set([
  'enum',
  'literal',
  'boolean',
  'number',
  'int',
  'bigint',
  'null',
  'undefined',
]);

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
}

/** Every string schema inside a schema, with its path; throws on a kind it cannot look into. */
export function stringLeaves(
  schema: z.ZodMiniType,
  path: FieldSegment[] = [],
): { path: FieldSegment[]; schema: z.ZodMiniType }[] {
  const def = schema._zod.def as unknown as Def;
  const inner = (child: z.ZodMiniType | undefined, at = path) =>
    child ? stringLeaves(child, at) : [];
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
        stringLeaves(child, [...path, key]),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'record':
      return [
        ...inner(def.keyType, [...path, RECORD_KEY]),
        ...inner(def.valueType, [...path, ITEM]),
      ];
    case 'array':
      return inner(def.element, [...path, ITEM]);
    case 'union':
      return (def.options ?? []).flatMap((option) => stringLeaves(option, path));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    default:
      if (CLOSED.has(def.type)) return [];
      throw new Error(`string-fields cannot look inside a ${def.type} schema at ${path.join('.')}`);
  }
}

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
