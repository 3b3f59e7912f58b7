import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantFactory, testDatabases } from '../../test/index.js';
import type { DatabaseHandle } from '../core/db/database.js';
import { MemberRepository } from '../accounts/member-repository.js';
import { MerchantRepository } from '../merchants/merchant-repository.js';
import { OperatorRepository } from '../ops/operator-repository.js';
import { demoStart, DEMO_OPERATORS, demoOperatorRoles } from './index.js';
import { DEMO_ACCOUNT } from './seed.js';

const production = { production: true };
const development = { production: false };
const PUBLISHED = [DEMO_OPERATORS.password, DEMO_OPERATORS.totpSecret, DEMO_ACCOUNT.password];

describe('the demo start-up message', () => {
  const demo = merchantFactory({ code: DEMO_ACCOUNT.merchant });

  it('prints the demo logins outside production, as the README says', () => {
    const greeting = demoStart.greeting([demo], development);
    for (const secret of PUBLISHED) expect(greeting).toContain(secret);
  });

  it('prints no password or key in production, only which demo merchants are served', () => {
    const greeting = demoStart.greeting([demo], production);
    for (const secret of PUBLISHED) expect(greeting).not.toContain(secret);
    expect(greeting).toContain('ALLOW_DEMO_MERCHANTS_IN_PRODUCTION');
    expect(demoStart.greeting([{ ...demo, demo: false }], production)).toBe('');
  });
});

describe.each(testDatabases())('the demo seed in production on $name', (kind) => {
  let database: DatabaseHandle;
  // Without the demo catalogue, whose seed is slow and beside the point here.
  const base = merchantFactory({ code: DEMO_ACCOUNT.merchant });
  const demo = { ...base, games: { ...base.games, demoCatalogue: false } };
  const operators = () => new OperatorRepository(database.db).list(demo.code);

  beforeAll(async () => {
    database = await kind.open();
    await new MerchantRepository(database.db).saveAll([demo]);
  });
  afterAll(async () => {
    await database?.close();
  });

  // The seed writes weeks of demo RUM samples: slow on PGlite on a loaded machine.
  const SEED_TIMEOUT = 90_000;

  it(
    'seeds no operator or member with a published password',
    async () => {
      await demoStart.seed(database, [demo], new Date(), production);
      expect(await operators()).toEqual([]);
      const members = new MemberRepository(database.db);
      expect(await members.findByUsername(demo.code, DEMO_ACCOUNT.username)).toBeUndefined();
    },
    SEED_TIMEOUT,
  );

  it(
    'disables the demo operators a development start left in the database',
    async () => {
      await demoStart.seed(database, [demo], new Date(), development);
      const seeded = await operators();
      expect(seeded.map((operator) => operator.username).sort()).toEqual(
        demoOperatorRoles()
          .map(([username]) => username)
          .sort(),
      );
      expect(seeded.every((operator) => operator.disabled_at === null)).toBe(true);
      await demoStart.seed(database, [demo], new Date(), production);
      const after = await operators();
      expect(after).toHaveLength(seeded.length);
      expect(after.every((operator) => operator.disabled_at !== null)).toBe(true);
    },
    SEED_TIMEOUT,
  );
});
