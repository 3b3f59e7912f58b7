import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/core/db/database.js';
import { buildTestApp } from './app.js';
import type { TestDatabaseKind } from './databases.js';

export type TestAppOptions = Omit<Parameters<typeof buildTestApp>[0], 'database'>;

/** The app and database of a suite, ready inside its tests and hooks declared after it. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
}

/**
 * Opens a database of the kind and builds the app on it before the suite's tests, and closes
 * both after them. Options may be a function, run then, for what the suite makes in its own
 * earlier hooks (a fake service's address).
 */
export function useTestApp(
  kind: TestDatabaseKind,
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>),
): TestApp {
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await kind.open();
    const resolved = typeof options === 'function' ? await options() : options;
    app = await buildTestApp({ database, ...resolved });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useTestApp: the ${name} is made in beforeAll`);
    return value;
  };
  return {
    get app() {
      return ready(app, 'app');
    },
    get database() {
      return ready(database, 'database');
    },
  };
}
