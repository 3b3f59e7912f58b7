import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_PATTERN, TWO_FACTOR_RULES } from '@lobby/contract';
import type { ServerSecretRepository } from '../core/db/server-secret-repository.js';
import type { TwoFactorRepository } from './two-factor-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { TotpSecrets } from '../core/crypto/totp-secrets.js';
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function recoveryCode(): string {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return `${part()}-${part()}`;
}

export interface AuthenticatorDependencies {
  repository: TwoFactorRepository;
  /** Holds the key that seals authenticator secrets. */
  secrets: ServerSecretRepository;
  now: () => Date;
}

/**
 * The authenticator second factor (TOTP, RFC 6238, through otplib) and its recovery codes. The
 * secret is sealed with AES-256-GCM under a server secret; each code works once (its time step
 * is taken atomically); recovery codes are kept as hashes and work once. SecondFactorService
 * (second-factor.ts) is the one service over it and the texted and emailed factors.
 */
export class Authenticator {
  private readonly repository: TwoFactorRepository;
  private readonly totp: TotpSecrets;
  private readonly now: () => Date;

  constructor(deps: AuthenticatorDependencies) {
    this.repository = deps.repository;
    this.totp = new TotpSecrets(deps.secrets, deps.now);
    this.now = deps.now;
  }

  async enabled(merchantCode: string, memberId: number): Promise<boolean> {
    return !!(await this.repository.totp(merchantCode, memberId))?.enabled_at;
  }

  async status(merchantCode: string, memberId: number) {
    return {
      ga: await this.enabled(merchantCode, memberId),
      recoveryCodesLeft: await this.repository.recoveryCodesLeft(merchantCode, memberId),
    };
  }

  /** A new secret waiting for its first code; answers undefined while one is already on. */
  async setup(
    merchant: MerchantConfig,
    member: { id: number; username: string },
  ): Promise<{ secret: string; otpauthUri: string } | undefined> {
    const { secret, otpauthUri } = this.totp.create(merchant.name, member.username);
    const stored = await this.repository.putPending(
      merchant.code,
      member.id,
      await this.totp.seal(secret),
    );
    if (!stored) return undefined;
    return { secret, otpauthUri };
  }

  /** Turns the pending secret on with its first code; answers the recovery codes, or undefined. */
  async confirm(
    merchantCode: string,
    memberId: number,
    code: string,
  ): Promise<string[] | undefined> {
    const row = await this.repository.totp(merchantCode, memberId);
    if (!row || row.enabled_at) return undefined;
    const step = await this.stepOf(row.secret_sealed, code);
    if (step === undefined) return undefined;
    if (!(await this.repository.takeStep(merchantCode, memberId, step, { at: this.now() }))) {
      return undefined;
    }
    const codes = Array.from({ length: TWO_FACTOR_RULES.recoveryCodes }, recoveryCode);
    await this.repository.putRecoveryCodes(
      merchantCode,
      memberId,
      codes.map((value) => this.recoveryHash(merchantCode, memberId, value)),
    );
    return codes;
  }

  async disable(merchantCode: string, memberId: number): Promise<void> {
    await this.repository.remove(merchantCode, memberId);
  }

  /** True once for a right authenticator code (of a step not used yet) or an unused recovery code. */
  async check(merchantCode: string, memberId: number, code: string): Promise<boolean> {
    const given = code.trim().toLowerCase();
    if (RECOVERY_CODE_PATTERN.test(given)) {
      const hash = this.recoveryHash(merchantCode, memberId, given);
      return this.repository.useRecoveryCode(merchantCode, memberId, hash, this.now());
    }
    const row = await this.repository.totp(merchantCode, memberId);
    if (!row?.enabled_at) return false;
    const step = await this.stepOf(row.secret_sealed, given);
    if (step === undefined) return false;
    return this.repository.takeStep(merchantCode, memberId, step, undefined);
  }

  private stepOf(sealed: string, code: string): Promise<number | undefined> {
    return this.totp.stepOf(sealed, code);
  }

  private recoveryHash(merchantCode: string, memberId: number, code: string): string {
    return createHash('sha256').update(`${merchantCode}\n${memberId}\n${code}`).digest('hex');
  }
}
