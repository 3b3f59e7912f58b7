import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantFactory, testDatabases } from '../../test/index.js';
import type { DatabaseHandle } from '../core/db/database.js';
import { MemberRepository } from './member-repository.js';
import { MerchantRepository } from '../merchants/merchant-repository.js';
import { SessionRepository } from './session-repository.js';

type Method = Exclude<keyof SessionRepository, 'constructor'>;

interface Stored {
  id: string;
  tokenHash: string;
  memberId: number;
}

const NOW = new Date('2030-01-01T00:00:00Z');
const LATER = new Date('2030-01-01T00:05:00Z');

describe.each(testDatabases())('SessionRepository merchant scope on $name', (kind) => {
  let database: DatabaseHandle;
  let repository: SessionRepository;
  let memberId: number;
  const owner = merchantFactory();
  const other = merchantFactory();

  beforeAll(async () => {
    database = await kind.open();
    repository = new SessionRepository(database.db);
    await new MerchantRepository(database.db).saveAll([owner, other]);
    const member = await new MemberRepository(database.db).insert({
      merchantCode: owner.code,
      username: 'scoped_player',
      mobile: null,
      passwordHash: 'hash',
      passwordIsDefault: false,
      agentApplication: 'none',
      language: 'EN',
      registration: {},
    });
    memberId = member!.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  const store = async (): Promise<Stored> => {
    const stored = { id: randomUUID(), tokenHash: randomUUID(), memberId };
    await repository.insert({
      id: stored.id,
      merchant_code: owner.code,
      member_id: memberId,
      token_hash: stored.tokenHash,
      span_id: randomUUID(),
      device: 'H5',
      ip: '127.0.0.1',
      user_agent: 'test',
      created_at: NOW,
      last_seen_at: NOW,
      expires_at: new Date('2030-02-01T00:00:00Z'),
    });
    return stored;
  };
  const row = (id: string) =>
    database.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ended = async (id: string) => (await row(id)).ended_at !== null;

  // Each query run on a session of `owner`, naming the merchant given; true when it reached it.
  const reaches: Record<
    Exclude<Method, 'insert'>,
    (code: string, s: Stored) => Promise<boolean>
  > = {
    findLiveByTokenHash: async (code, s) =>
      (await repository.findLiveByTokenHash(code, s.tokenHash))?.id === s.id,
    touch: async (code, s) => {
      await repository.touch(code, s.id, LATER);
      return (await row(s.id)).last_seen_at.getTime() === LATER.getTime();
    },
    end: async (code, s) => {
      await repository.end(code, s.id, LATER);
      return ended(s.id);
    },
    endMany: async (code, s) => {
      await repository.endMany(code, [s.id], LATER);
      return ended(s.id);
    },
    endAllOfMember: async (code, s) => {
      await repository.endAllOfMember(code, s.memberId, LATER);
      return ended(s.id);
    },
    endOthers: async (code, s) => {
      await repository.endOthers(code, s.memberId, randomUUID(), LATER);
      return ended(s.id);
    },
    listLive: async (code, s) =>
      (await repository.listLive(code, s.memberId, NOW, new Date(0))).some(
        (found) => found.id === s.id,
      ),
  };

  it('has a scope case for every query', () => {
    const methods = Object.getOwnPropertyNames(SessionRepository.prototype).filter(
      (name) => name !== 'constructor',
    );
    // insert writes the merchant its row names; every other query is checked below.
    expect(methods.sort()).toEqual(['insert', ...Object.keys(reaches)].sort());
  });

  it.each(Object.keys(reaches) as (keyof typeof reaches)[])(
    '%s never reaches a session of another merchant',
    async (method) => {
      const session = await store();
      expect(await reaches[method](other.code, session)).toBe(false);
      expect(await reaches[method](owner.code, session)).toBe(true);
    },
  );

  it('never answers the token hash', async () => {
    const session = await store();
    const answers = [
      await repository.findLiveByTokenHash(owner.code, session.tokenHash),
      ...(await repository.listLive(owner.code, memberId, NOW, new Date(0))),
    ];
    expect(answers.length).toBeGreaterThan(1);
    for (const answer of answers) expect(answer).not.toHaveProperty('token_hash');
  });
});
