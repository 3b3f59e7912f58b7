import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import {
  ACCOUNT_LIMITS,
  accountTries,
  CODES_SENT,
  FAILED_SIGN_INS,
  ownConfirmations,
  PASSKEY_CHALLENGES,
  REGISTRATIONS,
  secondFactorTries,
  SIGN_IN_TRIES,
  USERNAME_CHECKS,
} from './accounts-limits.js';

/**
 * The accounts area's limits on the generic limiter: sign-in tries per source and network, the
 * account lockout (tries reserved before a password is judged, refunds, clearing on success),
 * second-factor tries, a session's own confirmations, the failure wave's delay, registrations
 * and codes sent. Over a limit the error code starts TOO_MANY_REQUEST.
 */
export class AccountLimiter {
  constructor(private readonly limiter: AttemptLimiter) {}

  /** Counts one sign-in try against its source and its network. */
  async loginSource(merchantCode: string, ip: string): Promise<void> {
    await this.limiter.reserve(SIGN_IN_TRIES, { merchantCode, ip });
  }

  /** Counts one passkey challenge against its source and its network (not a sign-in try). */
  async passkeyChallenge(merchantCode: string, ip: string): Promise<void> {
    await this.limiter.reserve(PASSKEY_CHALLENGES, { merchantCode, ip });
  }

  /** A username check spends the same allowance as a sign-in try, so it cannot probe names faster. */
  async usernameCheck(merchantCode: string, ip: string): Promise<void> {
    await this.limiter.reserve(USERNAME_CHECKS, { merchantCode, ip });
  }

  /**
   * Reserves one of the account's tries before its password is judged; false once the account
   * is locked (lockoutFailures tries in its lock window). A success clears the tries.
   */
  reserveAccountTry(merchant: MerchantConfig, username: string): Promise<boolean> {
    return this.limiter.admits(accountTries(merchant), { merchantCode: merchant.code, username });
  }

  /**
   * Reserves one of the session's own confirmations (the password or a sent code asked again
   * before a time-out, a payout account, a second factor, a passkey) before it is judged: as many
   * per session as the account's lockout allows (lockoutFailures per lockoutMinutes), but its
   * own, so strangers' sign-ins never spend them. TOO_MANY_REQUEST_LOGIN past them; a right one
   * is given back.
   */
  async ownConfirmation(
    merchant: MerchantConfig,
    sessionId: string,
  ): Promise<{ succeeded(): Promise<void> }> {
    const parts = { merchantCode: merchant.code, sessionId };
    const reservation = await this.limiter.reserve(ownConfirmations(merchant), parts);
    return { succeeded: () => reservation.giveBack() };
  }

  /** Counts one second-factor code of the account; answers how many were tried in its window. */
  reserveSecondFactorTry(merchant: MerchantConfig, username: string): Promise<number> {
    return this.limiter.count(secondFactorTries(merchant), {
      merchantCode: merchant.code,
      username,
    });
  }

  secondFactorSucceeded(merchant: MerchantConfig, username: string): Promise<void> {
    return this.limiter.clear(secondFactorTries(merchant), {
      merchantCode: merchant.code,
      username,
    });
  }

  /** Gives back a reserved try that turned out right but must not clear earlier failures. */
  refundAccountTry(merchant: MerchantConfig, username: string): Promise<void> {
    return this.limiter.refund(accountTries(merchant), { merchantCode: merchant.code, username });
  }

  loginSucceeded(merchant: MerchantConfig, username: string): Promise<void> {
    return this.limiter.clear(accountTries(merchant), { merchantCode: merchant.code, username });
  }

  /** Counts a failed sign-in on the merchant; answers how long to hold its answer (0 outside a wave). */
  async failureDelayMs(merchantCode: string): Promise<number> {
    const calm = await this.limiter.admits(FAILED_SIGN_INS, { merchantCode });
    return calm ? 0 : ACCOUNT_LIMITS.failureWave.delayMs;
  }

  async registration(
    merchantCode: string,
    client: { ip: string; deviceId: string | undefined },
  ): Promise<void> {
    const { ip, deviceId } = client;
    await this.limiter.reserve(REGISTRATIONS, { merchantCode, ip, deviceId });
  }

  /** Counts one code sent (SMS or email) against its address and its network. */
  async codeSource(merchantCode: string, ip: string): Promise<void> {
    await this.limiter.reserve(CODES_SENT, { merchantCode, ip });
  }
}
