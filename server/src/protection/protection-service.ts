import {
  ageOn,
  ERROR_CODES,
  type LimitKind,
  type LimitPeriod,
  type ProtectionStatus,
  type RegisterSettings,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { todayIn } from '../core/time/day-range.js';
import { periodWindow } from '../core/time/periods.js';
import type { AccountProtection, RegistrationConsent } from '../accounts/index.js';
import type { SessionContext } from '../core/http/request-identity.js';
import { changedLimit, LIMIT_SLOTS, rowOf, valueInForce, waiting } from './limits.js';
import { breakRefusal } from './protection-errors.js';
import type { ProtectionRecord, ProtectionRepository } from './protection-repository.js';

export interface ProtectionDependencies {
  repository: ProtectionRepository;
  now: () => Date;
}

/** True when the member accepted the merchant's current terms and privacy versions. */
export function termsCurrent(merchant: MerchantConfig, record: ProtectionRecord | undefined) {
  return (
    record?.termsVersion === merchant.protection.termsVersion &&
    record.privacyVersion === merchant.protection.privacyVersion
  );
}

/**
 * Player protection as the member sees it: age and terms at registration, the sign-in gate of a
 * time-out or self-exclusion, limits, reality checks and new terms. Every change is audited.
 */
export class ProtectionService implements AccountProtection {
  private readonly repository: ProtectionRepository;
  private readonly now: () => Date;

  constructor(deps: ProtectionDependencies) {
    this.repository = deps.repository;
    this.now = deps.now;
  }

  registrationTerms(merchant: MerchantConfig): RegisterSettings['protection'] {
    const { minimumAge, termsVersion, privacyVersion, termsUrl, privacyUrl } = merchant.protection;
    return {
      minimumAge,
      termsVersion,
      privacyVersion,
      termsUrl: termsUrl ?? null,
      privacyUrl: privacyUrl ?? null,
    };
  }

  /** Refuses a registration without a date of birth, under age, or without the terms accepted. */
  checkRegistration(merchant: MerchantConfig, consent: RegistrationConsent): void {
    if (!consent.birthDate) {
      throw new AppError(
        400,
        ERROR_CODES.birthDateRequired,
        'body.birthDate: your date of birth is required',
      );
    }
    const minimumAge = merchant.protection.minimumAge;
    if (ageOn(consent.birthDate, todayIn(merchant.timeZone, this.now())) < minimumAge) {
      throw new AppError(
        400,
        ERROR_CODES.underAge,
        `You must be at least ${minimumAge} years old to register`,
      );
    }
    if (consent.acceptTerms !== true) {
      throw new AppError(
        400,
        ERROR_CODES.termsNotAccepted,
        'body.acceptTerms: please accept the terms and privacy policy',
      );
    }
  }

  /** Records a new member's date of birth and the versions they accepted, and when. */
  async recordRegistration(
    merchant: MerchantConfig,
    memberId: number,
    birthDate: string,
  ): Promise<void> {
    const at = this.now();
    const versions = {
      termsVersion: merchant.protection.termsVersion,
      privacyVersion: merchant.protection.privacyVersion,
    };
    await this.repository.insertRegistration({
      merchantCode: merchant.code,
      memberId,
      birthDate,
      ...versions,
      at,
    });
    await this.audit(merchant.code, memberId, 'registered', { birthDate, ...versions });
  }

  /** Refuses a sign-in (any way) during a time-out or self-exclusion, naming when it ends. */
  async assertMaySignIn(merchantCode: string, memberId: number): Promise<void> {
    const refusal = breakRefusal(await this.repository.record(merchantCode, memberId), this.now());
    if (refusal) throw refusal;
  }

  async status(merchant: MerchantConfig, session: SessionContext): Promise<ProtectionStatus> {
    const { merchantCode, memberId } = session;
    const now = this.now();
    const [record, rows] = await Promise.all([
      this.repository.record(merchantCode, memberId),
      this.repository.limits(merchantCode, memberId),
    ]);
    const limits = await Promise.all(
      LIMIT_SLOTS.map(async ({ kind, period }) => {
        const row = rowOf(rows, kind, period);
        const pending = waiting(row, now);
        const window = periodWindow(period, now, merchant.timeZone);
        return {
          kind,
          period,
          value: valueInForce(row, now),
          pending: pending
            ? { value: pending.value, effectiveAt: pending.effectiveAt.toISOString() }
            : null,
          used: await this.used(merchantCode, memberId, kind, window, now),
          resetsAt: window.end.toISOString(),
        };
      }),
    );
    const { realityCheck, termsUrl, privacyUrl, termsVersion, privacyVersion } =
      merchant.protection;
    return {
      limits,
      realityCheck: {
        minutes: record?.realityCheckMinutes ?? realityCheck.defaultMinutes,
        defaultMinutes: realityCheck.defaultMinutes,
        minimumMinutes: realityCheck.minimumMinutes,
      },
      terms: {
        termsVersion,
        privacyVersion,
        termsUrl: termsUrl ?? null,
        privacyUrl: privacyUrl ?? null,
        accepted: termsCurrent(merchant, record),
      },
    };
  }

  /**
   * Sets one limit: tighter at once, looser after the delay. The row is locked while it changes,
   * so a deposit or bet judged meanwhile sees the limit before or after, never half of it.
   */
  async setLimit(
    merchant: MerchantConfig,
    session: SessionContext,
    change: { kind: LimitKind; period: LimitPeriod; value: number | null },
  ): Promise<ProtectionStatus> {
    const { merchantCode, memberId } = session;
    const now = this.now();
    await this.repository.transaction(async (trx) => {
      const rows = await this.repository.lockLimits(trx, merchantCode, memberId, [change.kind]);
      const before = rowOf(rows, change.kind, change.period);
      const after = changedLimit(change, before, change.value, now);
      await this.repository.saveLimit(trx, merchantCode, memberId, after, now);
      await this.audit(
        merchantCode,
        memberId,
        'limit',
        {
          kind: change.kind,
          period: change.period,
          from: valueInForce(before, now),
          asked: change.value,
          effectiveAt: (after.pending ? after.pendingAt! : now).toISOString(),
        },
        trx,
      );
    });
    return this.status(merchant, session);
  }

  async setRealityCheck(
    merchant: MerchantConfig,
    session: SessionContext,
    minutes: number,
  ): Promise<ProtectionStatus> {
    const minimum = merchant.protection.realityCheck.minimumMinutes;
    if (minutes < minimum) {
      throw new AppError(
        400,
        ERROR_CODES.realityCheckTooShort,
        `body.minutes: a reality check comes at least every ${minimum} minutes here`,
      );
    }
    await this.repository.transaction(async (trx) => {
      await this.repository.setRealityCheck(session.merchantCode, session.memberId, minutes, trx);
      await this.audit(session.merchantCode, session.memberId, 'realityCheck', { minutes }, trx);
    });
    return this.status(merchant, session);
  }

  async acceptTerms(
    merchant: MerchantConfig,
    session: SessionContext,
    versions: { termsVersion: string; privacyVersion: string },
  ): Promise<ProtectionStatus> {
    if (
      versions.termsVersion !== merchant.protection.termsVersion ||
      versions.privacyVersion !== merchant.protection.privacyVersion
    ) {
      throw new AppError(
        409,
        ERROR_CODES.termsVersionStale,
        'The terms changed meanwhile: please read the current ones',
      );
    }
    await this.repository.transaction(async (trx) => {
      await this.repository.acceptTerms(
        session.merchantCode,
        session.memberId,
        versions,
        this.now(),
        trx,
      );
      await this.audit(session.merchantCode, session.memberId, 'terms', versions, trx);
    });
    return this.status(merchant, session);
  }

  /** The member's protection audit trail, oldest first. */
  auditOf(merchantCode: string, memberId: number) {
    return this.repository.auditOf(merchantCode, memberId);
  }

  private async used(
    merchantCode: string,
    memberId: number,
    kind: LimitKind,
    window: { start: Date; end: Date },
    now: Date,
  ): Promise<number> {
    if (kind === 'deposit') {
      return this.repository.depositedSince(merchantCode, memberId, window.start);
    }
    if (kind === 'loss') {
      const { net } = await this.repository.playSince(merchantCode, memberId, window.start);
      return Math.max(0, -net);
    }
    return Math.floor(
      (await this.repository.playedMs(merchantCode, memberId, window, now)) / 60_000,
    );
  }

  private audit(
    merchantCode: string,
    memberId: number,
    action: string,
    details: Record<string, unknown>,
    executor?: Parameters<ProtectionRepository['audit']>[1],
  ) {
    return this.repository.audit(
      { merchantCode, memberId, action, details, at: this.now() },
      executor,
    );
  }
}
