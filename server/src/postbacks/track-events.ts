import {
  ERROR_CODES,
  TRACK_EVENTS_MAX,
  trackedEventSchema,
  type calls,
  type ParsedCallBody,
} from '@lobby/contract';
import { z } from 'zod/mini';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AttributionService, EventSource } from '../attribution/index.js';
import type { S2sInfoRepository } from './s2s-info-repository.js';

export type TrackS2sBody = ParsedCallBody<typeof calls.trackS2sEvents>;
type TrackedEvents = ParsedCallBody<typeof calls.trackEvents>['events'];

const eventsSchema = z
  .array(trackedEventSchema)
  .check(z.minLength(1), z.maxLength(TRACK_EVENTS_MAX));

const invalid = (message: string) => new AppError(400, ERROR_CODES.invalidRequest, message);

/**
 * Reads the call's JSON string of events against the tracked events call's own schema (so the
 * two calls take the same events); a bad one is invalid_request naming what is wrong.
 */
export function parseTrackedEvents(json: string): TrackedEvents {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw invalid('events: not a JSON string of events');
  }
  const result = eventsSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    const at = issue?.path.length ? `.${issue.path.join('.')}` : '';
    throw invalid(`events${at}: ${issue?.message ?? 'not a list of events'}`);
  }
  return result.data;
}

/**
 * The s2s track-events call (SPEC.md section 7): keeps the member's s2s ids, then records the
 * events as the tracked events call does; the postback worker reads both.
 */
export class TrackS2sService {
  constructor(
    private readonly deps: {
      attribution: AttributionService;
      s2sInfo: S2sInfoRepository;
      now: () => Date;
    },
  ) {}

  async track(
    merchant: MerchantConfig,
    memberId: number,
    body: TrackS2sBody,
    from: EventSource,
  ): Promise<{ recorded: number }> {
    const events = parseTrackedEvents(body.events);
    if (body.s2s) await this.deps.s2sInfo.save(merchant.code, memberId, body.s2s, this.deps.now());
    const recorded = await this.deps.attribution.recordBrowserEvents(
      merchant,
      memberId,
      { events },
      from,
    );
    return { recorded };
  }
}
