import {
  ERROR_CODES,
  normalizePromoCode,
  windowPhase,
  type ClaimOutcome,
  type ParsedCallBody,
} from '@lobby/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { calls } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { PromotionRepository, PromotionRow } from './promotion-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import {
  presentAnnouncement,
  presentCategory,
  presentClubLabel,
  presentPromotionDetail,
  presentPromotionSummary,
  presentRankProgress,
  presentVipLevel,
  type Languages,
} from './promotion-presenter.js';
import type { VipClub } from './vip-club.js';
import { presentCurrency } from '../wallet/index.js';
import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
import { PROMO_CODE_TRIES } from './promotion-limits.js';
import type { SessionContext } from '../core/http/request-identity.js';

const notFound = () =>
  new AppError(404, ERROR_CODES.promotionNotFound, 'This promotion does not exist');
const expired = () => new AppError(410, ERROR_CODES.promotionExpired, 'This promotion has ended');
const alreadyClaimed = () =>
  new AppError(409, ERROR_CODES.promotionAlreadyClaimed, 'You have claimed this promotion already');

/** The language a request's texts are picked in, with the merchant's default behind it. */
export function languagesFor(merchant: MerchantConfig, requested: string): Languages {
  return { language: requested || merchant.defaultLanguage, fallback: merchant.defaultLanguage };
}

function stateOf(row: PromotionRow, now: Date) {
  return windowPhase({ startsAt: row.starts_at, endsAt: row.ends_at }, now);
}

/**
 * What a claim pays, decided by the bonuses area (wired in app.ts), so this area never imports it.
 */
export interface ClaimRewards {
  /** Throws the eligibility error a claim of this promotion meets now (before anything is written). */
  check(merchant: MerchantConfig, memberId: number, promotion: PromotionRow): Promise<void>;
  /** Pays the claim inside the claim's transaction and answers what happened. */
  pay(
    trx: Transaction<Database>,
    merchant: MerchantConfig,
    memberId: number,
    promotion: PromotionRow,
    now: Date,
  ): Promise<ClaimOutcome>;
}

/** Answers the promotion, announcement and VIP calls; every read is the request's merchant's. */
export class PromotionService {
  private readonly promotions: PromotionRepository;
  private readonly limiter: AttemptLimiter;
  private readonly now: () => Date;
  private readonly vipClub: VipClub;
  private readonly rewards: ClaimRewards;

  constructor(deps: {
    promotions: PromotionRepository;
    limiter: AttemptLimiter;
    now: () => Date;
    vipClub: VipClub;
    /** What a claim pays (the bonuses area). */
    rewards: ClaimRewards;
  }) {
    this.promotions = deps.promotions;
    this.limiter = deps.limiter;
    this.now = deps.now;
    this.vipClub = deps.vipClub;
    this.rewards = deps.rewards;
  }

  async categories(merchant: MerchantConfig, languages: Languages) {
    const rows = await this.promotions.categories(merchant.code);
    return { categories: rows.map((row) => presentCategory(row, languages)) };
  }

  async list(merchant: MerchantConfig, languages: Languages, category?: string) {
    const rows = await this.promotions.current(merchant.code, this.now(), category);
    return { promotions: rows.map((row) => presentPromotionSummary(row, languages)) };
  }

  async detail(merchant: MerchantConfig, languages: Languages, id: string) {
    const row = await this.promotions.find(merchant.code, { id });
    const state = row ? stateOf(row, this.now()) : 'future';
    if (!row || state === 'future') throw notFound();
    if (state === 'ended') throw expired();
    return presentPromotionDetail(row, languages);
  }

  async memberPromotions(merchant: MerchantConfig, session: SessionContext, languages: Languages) {
    const [rows, claimed] = await Promise.all([
      this.promotions.current(merchant.code, this.now()),
      this.promotions.claimedIds(merchant.code, session.memberId),
    ]);
    return {
      promotions: rows.map((row) => ({
        ...presentPromotionSummary(row, languages),
        claimed: claimed.has(row.id),
      })),
    };
  }

  async promoCodeEnabled(merchant: MerchantConfig) {
    return { enabled: await this.promotions.promoCodesEnabled(merchant.code) };
  }

  /**
   * Claims once per member. The insert itself decides (see PromotionRepository.claim), so a
   * repeat or a concurrent twin finds the first claim and is refused as already claimed; what the
   * claim pays is written in the claim's transaction. A promo code spends a try of the member and
   * of the address before it is looked up, given back when the code exists here, so codes cannot
   * be guessed in bulk (another merchant's code keeps its try spent).
   */
  async claim(
    merchant: MerchantConfig,
    session: SessionContext,
    body: ParsedCallBody<typeof calls.claimPromotion>,
    ip: string,
  ) {
    const now = this.now();
    const byCode = body.promoCode !== undefined;
    if (byCode && !(await this.promotions.promoCodesEnabled(merchant.code))) {
      throw new AppError(409, ERROR_CODES.promoCodeDisabled, 'Promo codes are not taken here');
    }
    const codeTry = byCode
      ? await this.limiter.reserve(PROMO_CODE_TRIES, {
          merchantCode: merchant.code,
          memberId: session.memberId,
          ip,
        })
      : undefined;
    const row = byCode
      ? await this.promotions.find(merchant.code, {
          promoCode: normalizePromoCode(body.promoCode ?? ''),
        })
      : await this.promotions.find(merchant.code, { id: body.promotionId ?? '' });
    const state = row ? stateOf(row, now) : 'future';
    if (!row || state === 'future') {
      if (!byCode) throw notFound();
      const code = normalizePromoCode(body.promoCode ?? '');
      if (!row && (await this.promotions.promoCodeElsewhere(merchant.code, code))) {
        throw new AppError(
          404,
          ERROR_CODES.promoCodeOtherMerchant,
          'This promo code belongs to another site',
        );
      }
      throw new AppError(404, ERROR_CODES.promoCodeInvalid, 'This promo code is not valid');
    }
    await codeTry?.giveBack();
    if (state === 'ended') throw expired();
    const kind = byCode ? 'promoCode' : 'claim';
    if (row.claim_kind !== kind) {
      throw new AppError(
        409,
        ERROR_CODES.promotionNotClaimable,
        byCode ? 'This promotion takes no code' : 'This promotion is not claimed this way',
      );
    }
    if (await this.promotions.claimedAt(merchant.code, session.memberId, row.id)) {
      throw alreadyClaimed();
    }
    await this.rewards.check(merchant, session.memberId, row);
    const claimed = await this.promotions.transaction(async (trx) => {
      const made = await this.promotions.claim(
        merchant.code,
        session.memberId,
        row.id,
        kind,
        now,
        trx,
      );
      if (!made) return undefined;
      return { made, outcome: await this.rewards.pay(trx, merchant, session.memberId, row, now) };
    });
    if (!claimed) {
      // A concurrent twin claimed first, or the promotion ended between the reads.
      if (await this.promotions.claimedAt(merchant.code, session.memberId, row.id)) {
        throw alreadyClaimed();
      }
      throw expired();
    }
    return {
      promotionId: row.id,
      claimedAt: claimed.made.toISOString(),
      outcome: claimed.outcome,
    };
  }

  /** APP_DOWNLOAD and REFERRAL: enabled while one runs; all off without the REWCEN3 flag. */
  async available(merchant: MerchantConfig) {
    const on = merchant.flags.REWCEN3 === true;
    const rows = on ? await this.promotions.current(merchant.code, this.now()) : [];
    const count = (kind: string) => rows.filter((row) => row.available_kind === kind).length;
    const entry = (kind: string) => ({ enabled: count(kind) > 0, count: count(kind) });
    return { APP_DOWNLOAD: entry('APP_DOWNLOAD'), REFERRAL: entry('REFERRAL') };
  }

  async announcements(
    merchant: MerchantConfig,
    languages: Languages,
    query: { types: string; platform: string; category?: string },
  ) {
    const types = query.types
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    const rows = await this.promotions.announcements(merchant.code, this.now(), {
      types,
      platform: query.platform,
      category: query.category,
    });
    return { announcements: rows.map((row) => presentAnnouncement(row, languages)) };
  }

  async vipLevels(merchant: MerchantConfig, languages: Languages) {
    const rows = await this.promotions.vipLevels(merchant.code);
    return {
      levels: rows.map((row) => presentVipLevel(row, languages)),
      currency: presentCurrency(merchant),
    };
  }

  async rankProgress(merchant: MerchantConfig, session: SessionContext) {
    return presentRankProgress(await this.vipClub.rankProgress(merchant.code, session.memberId));
  }

  async clubLabel(merchant: MerchantConfig, memberId: number, languages: Languages) {
    return presentClubLabel(await this.promotions.clubLabel(merchant.code, memberId), languages);
  }
}
