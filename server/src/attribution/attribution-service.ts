import type { Kysely } from 'kysely';
import {
  ATTRIBUTION_BOUNDS,
  attributionValue,
  clickSourceOf,
  eventCurrency,
  DEFAULTS,
  MEMBER_EVENTS,
  NO_CLICK_SOURCE,
  normalizeAffiliateCode,
  pixelTrackOf,
  type ParsedCallBody,
  type RegistrationSource,
  calls,
} from '@lobby/contract';
import type { AuditActor, AuditLog } from '../core/audit/audit-log.js';
import type { Database } from '../core/db/schema.js';
import { attributionReport } from './attribution-report.js';

const DAY_MS = 24 * 60 * 60 * 1000;
import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
import { TRACKED_EVENTS } from './attribution-limits.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AttributionRepository, MemberAttributionRow } from './attribution-repository.js';
import { browserEventId, type EventLedger } from './event-ledger.js';

type TrackedEventsBody = ParsedCallBody<typeof calls.trackEvents>;

/** Where a request came from: its address and what its host says of the affiliate. */
export interface EventSource {
  ip: string;
  /** The affiliate code of the request's host (its sub-domain), www by default. */
  hostAffiliateCode: string;
  host: string;
}

export interface AttributionDependencies {
  db: Kysely<Database>;
  audit: AuditLog;
  attributions: AttributionRepository;
  ledger: EventLedger;
  limiter: AttemptLimiter;
  now: () => Date;
}

/** The affiliate click a member's registration took, which nothing later replaces. */
export interface RegisteredClick {
  /** The first click id the registration carried, if any. */
  clickId: string | undefined;
  /** True when registration tied the member to no affiliate: the default code and no click id. */
  organic: boolean;
}

const isMemberEvent = (name: string) => (MEMBER_EVENTS as readonly string[]).includes(name);

/**
 * Members' attribution, stored once at registration, and the tracked events browsers report
 * (SPEC section 3), each kept once in the event ledger by its eventID.
 */
export class AttributionService {
  constructor(private readonly deps: AttributionDependencies) {}

  /**
   * Stores a new member's attribution with the transaction that inserts the member: the
   * registration's affiliate code (else its host's), referral, linkId, campaign, click source
   * and pixelTrack, registerUrl, and the first visit's time (never later than now).
   */
  async storeAtRegistration(
    trx: Kysely<Database>,
    merchant: MerchantConfig,
    memberId: number,
    source: RegistrationSource,
  ): Promise<void> {
    const now = this.deps.now();
    const firstTouch = source.firstTouchAt ? new Date(source.firstTouchAt) : now;
    const pixelTrack = pixelTrackOf(source.pixelTrack ?? {});
    await this.deps.attributions.insert(
      {
        merchantCode: merchant.code,
        memberId,
        affiliateCode: normalizeAffiliateCode(source.affiliateCode),
        domain: attributionValue(source.domain?.toLowerCase(), ATTRIBUTION_BOUNDS.domain) ?? null,
        referralCode:
          attributionValue(source.referralCode, ATTRIBUTION_BOUNDS.referralCode)?.toUpperCase() ??
          null,
        linkId: source.linkId ?? null,
        campaign: attributionValue(source.campaign, ATTRIBUTION_BOUNDS.campaign) ?? null,
        clickSource: clickSourceOf(pixelTrack),
        pixelTrack,
        registerUrl: source.registerUrl ?? null,
        firstTouchAt: firstTouch > now ? now : firstTouch,
        registeredAt: now,
      },
      trx,
    );
  }

  /**
   * The attribution report of the operator's merchant for the last `days` days, and its audit
   * entry, in one transaction (a view reveals the merchant's channels).
   */
  async report(merchant: MerchantConfig, actor: AuditActor, days: number) {
    const since = new Date(this.deps.now().getTime() - days * DAY_MS);
    return this.deps.db.transaction().execute(async (trx) => {
      const rows = await attributionReport(trx, merchant.code, since);
      await this.deps.audit.append(
        actor,
        {
          action: 'report.attribution.view',
          targetType: 'report',
          after: { days, rows: rows.length },
        },
        trx,
      );
      return { days, currency: merchant.currency, rows };
    });
  }

  /** A member's attribution as registration stored it. */
  memberAttribution(
    merchant: MerchantConfig,
    memberId: number,
  ): Promise<MemberAttributionRow | undefined> {
    return this.deps.attributions.find(merchant.code, memberId);
  }

  /**
   * The click a member registered with; a member registered without attribution (or before it
   * was kept) is organic.
   */
  async registeredClick(merchant: MerchantConfig, memberId: number): Promise<RegisteredClick> {
    const row = await this.deps.attributions.find(merchant.code, memberId);
    if (!row) return { clickId: undefined, organic: true };
    const clickId =
      row.click_source === NO_CLICK_SOURCE ? undefined : row.pixel_track?.[row.click_source];
    return {
      clickId: clickId || undefined,
      organic: !clickId && row.affiliate_code === DEFAULTS.affiliateCode,
    };
  }

  /**
   * Records a browser's events in the ledger; answers how many were new. A member's events need
   * its session; past the address's or network's limit nothing is recorded.
   */
  async recordBrowserEvents(
    merchant: MerchantConfig,
    memberId: number | null,
    body: TrackedEventsBody,
    from: EventSource,
  ): Promise<number> {
    const source = { merchantCode: merchant.code, ip: from.ip };
    if (!(await this.deps.limiter.admits(TRACKED_EVENTS, source))) return 0;
    let recorded = 0;
    for (const event of body.events) {
      if (memberId === null && isMemberEvent(event.eventName)) continue;
      const { payload, value } = event;
      const pixelTrack = pixelTrackOf(value);
      const wrote = await this.deps.ledger.record({
        merchantCode: merchant.code,
        eventId: browserEventId(event.eventID),
        name: event.eventName,
        source: 'browser',
        memberId,
        payload: {
          ...payload,
          eventName: event.eventName,
          domain: payload.domain?.toLowerCase() ?? from.host,
          affiliateCode: normalizeAffiliateCode(payload.affiliateCode ?? from.hostAffiliateCode),
          currency: eventCurrency(payload.currency ?? merchant.currency),
          ...(payload.af_currency ? { af_currency: eventCurrency(payload.af_currency) } : {}),
          ...(memberId === null ? {} : { customerId: String(memberId) }),
          campaign: value.campaign ?? null,
          clickSource: clickSourceOf(pixelTrack),
          value,
        },
      });
      if (wrote) recorded += 1;
    }
    return recorded;
  }
}
