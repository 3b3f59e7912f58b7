import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { calls, CALLS_BY_AREA, type CallName } from './calls.js';
import { callsOf, composeCalls, defineCall, isCallDef, type CallDef } from './core/call.js';

declare global {
  interface ImportMeta {
    glob<T>(patterns: string[], options: { eager: true }): Record<string, T>;
  }
}

/** Every module of the contract by its path (`./wallet/deposit-calls.ts`), tests left out. */
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});

/** Each call a module defines (not re-exports), with its export name and its area's folder. */
const defined = Object.entries(modules)
  .filter(([path]) => !path.endsWith('/index.ts') && path !== './calls.ts')
  .flatMap(([path, module]) =>
    Object.entries(module)
      .filter(([, value]) => isCallDef(value))
      .map(([name, call]) => ({ path, name, area: path.split('/')[1] ?? '', call })),
  );

describe('the composed list of calls', () => {
  it('reads every module of the contract', () => {
    expect(Object.keys(modules)).toContain('./wallet/deposit-calls.ts');
    expect(new Set(defined.map((d) => d.call)).size).toBe(Object.keys(calls).length);
  });

  it.each(defined.map((d) => [`${d.path} ${d.name}`, d] as const))(
    'holds %s under its name',
    (_, { name, call }) => {
      expect((calls as Record<string, CallDef>)[name]).toBe(call);
    },
  );

  it.each(defined.map((d) => [d.name, d] as const))(
    "lists %s in its own area's record",
    (_, { name, area, call }) => {
      const areaCalls: Record<string, object> | undefined = (
        CALLS_BY_AREA as Record<string, Record<string, object>>
      )[area];
      expect(areaCalls?.[name]).toBe(call);
    },
  );

  it('has one record per area folder, and every call of it once', () => {
    const folders = new Set(defined.map((d) => d.area));
    expect(Object.keys(CALLS_BY_AREA).sort()).toEqual([...folders].sort());
    const named = Object.values(CALLS_BY_AREA).flatMap((areaCalls) => Object.keys(areaCalls));
    expect(named.length).toBe(new Set(named).size);
    expect(Object.keys(calls).sort()).toEqual(named.sort());
  });

  it('derives CallName from the records', () => {
    const name: CallName = 'submitFeedback';
    expect(calls[name]).toBe(CALLS_BY_AREA['customer-service'].submitFeedback);
    // @ts-expect-error: a name no area defines is no CallName
    const unknown: CallName = 'noSuchCall';
    expect(unknown in calls).toBe(false);
  });
});

describe('callsOf', () => {
  const ping = defineCall({
    method: 'GET',
    path: '/wps/test/ping',
    access: 'public',
    encrypted: false,
    cache: 'none',
    value: z.object({}),
    errors: [],
    summary: 'test',
  });
  const lookAlike = { ...ping };

  it("takes a module's calls and leaves its schemas, constants and look-alikes out", () => {
    const taken = callsOf({ ping, pingSchema: z.object({}), PING_MAX: 3, lookAlike });
    expect(taken).toEqual({ ping });
    expect(Object.keys(taken)).toEqual(['ping']);
  });
});

describe('composeCalls', () => {
  it('merges the areas by call name', () => {
    const a = { one: { n: 1 } };
    const b = { two: { n: 2 } };
    expect(composeCalls({ a, b })).toEqual({ one: { n: 1 }, two: { n: 2 } });
  });

  it('refuses a call name two areas define, naming both', () => {
    expect(() => composeCalls({ wallet: { same: {} }, games: { same: {} } })).toThrow(
      'The call same is defined by both wallet and games',
    );
  });
});
