import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { PlayGuards } from './play-guards.js';
import { PlaySessions } from './play-sessions.js';
import { ProtectionRepository } from './protection-repository.js';
import { ProtectionService } from './protection-service.js';

/** The protection area's services over one repository: what app.ts hands the other areas. */
export function buildProtection(deps: { db: Kysely<Database>; now: () => Date }) {
  const repository = new ProtectionRepository(deps.db);
  return {
    repository,
    service: new ProtectionService({ repository, now: deps.now }),
    guards: new PlayGuards({ repository, now: deps.now }),
    play: new PlaySessions({ repository, now: deps.now }),
  };
}
