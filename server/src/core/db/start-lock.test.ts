import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.js';
import { underStartLock } from './start-lock.js';
import { testDatabases } from '../../../test/index.js';

// PGlite is one process's database: only PostgreSQL has instances starting side by side.
const postgres = testDatabases().filter((kind) => kind.name === 'postgres');

describe.skipIf(postgres.length === 0).each(postgres)('the start lock on $name', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.close());

  it('runs the data steps of starts at the same moment one after the other', async () => {
    const events: string[] = [];
    const step = (name: string) => async () => {
      events.push(`${name} in`);
      // Statements inside the step run on the pool, beside the connection holding the lock.
      await database.db.selectFrom('merchants').select('code').execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      events.push(`${name} out`);
      return name;
    };
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) => underStartLock(database, step(name))),
    );
    expect(results).toEqual(['a', 'b', 'c']);
    for (let i = 0; i < events.length; i += 2) {
      expect(events[i]!.split(' ')[0]).toBe(events[i + 1]!.split(' ')[0]);
    }
  });

  it('lets the next start in after a step that failed', async () => {
    await expect(
      underStartLock(database, () => Promise.reject(new Error('seed failed'))),
    ).rejects.toThrow('seed failed');
    expect(await underStartLock(database, async () => 'next')).toBe('next');
  });
});
