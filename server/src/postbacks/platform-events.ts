import { createHash } from 'node:crypto';
import {
  ERROR_CODES,
  EVENT_ID_MAX_LENGTH,
  SIGNED_REQUEST_MAX_SKEW_MS,
  type calls,
  type ParsedCallBody,
} from '@lobby/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../core/errors.js';
import type { Database } from '../core/db/schema.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { CounterStore } from '../core/limits/counter-store.js';
import { verifySignedRequest, type SignedRequest } from '../core/signed-request.js';
import type { EventLedger } from '../attribution/index.js';

export type PlatformEventsBody = ParsedCallBody<typeof calls.platformEvents>;

/**
 * A platform event's eventID: the one it sent, else its name and reference (as the wallet's),
 * the reference hashed when that would pass the column's bound.
 */
export function platformEventId(name: string, reference: string, given?: string): string {
  if (given) return given;
  const plain = `${name}:${reference}`;
  if (plain.length <= EVENT_ID_MAX_LENGTH) return plain;
  return `${name}:${createHash('sha256').update(reference).digest('hex').slice(0, 40)}`;
}

/**
 * An external platform's signed report of money events: verified with the merchant's platform
 * secret, refused when replayed, checked against the merchant's members and currency, then every
 * event of the batch joins the ledger in one transaction, once per name and reference.
 */
export class PlatformEventsService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      ledger: EventLedger;
      secretOf: (merchant: MerchantConfig) => string | undefined;
      counters: CounterStore;
      now: () => Date;
      log: (message: string, details: Record<string, unknown>) => void;
    },
  ) {}

  async report(merchant: MerchantConfig, signed: SignedRequest, body: PlatformEventsBody) {
    const { db, ledger, secretOf, counters, now, log } = this.deps;
    const platform = merchant.postbacks.platform;
    const secret = platform && signed.signer === platform.name ? secretOf(merchant) : undefined;
    if (!verifySignedRequest(secret, signed, now())) {
      log('platform callback refused: bad signature', { platform: signed.signer });
      throw new AppError(
        401,
        ERROR_CODES.platformSignatureInvalid,
        'The callback signature does not check out',
      );
    }
    // A signature is good for the skew window either side: counted for both, it is used once.
    const seen = await counters.hit(
      `platform-callback:${merchant.code}:${signed.signature}`,
      2 * SIGNED_REQUEST_MAX_SKEW_MS,
    );
    if (seen > 1) {
      log('platform callback refused: replayed', { platform: signed.signer });
      throw new AppError(409, ERROR_CODES.platformRequestReplayed, 'This callback was sent before');
    }
    const foreign = body.events.find((event) => event.currency !== merchant.currency);
    if (foreign) {
      throw new AppError(
        400,
        ERROR_CODES.platformCurrencyMismatch,
        `The merchant's currency is ${merchant.currency}, not ${foreign.currency}`,
      );
    }
    const ids = [...new Set(body.events.map((event) => event.customerId))];
    return db.transaction().execute(async (trx) => {
      const members = await trx
        .selectFrom('members')
        .select('id')
        .where('merchant_code', '=', merchant.code)
        .where('id', 'in', ids)
        .execute();
      if (members.length !== ids.length) {
        throw new AppError(
          404,
          ERROR_CODES.platformMemberNotFound,
          'A customerId is none of this merchant’s members; nothing was written',
        );
      }
      const results = [];
      for (const event of body.events) {
        const recorded = await ledger.record(
          {
            merchantCode: merchant.code,
            eventId: platformEventId(event.eventName, event.reference, event.eventID),
            name: event.eventName,
            source: 'platform',
            memberId: event.customerId,
            reference: event.reference,
            amount: event.amount,
            currency: event.currency,
            payload: {},
          },
          trx,
        );
        results.push({ reference: event.reference, eventName: event.eventName, recorded });
      }
      return { results };
    });
  }
}
