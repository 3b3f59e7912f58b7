import { randomBytes } from 'node:crypto';
import { ERROR_CODES, OPERATOR_SESSION_HOURS, type OperatorValue } from '@lobby/contract';
import type { OperatorContext } from '../core/http/request-identity.js';
import { operatorVariable, type OperatorAccounts } from '../core/config/config-operators.js';
import type { OperatorSessionRepository } from './operator-session-repository.js';
import { AppError } from '../core/errors.js';
import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
import { verifyDummy, verifyPassword, hashToken } from '../accounts/index.js';

const credErr = () =>
  new AppError(401, ERROR_CODES.operatorCredErr, 'The operator name or password is wrong');

export type { OperatorContext };

/** The one operator a merchant's environment names (OPERATOR_<CODE>) runs the merchant. */
const ENV_OPERATOR_ROLE = 'admin';

/**
 * Operator sign-in for the /ops/ pages: each merchant's operator comes from the environment
 * (OPERATOR_<CODE>, an argon2id hash); sessions are random tokens kept hashed in the database, so
 * every instance knows them. Tries are limited per address and per name before any hash work.
 */
export class OperatorAuth {
  private readonly accounts: OperatorAccounts;
  private readonly sessions: OperatorSessionRepository;
  private readonly limiter: AttemptLimiter;
  private readonly now: () => Date;

  constructor(deps: {
    accounts: OperatorAccounts;
    sessions: OperatorSessionRepository;
    limiter: AttemptLimiter;
    now: () => Date;
  }) {
    this.accounts = deps.accounts;
    this.sessions = deps.sessions;
    this.limiter = deps.limiter;
    this.now = deps.now;
  }

  /** Checks the name and password; answers the new session's token and who signed in. */
  async signIn(
    merchantCode: string,
    credentials: { username: string; password: string },
    ip: string,
  ): Promise<{ token: string; operator: OperatorValue; expiresAt: Date }> {
    const tries = await this.limiter.operatorLogin(merchantCode, ip, credentials.username);
    const account = this.accounts[operatorVariable(merchantCode)];
    const known = account?.username === credentials.username;
    const good = known
      ? await verifyPassword(account.passwordHash, credentials.password)
      : await verifyDummy(credentials.password);
    if (!good) throw credErr();
    await tries.succeeded();
    const token = randomBytes(32).toString('base64url');
    const createdAt = this.now();
    const expiresAt = new Date(createdAt.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
    await this.sessions.insert({
      tokenHash: hashToken(token),
      merchantCode,
      username: credentials.username,
      createdAt,
      expiresAt,
    });
    return {
      token,
      operator: { username: credentials.username, merchantCode, role: ENV_OPERATOR_ROLE },
      expiresAt,
    };
  }

  /** The operator a session cookie names on this merchant, or null. */
  async authenticate(merchantCode: string, token: string): Promise<OperatorContext | null> {
    const tokenHash = hashToken(token);
    const row = await this.sessions.findLive(merchantCode, tokenHash, this.now());
    // An operator taken out of the environment (or renamed) is signed out at once.
    const current = this.accounts[operatorVariable(merchantCode)]?.username;
    return row && row.username === current
      ? {
          id: null,
          username: row.username,
          merchantCode: row.merchant_code,
          role: ENV_OPERATOR_ROLE,
          tokenHash,
        }
      : null;
  }

  async signOut(operator: OperatorContext): Promise<void> {
    await this.sessions.end(operator.merchantCode, operator.tokenHash, this.now());
  }
}
