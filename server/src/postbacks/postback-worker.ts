import type { PostbackDestination } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { OutboxWorker, type OutboxLog, type OutboxPolicy } from '../core/outbox/outbox-worker.js';
import {
  DISPATCH_SETTLE_MS,
  type ClaimedPostback,
  type PostbackOutboxRepository,
  type UndispatchedEvent,
} from './postback-outbox-repository.js';
import { postbackDestinations } from './postback-destinations.js';
import type { PostbackSender } from './postback-senders.js';
import type { S2sInfoRepository, StoredS2sInfo } from './s2s-info-repository.js';

/** The affiliate click a member's registration took (the attribution area's). */
export type RegisteredClickOf = (
  merchant: MerchantConfig,
  memberId: number,
) => Promise<{ clickId: string | undefined; organic: boolean }>;

export type PostbackPolicy = OutboxPolicy;

/** Retries after 30 s, 1, 2, 4… minutes: ten attempts span about four hours. */
export const POSTBACK_POLICY: PostbackPolicy = {
  pollMs: 2000,
  leaseMs: 60_000,
  maxAttempts: 10,
  backoffMs: 30_000,
  batch: 20,
};

export type PostbackWorker = OutboxWorker<ClaimedPostback>;

/**
 * Delivers postbacks: each pass turns new ledger events into outbox rows (one per destination),
 * then claims due rows and hands each to its destination's sender, marking it sent or due again
 * after a back-off. At least once: a row is sent until a destination takes it; once per eventID
 * and destination: the outbox holds one row for each, and a claim is one worker's at a time.
 */
export function postbackWorker(deps: {
  repository: PostbackOutboxRepository;
  s2sInfo: S2sInfoRepository;
  senders: Record<PostbackDestination, PostbackSender>;
  merchantOf: (code: string) => Promise<MerchantConfig | undefined>;
  now: () => Date;
  log: OutboxLog;
  policy?: PostbackPolicy | undefined;
  /** The registration's click, which wins over the app's; without it no app click id is used. */
  registeredClickOf?: RegisteredClickOf;
}): PostbackWorker {
  const { repository } = deps;
  const policy = deps.policy ?? POSTBACK_POLICY;
  /**
   * The low-water mark of this instance: every event created before it is dispatched. Unset
   * after a start, so a restarted instance first looks back over the whole dispatch window.
   */
  let dispatchedBefore: Date | undefined;

  /**
   * The member's s2s ids with the click id attribution allows: the registration's when it took
   * one (final), else the app's for a member registered through an affiliate; an organic member
   * has none, whatever the app sent later.
   */
  const infoOf = async (
    merchant: MerchantConfig,
    memberId: number,
  ): Promise<StoredS2sInfo | undefined> => {
    const stored = await deps.s2sInfo.find(merchant.code, memberId);
    const { clickId: appClickId, ...ids } = stored ?? {};
    const registered = deps.registeredClickOf
      ? await deps.registeredClickOf(merchant, memberId)
      : { clickId: undefined, organic: true };
    const clickId = registered.clickId ?? (registered.organic ? undefined : appClickId);
    if (clickId) return { ...ids, clickId };
    return stored || Object.keys(ids).length > 0 ? ids : undefined;
  };

  const destinationsOf = async (event: UndispatchedEvent): Promise<PostbackDestination[]> => {
    if (event.memberId === null) return [];
    const merchant = await deps.merchantOf(event.merchantCode);
    if (!merchant) return [];
    return postbackDestinations(merchant, event.name, await infoOf(merchant, event.memberId));
  };

  /** Turns the ledger's new events into rows; answers how many rows it added. */
  const dispatch = async (now: Date): Promise<number> => {
    const { found, dispatched } = await repository.dispatch(
      now,
      policy.batch,
      destinationsOf,
      dispatchedBefore,
    );
    // Everything from the low-water mark on was dispatched: later passes start nearer now.
    if (found < policy.batch) {
      const settled = new Date(now.getTime() - DISPATCH_SETTLE_MS);
      if (!dispatchedBefore || settled > dispatchedBefore) dispatchedBefore = settled;
    }
    return dispatched;
  };

  return new OutboxWorker<ClaimedPostback>({
    name: 'postbacks',
    queue: repository,
    policy,
    now: deps.now,
    log: deps.log,
    beforeClaim: dispatch,
    describe: (postback) => ({
      postbackId: postback.id,
      merchant: postback.merchantCode,
      destination: postback.destination,
      eventId: postback.eventId,
    }),
    async send(postback) {
      const merchant = await deps.merchantOf(postback.merchantCode);
      if (!merchant) throw new Error('the merchant is no longer configured');
      const info =
        postback.memberId === null ? undefined : await infoOf(merchant, postback.memberId);
      await deps.senders[postback.destination]({
        merchant,
        eventId: postback.eventId,
        name: postback.name,
        memberId: postback.memberId,
        amount: postback.amount,
        currency: postback.currency,
        createdAt: postback.createdAt,
        info: info ?? {},
      });
      return 'sent';
    },
    sent: (postback) => repository.sent(postback, deps.now()),
  });
}
