import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantFactory, testDatabases } from '../../test/index.js';
import type { DatabaseHandle } from '../core/db/database.js';
import { MemberRepository, type NewMember } from './member-repository.js';
import { MerchantRepository } from '../merchants/merchant-repository.js';
import { ShortCache } from '../core/db/short-cache.js';

/** Every method of the repository, its private insertRow included (the prototype lists it). */
type Method = Exclude<keyof MemberRepository, 'constructor'> | 'insertRow';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$not-a-real-hash-but-findable';

/** True when the value holds the hash anywhere: under its column name or as a value. */
function holdsHash(value: unknown): boolean {
  if (value === HASH) return true;
  if (Array.isArray(value)) return value.some(holdsHash);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, inner]) => key === 'password_hash' || holdsHash(inner),
    );
  }
  return false;
}

describe.each(testDatabases())('MemberRepository answers on $name', (kind) => {
  let database: DatabaseHandle;
  let repository: MemberRepository;
  const merchant = merchantFactory();
  let counter = 0;

  const newMember = (): NewMember => {
    counter += 1;
    return {
      merchantCode: merchant.code,
      username: `hash_player_${counter}`,
      mobile: `+1555000${String(counter).padStart(4, '0')}`,
      passwordHash: HASH,
      passwordIsDefault: false,
      agentApplication: 'pending',
      language: 'EN',
      registration: {},
    };
  };

  beforeAll(async () => {
    database = await kind.open();
    repository = new MemberRepository(database.db);
    await new MerchantRepository(database.db).saveAll([merchant]);
  });
  afterAll(async () => {
    await database?.close();
  });

  // Every read and write of a member, on a member whose password hash is HASH.
  const answers: Record<Method, () => Promise<unknown>> = {
    insert: () => repository.insert(newMember()),
    credentials: async () => {
      const input = newMember();
      const member = await repository.insert(input);
      return [
        await repository.credentials(merchant.code, { username: input.username }),
        await repository.credentials(merchant.code, { id: member!.id }),
      ];
    },
    findByUsername: async () => {
      const input = newMember();
      await repository.insert(input);
      return repository.findByUsername(merchant.code, input.username.toUpperCase());
    },
    findByMobile: async () => {
      const input = newMember();
      await repository.insert(input);
      return repository.findByMobile(merchant.code, input.mobile!);
    },
    forget: async () => {
      const member = await repository.insert(newMember());
      repository.forget(merchant.code, member!.id);
      return repository.findById(merchant.code, member!.id);
    },
    findById: async () => {
      const member = await repository.insert(newMember());
      return repository.findById(merchant.code, member!.id);
    },
    usernameTaken: async () => {
      const input = newMember();
      await repository.insert(input);
      return repository.usernameTaken(merchant.code, input.username);
    },
    setPassword: async () => {
      const member = await repository.insert(newMember());
      return repository.setPassword(merchant.code, member!.id, HASH, new Date());
    },
    setLanguage: async () => {
      const member = await repository.insert(newMember());
      return repository.setLanguage(merchant.code, member!.id, 'TH');
    },
    markFirstLogin: async () => {
      const member = await repository.insert(newMember());
      return repository.markFirstLogin(merchant.code, member!.id, new Date());
    },
    findByEmail: async () => {
      const member = await repository.insert(newMember());
      await repository.setEmail(merchant.code, member!.id, `Hash${member!.id}@Example.com`);
      return repository.findByEmail(merchant.code, `hash${member!.id}@example.COM`);
    },
    setEmail: async () => {
      const member = await repository.insert(newMember());
      return repository.setEmail(merchant.code, member!.id, `set${member!.id}@example.com`);
    },
    setCodeFactor: async () => {
      const member = await repository.insert(newMember());
      return repository.setCodeFactor(merchant.code, member!.id, 'sms', true);
    },
    // Private: insert's one statement, here with the caller's own writes in its transaction.
    insertRow: async () => repository.insert(newMember(), async () => undefined),
    approveAgent: async () => {
      const input = newMember();
      await repository.insert(input);
      return repository.approveAgent(merchant.code, input.username);
    },
  };

  it('has a case for every method', () => {
    const methods = Object.getOwnPropertyNames(MemberRepository.prototype).filter(
      (name) => name !== 'constructor',
    );
    expect(methods.sort()).toEqual(Object.keys(answers).sort());
  });

  it.each((Object.keys(answers) as Method[]).filter((method) => method !== 'credentials'))(
    '%s answers no password hash',
    async (method) => {
      expect(holdsHash(await answers[method]())).toBe(false);
    },
  );

  it('keeps an address unique per merchant whatever its case, and a change turns emailed codes off', async () => {
    const first = await repository.insert(newMember());
    const second = await repository.insert(newMember());
    const address = `Unique${first!.id}@example.com`;
    expect(await repository.setEmail(merchant.code, first!.id, address)).toBe(true);
    expect(await repository.setEmail(merchant.code, second!.id, address.toUpperCase())).toBe(false);
    expect(await repository.setCodeFactor(merchant.code, first!.id, 'email', true)).toBe(true);
    // The same address in another case keeps the factor; another address turns it off.
    await repository.setEmail(merchant.code, first!.id, address.toLowerCase());
    expect((await repository.findById(merchant.code, first!.id))?.two_factor_email).toBe(true);
    await repository.setEmail(merchant.code, first!.id, `other${first!.id}@example.com`);
    expect((await repository.findById(merchant.code, first!.id))?.two_factor_email).toBe(false);
    // Codes by email cannot be turned on without an address.
    expect(await repository.setCodeFactor(merchant.code, second!.id, 'email', true)).toBe(false);
  });

  it('forgets the cached member on every email and second-factor write', async () => {
    const cached = new MemberRepository(database.db, new ShortCache({ ttlMs: 60_000 }));
    const member = await cached.insert(newMember());
    const read = () => cached.findById(merchant.code, member!.id);
    expect((await read())?.email).toBeNull();
    await cached.setEmail(merchant.code, member!.id, `cache${member!.id}@example.com`);
    expect((await read())?.email).toBe(`cache${member!.id}@example.com`);
    await cached.setCodeFactor(merchant.code, member!.id, 'email', true);
    expect((await read())?.two_factor_email).toBe(true);
    await cached.setCodeFactor(merchant.code, member!.id, 'sms', true);
    expect((await read())?.two_factor_sms).toBe(true);
  });

  it('credentials, the sign-in read, answers the hash by username and by id', async () => {
    const [byUsername, byId] = (await answers.credentials()) as { password_hash: string }[];
    expect(byUsername?.password_hash).toBe(HASH);
    expect(byId?.password_hash).toBe(HASH);
  });
});
