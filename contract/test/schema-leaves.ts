/**
 * Test helpers: the leaves of one kind (strings, numbers) inside a zod schema, with their paths,
 * so walks over every call find new fields without being told about them.
 */
import type { z } from 'zod/mini';

/** A segment of a field path: a property name, a record's key, or a record's value or array's item. */
export type FieldSegment = string | typeof RECORD_KEY | typeof ITEM;
export const RECORD_KEY = Symbol('record key');
export const ITEM = Symbol('record value');

export interface Leaf {
  path: FieldSegment[];
  schema: z.ZodMiniType;
}

/** Schema kinds without fields inside, so a walk may stop at them unless it looks for them. */
const CLOSED = new Set([
  'enum',
  'literal',
  'boolean',
  'string',
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

/**
 * Every schema of the given kinds (`string`, `number`, ...) inside a schema, with its path;
 * throws on a kind it cannot look into.
 */
export function schemaLeaves(
  schema: z.ZodMiniType,
  kinds: ReadonlySet<string>,
  path: FieldSegment[] = [],
): Leaf[] {
  const def = schema._zod.def as unknown as Def;
  const walk = (child: z.ZodMiniType | undefined, at = path) =>
    child ? schemaLeaves(child, kinds, at) : [];
  if (kinds.has(def.type)) return [{ path, schema }];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, [...path, key]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType);
    case 'pipe':
      return walk(def.in);
    case 'record':
      return [...walk(def.keyType, [...path, RECORD_KEY]), ...walk(def.valueType, [...path, ITEM])];
    case 'array':
      return walk(def.element, [...path, ITEM]);
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    default:
      if (CLOSED.has(def.type)) return [];
      throw new Error(
        `the field walk cannot look inside a ${def.type} schema at ${path.join('.')}`,
      );
  }
}
