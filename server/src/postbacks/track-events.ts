import {
  ERROR_CODES,
  MONEY_EVENTS,
  trackedEventEntriesSchema,
  type calls,
  type ParsedCallBody,
  type TrackedEventEntry,
} from '@lobby/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../core/errors.js';
import type { Database } from '../core/db/schema.js';
import type { EventLedger } from '../attribution/index.js';
import type { S2sInfoRepository } from './s2s-info-repository.js';

export type TrackEventsBody = ParsedCallBody<typeof calls.trackEvents>;

const invalid = (message: string) => new AppError(400, ERROR_CODES.invalidRequest, message);

/** Reads the call's JSON string of events against the contract; a bad one is invalid_request. */
export function parseTrackedEvents(json: string): TrackedEventEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw invalid('events: not a JSON string of events');
  }
  const result = trackedEventEntriesSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalid(
      `events${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message}`,
    );
  }
  const money = result.data.find((event) =>
    (MONEY_EVENTS as readonly string[]).includes(event.eventName),
  );
  if (money) {
    throw invalid(`events: ${money.eventName} is reported by the wallet or the platform only`);
  }
  return result.data;
}

/**
 * The track-events call (SPEC.md section 7): keeps the member's s2s ids and records the events
 * in the event ledger, in one transaction, so a postback never goes without the ids it needs.
 */
export class TrackEventsService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      ledger: EventLedger;
      s2sInfo: S2sInfoRepository;
      now: () => Date;
    },
  ) {}

  async track(
    merchantCode: string,
    memberId: number,
    body: TrackEventsBody,
  ): Promise<{ recorded: number }> {
    const events = parseTrackedEvents(body.events);
    const { db, ledger, s2sInfo, now } = this.deps;
    return db.transaction().execute(async (trx) => {
      if (body.s2s) await s2sInfo.save(merchantCode, memberId, body.s2s, now(), trx);
      let recorded = 0;
      for (const event of events) {
        const wrote = await ledger.record(
          {
            merchantCode,
            eventId: event.eventID,
            name: event.eventName,
            source: 'browser',
            memberId,
            payload: event.value ?? {},
          },
          trx,
        );
        if (wrote) recorded += 1;
      }
      return { recorded };
    });
  }
}
