import { randomInt } from 'node:crypto';
import {
  normalizeReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
} from '@lobby/contract';
import type { ReferralRepository } from './referral-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
import { REFERRAL_VISITS } from './referral-limits.js';

function newCode(): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** Members' referral codes, the phones their links bring and the registrations credited to them. */
export class ReferralService {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly limiter: AttemptLimiter,
    private readonly now: () => Date,
  ) {}

  /** The member's code, made on first need (a draw that collides with another's is drawn again). */
  async codeOf(merchant: MerchantConfig, memberId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const existing = await this.referrals.codeOf(merchant.code, memberId);
      if (existing) return existing;
      await this.referrals.addCode(merchant.code, memberId, newCode());
    }
    const code = await this.referrals.codeOf(merchant.code, memberId);
    if (!code) throw new Error('no free referral code was drawn in 5 attempts');
    return code;
  }

  async info(merchant: MerchantConfig, memberId: number) {
    const referralCode = await this.codeOf(merchant, memberId);
    return { referralCode, ...(await this.referrals.counts(merchant.code, memberId)) };
  }

  /**
   * Counts a phone that opened a link; false for a code the merchant does not know, and past the
   * visits one address or network may count.
   */
  async visit(
    merchant: MerchantConfig,
    code: string,
    visitorId: string,
    client: { ip: string },
  ): Promise<boolean> {
    const normalized = normalizeReferralCode(code);
    const referrer = normalized && (await this.referrals.referrerOf(merchant.code, normalized));
    if (!referrer) return false;
    const source = { merchantCode: merchant.code, ip: client.ip };
    if (!(await this.limiter.admits(REFERRAL_VISITS, source))) return false;
    await this.referrals.addVisit(merchant.code, referrer, visitorId, this.now());
    return true;
  }

  /**
   * Credits a registration that carried a referral code (SPEC section 2) to its referrer: once,
   * never to the new member, only within the merchant. An unknown code credits nobody.
   */
  async credit(
    merchant: MerchantConfig,
    memberId: number,
    code: string | undefined,
    deviceId: string | undefined,
  ): Promise<number | undefined> {
    const normalized = normalizeReferralCode(code);
    if (!normalized) return undefined;
    return this.referrals.credit(
      merchant.code,
      memberId,
      normalized,
      deviceId || `member:${memberId}`,
      this.now(),
    );
  }
}
