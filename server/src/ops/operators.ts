import { randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  OPERATOR_IDLE_MINUTES,
  OPERATOR_SESSION_HOURS,
  OPERATOR_SIGN_IN_STEP_MINUTES,
  type OperatorSignInStage,
} from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../core/audit/audit-log.js';
import type { Database } from '../core/db/schema.js';
import type { OperatorContext } from '../core/http/request-identity.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { AppError } from '../core/errors.js';
import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
import { OPERATOR_SIGN_IN } from './ops-limits.js';
import { hashPassword, verifyDummy, verifyPassword } from '../core/crypto/password-hashing.js';
import { hashToken } from '../core/crypto/token-hash.js';
import type { TotpSecrets } from '../core/crypto/totp-secrets.js';
import { assertNewPasswordAllowed } from '../accounts/index.js';
import type { OperatorRepository } from './operator-repository.js';
import type {
  OperatorSessionRepository,
  OperatorSessionRow,
} from './operator-session-repository.js';

export type { OperatorContext };

const MINUTE = 60_000;
/** A session's last use is written at most this often (idle expiry needs no finer grain). */
const TOUCH_EVERY_MS = MINUTE;
/** Authenticator codes one pending sign-in may try (each stage's own); then it is over. */
export const OPERATOR_CODE_TRIES = 5;

/** A stage done: the stage next, and the session's new token (each step rotates it). */
export interface OperatorStep {
  stage: OperatorSignInStage;
  token: string;
  expiresAt: Date;
}

const newToken = () => randomBytes(32).toString('base64url');

const credErr = () =>
  new AppError(401, ERROR_CODES.operatorCredErr, 'The operator name or password is wrong');
const stepInvalid = () =>
  new AppError(
    401,
    ERROR_CODES.operatorStepInvalid,
    'This sign-in has expired; please start again',
  );
const codeErr = () =>
  new AppError(401, ERROR_CODES.operatorCodeErr, 'The authenticator code is wrong or used');

/** What a sign-in asks next once a stage is done, from the operator as it stands. */
export function nextStage(
  operator: { paired: boolean; must_change_password: boolean },
  done: 'password' | 'totp' | 'newPassword' | 'pair',
): OperatorSignInStage {
  switch (done) {
    case 'password':
      if (operator.paired) return 'totp';
      return operator.must_change_password ? 'password' : 'pair';
    case 'totp':
      return operator.must_change_password ? 'password' : 'active';
    case 'newPassword':
      return operator.paired ? 'active' : 'pair';
    case 'pair':
      return 'active';
  }
}

export interface OperatorAuthDependencies {
  db: Kysely<Database>;
  operators: OperatorRepository;
  sessions: OperatorSessionRepository;
  totp: TotpSecrets;
  limiter: AttemptLimiter;
  audit: AuditLog;
  now: () => Date;
}

/**
 * Operator sign-in: name and password (argon2id; an unknown name spends the same time), then a
 * code of the paired authenticator; at first sign-in the one-time password is replaced and an
 * authenticator paired before any page opens. The session is an opaque random token kept hashed,
 * revocable, with idle and absolute expiry; tries are limited per address and per name. Every
 * sign-in, failure, password change, pairing and sign-out is audited.
 */
export class OperatorAuth {
  constructor(private readonly deps: OperatorAuthDependencies) {}

  private get now() {
    return this.deps.now();
  }

  /** Checks the name and password; answers the new sign-in's token and its next stage. */
  async signIn(
    merchant: MerchantConfig,
    credentials: { username: string; password: string },
    ip: string,
  ): Promise<{ token: string; stage: OperatorSignInStage; expiresAt: Date }> {
    const { operators, sessions, limiter } = this.deps;
    const tries = await limiter.reserve(OPERATOR_SIGN_IN, {
      merchantCode: merchant.code,
      ip,
      username: credentials.username,
    });
    const operator = await operators.forSignIn(merchant.code, credentials.username);
    const usable = operator && !operator.disabled_at;
    const good = usable
      ? await verifyPassword(operator.password_hash, credentials.password)
      : await verifyDummy(credentials.password);
    if (!good || !operator) {
      await this.auditFailure(merchant.code, credentials.username, ip, 'password');
      throw credErr();
    }
    await tries.giveBack();
    const stage = nextStage(operator, 'password');
    const token = newToken();
    const expiresAt = new Date(this.now.getTime() + OPERATOR_SIGN_IN_STEP_MINUTES * MINUTE);
    await sessions.insert({
      tokenHash: hashToken(token),
      merchantCode: operator.merchant_code,
      operatorId: operator.id,
      stage,
      createdAt: this.now,
      expiresAt,
    });
    return { token, stage, expiresAt };
  }

  /** The second step: a code of the paired authenticator, each code once. */
  async code(
    merchant: MerchantConfig,
    token: string,
    code: string,
    ip: string,
  ): Promise<OperatorStep> {
    const { session, tokenHash } = await this.pending(merchant.code, token, 'totp');
    const tries = await this.deps.limiter.reserve(OPERATOR_SIGN_IN, {
      merchantCode: merchant.code,
      ip,
      username: session.username,
    });
    await this.takeCodeTry(tokenHash);
    const operator = await this.deps.operators.credentials(session.operator_id);
    const sealed = operator?.totp_secret_sealed;
    const step = sealed ? await this.deps.totp.stepOf(sealed, code) : undefined;
    const taken =
      step !== undefined && (await this.deps.operators.takeStep(session.operator_id, step));
    if (!operator || !taken) {
      await this.auditFailure(merchant.code, session.username, ip, 'code');
      throw codeErr();
    }
    await tries.giveBack();
    return this.advance(merchant.code, tokenHash, session, 'totp', nextStage(operator, 'totp'), ip);
  }

  /** First sign-in: the operator's own password in place of the one-time one. */
  async newPassword(
    merchant: MerchantConfig,
    token: string,
    password: string,
    ip: string,
  ): Promise<OperatorStep> {
    const { session, tokenHash } = await this.pending(merchant.code, token, 'password');
    const operator = await this.deps.operators.credentials(session.operator_id);
    if (!operator) throw stepInvalid();
    assertNewPasswordAllowed(password, { username: operator.username, merchant }, 'password');
    if (await verifyPassword(operator.password_hash, password)) {
      throw new AppError(200, ERROR_CODES.passwordSame, 'Choose a new password');
    }
    const passwordHash = await hashPassword(password);
    const updated = await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.deps.operators.update(trx, operator.id, {
        passwordHash,
        mustChangePassword: false,
      });
      await this.deps.audit.append(
        this.actor(merchant.code, session, ip),
        { action: 'operator.password.change', targetType: 'operator', targetId: operator.id },
        trx,
      );
      return row;
    });
    const stage = nextStage(updated, 'newPassword');
    return this.advance(merchant.code, tokenHash, session, 'password', stage, ip);
  }

  /** First sign-in or after a reset: a new authenticator secret offered for pairing. */
  async pairing(merchant: MerchantConfig, token: string) {
    const { session, tokenHash } = await this.pending(merchant.code, token, 'pair');
    const offer = this.deps.totp.create(`${merchant.name} console`, session.username);
    await this.deps.sessions.setPairingSecret(tokenHash, await this.deps.totp.seal(offer.secret));
    return offer;
  }

  /** Pairs the offered secret with its first code and finishes the sign-in. */
  async pair(
    merchant: MerchantConfig,
    token: string,
    code: string,
    ip: string,
  ): Promise<OperatorStep> {
    const { session, tokenHash } = await this.pending(merchant.code, token, 'pair');
    const sealed = session.pairing_secret_sealed;
    if (!sealed) throw stepInvalid();
    const tries = await this.deps.limiter.reserve(OPERATOR_SIGN_IN, {
      merchantCode: merchant.code,
      ip,
      username: session.username,
    });
    await this.takeCodeTry(tokenHash);
    const step = await this.deps.totp.stepOf(sealed, code);
    if (step === undefined) {
      await this.auditFailure(merchant.code, session.username, ip, 'pairing');
      throw codeErr();
    }
    await tries.giveBack();
    await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.operators.update(trx, session.operator_id, {
        totpSecretSealed: sealed,
        totpLastStep: step,
      });
      await this.deps.audit.append(
        this.actor(merchant.code, session, ip),
        { action: 'operator.2fa.pair', targetType: 'operator', targetId: session.operator_id },
        trx,
      );
    });
    return this.advance(merchant.code, tokenHash, session, 'pair', 'active', ip);
  }

  /** The signed-in operator a session cookie names on this merchant, or null. */
  async authenticate(merchantCode: string, token: string): Promise<OperatorContext | null> {
    const tokenHash = hashToken(token);
    const session = await this.live(merchantCode, tokenHash);
    if (!session || session.stage !== 'active') return null;
    if (this.now.getTime() - session.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      await this.deps.sessions.touch(tokenHash, this.now);
    }
    return {
      id: session.operator_id,
      username: session.username,
      merchantCode,
      role: session.role,
      superOperator: session.merchant_code === null,
      tokenHash,
    };
  }

  /** The merchants the operator may act on: every one for a super-operator. */
  async merchantsOf(operator: OperatorContext): Promise<string[]> {
    return operator.superOperator ? this.deps.operators.merchantCodes() : [operator.merchantCode];
  }

  async signOut(operator: OperatorContext, ip: string): Promise<void> {
    await this.deps.sessions.end(operator.tokenHash, this.now);
    await this.deps.audit.append(
      {
        merchantCode: operator.merchantCode,
        operatorId: operator.id,
        operatorName: operator.username,
        ip,
      },
      { action: 'operator.sign-out', targetType: 'operator', targetId: operator.id },
    );
  }

  private live(merchantCode: string, tokenHash: string) {
    const idleSince = new Date(this.now.getTime() - OPERATOR_IDLE_MINUTES * MINUTE);
    return this.deps.sessions.findLive(merchantCode, tokenHash, this.now, idleSince);
  }

  /** The sign-in of this cookie waiting at this stage, or operator.step.invalid. */
  private async pending(
    merchantCode: string,
    token: string | undefined,
    stage: OperatorSignInStage,
  ) {
    if (!token || token.length > 128) throw stepInvalid();
    const tokenHash = hashToken(token);
    const session = await this.live(merchantCode, tokenHash);
    if (!session || session.stage !== stage) throw stepInvalid();
    return { session, tokenHash };
  }

  /** Spends one code try of the pending sign-in; past the last one the sign-in is over. */
  private async takeCodeTry(tokenHash: string): Promise<void> {
    if (await this.deps.sessions.takeCodeTry(tokenHash, OPERATOR_CODE_TRIES)) return;
    await this.deps.sessions.end(tokenHash, this.now);
    throw stepInvalid();
  }

  /**
   * Moves the sign-in on under a new token (the one before the step opens nothing after it); on
   * reaching 'active' the session gets its full life and is audited.
   */
  private async advance(
    merchantCode: string,
    tokenHash: string,
    session: OperatorSessionRow,
    from: OperatorSignInStage,
    to: OperatorSignInStage,
    ip: string,
  ): Promise<OperatorStep> {
    const minutes = to === 'active' ? OPERATOR_SESSION_HOURS * 60 : OPERATOR_SIGN_IN_STEP_MINUTES;
    const expiresAt = new Date(this.now.getTime() + minutes * MINUTE);
    const token = newToken();
    const moved = await this.deps.db.transaction().execute(async (trx) => {
      const done = await this.deps.sessions.advance(
        tokenHash,
        hashToken(token),
        from,
        to,
        this.now,
        expiresAt,
        trx,
      );
      if (done && to === 'active') {
        await this.deps.audit.append(
          this.actor(merchantCode, session, ip),
          { action: 'operator.sign-in', targetType: 'operator', targetId: session.operator_id },
          trx,
        );
      }
      return done;
    });
    if (!moved) throw stepInvalid();
    return { stage: to, token, expiresAt };
  }

  private actor(merchantCode: string, session: OperatorSessionRow, ip: string) {
    return { merchantCode, operatorId: session.operator_id, operatorName: session.username, ip };
  }

  /** A failed try, the same entry whether or not the name exists. */
  private async auditFailure(merchantCode: string, username: string, ip: string, step: string) {
    await this.deps.audit.append(
      { merchantCode, operatorId: null, operatorName: username.slice(0, 64), ip },
      { action: 'operator.sign-in.failed', after: { step } },
    );
  }
}
