import { randomBytes } from 'node:crypto';
import { ERROR_CODES, type OperatorRole } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { AuditActor } from '../core/audit/audit-log.js';
import type { Database } from '../core/db/schema.js';
import { AppError } from '../core/errors.js';
import { hashPassword, TotpSecrets } from '../accounts/index.js';
import { AuditLog } from '../core/audit/audit-log.js';
import { ServerSecretRepository } from '../core/db/server-secret-repository.js';
import { OperatorRepository } from './operator-repository.js';
import { OperatorSessionRepository } from './operator-session-repository.js';
import type { OperatorRecord } from './operator-repository.js';
import { presentOperatorAudit } from './operator-presenter.js';

const notFound = () =>
  new AppError(404, ERROR_CODES.operatorNotFound, 'No operator of this merchant has this id');
const exists = () =>
  new AppError(409, ERROR_CODES.operatorExists, 'An operator with this name exists');
const self = () =>
  new AppError(409, ERROR_CODES.operatorSelf, 'You cannot do this to your own account');

/** A one-time password: 96 random bits, 16 characters. */
export function oneTimePassword(): string {
  return randomBytes(12).toString('base64url');
}

export interface OperatorAccountsDependencies {
  db: Kysely<Database>;
  operators: OperatorRepository;
  sessions: OperatorSessionRepository;
  audit: AuditLog;
  totp: TotpSecrets;
  now: () => Date;
}

/** Who acts on which operator: the actor's row id (never itself), or null from a command line. */
export interface OperatorChangeBy {
  actor: AuditActor;
  selfId: number | null;
}

/**
 * Adding operators and changing them (role, disable, authenticator reset), from the console or
 * the command line; each change ends the operator's sessions where it matters and is audited
 * with the state before and after, in the change's own transaction.
 */
export class OperatorAccounts {
  constructor(private readonly deps: OperatorAccountsDependencies) {}

  list(merchantCode: string | null): Promise<OperatorRecord[]> {
    return this.deps.operators.list(merchantCode);
  }

  /**
   * Adds an operator of the merchant (null: a super-operator) with a role. Without a password
   * it makes a one-time password to be changed (and an authenticator paired) at first sign-in.
   */
  async add(
    actor: AuditActor,
    target: { merchantCode: string | null; username: string; role: OperatorRole },
    password?: string,
  ): Promise<{ operator: OperatorRecord; oneTimePassword: string | undefined }> {
    const generated = password === undefined ? oneTimePassword() : undefined;
    const passwordHash = await hashPassword(password ?? generated!);
    const operator = await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.deps.operators.insert(
        {
          merchantCode: target.merchantCode,
          username: target.username,
          passwordHash,
          role: target.role,
          // A one-time password is replaced at first sign-in; one given is the operator's own.
          mustChangePassword: password === undefined,
          createdAt: this.deps.now(),
          createdBy: actor.operatorName,
        },
        trx,
      );
      if (!row) throw exists();
      await this.deps.audit.append(
        actor,
        {
          action: 'operator.add',
          targetType: 'operator',
          targetId: row.id,
          after: presentOperatorAudit(row),
        },
        trx,
      );
      return row;
    });
    return { operator, oneTimePassword: generated };
  }

  /**
   * Adds an operator already past first sign-in: its own password and an authenticator paired
   * with a known secret (the demo's seeded operators; tests). Answers undefined when the name
   * is taken.
   */
  async addWithAuthenticator(
    actor: AuditActor,
    target: { merchantCode: string | null; username: string; role: OperatorRole },
    password: string,
    totpSecret: string,
  ): Promise<OperatorRecord | undefined> {
    const passwordHash = await hashPassword(password);
    const totpSecretSealed = await this.deps.totp.seal(totpSecret);
    return this.deps.db.transaction().execute(async (trx) => {
      const row = await this.deps.operators.insert(
        {
          ...target,
          passwordHash,
          mustChangePassword: false,
          totpSecretSealed,
          createdAt: this.deps.now(),
          createdBy: actor.operatorName,
        },
        trx,
      );
      if (row) {
        await this.deps.audit.append(
          actor,
          {
            action: 'operator.add',
            targetType: 'operator',
            targetId: row.id,
            after: presentOperatorAudit(row),
          },
          trx,
        );
      }
      return row;
    });
  }

  changeRole(by: OperatorChangeBy, merchantCode: string | null, id: number, role: OperatorRole) {
    return this.change(by, merchantCode, id, 'operator.role.change', { role });
  }

  disable(by: OperatorChangeBy, merchantCode: string | null, id: number) {
    return this.change(by, merchantCode, id, 'operator.disable', { disabledAt: this.deps.now() });
  }

  resetTwoFactor(by: OperatorChangeBy, merchantCode: string | null, id: number) {
    return this.change(by, merchantCode, id, 'operator.2fa.reset', {
      totpSecretSealed: null,
      totpLastStep: null,
    });
  }

  /** The id of the merchant's (null: the super-operators') operator of this name, or not found. */
  async idOf(merchantCode: string | null, username: string): Promise<number> {
    const row = await this.deps.operators.byName(merchantCode, username);
    if (!row) throw notFound();
    return row.id;
  }

  /** One change of one operator, its sessions ended and its audit entry, in one transaction. */
  private async change(
    by: OperatorChangeBy,
    merchantCode: string | null,
    id: number,
    action: string,
    change: Parameters<OperatorRepository['update']>[2],
  ): Promise<OperatorRecord> {
    if (by.selfId === id) throw self();
    return this.deps.db.transaction().execute(async (trx) => {
      const before = await this.deps.operators.lockOf(trx, merchantCode, id);
      if (!before) throw notFound();
      const after = await this.deps.operators.update(trx, id, change);
      await this.deps.sessions.endAllOf(id, this.deps.now(), trx);
      await this.deps.audit.append(
        by.actor,
        {
          action,
          targetType: 'operator',
          targetId: id,
          before: presentOperatorAudit(before),
          after: presentOperatorAudit(after),
        },
        trx,
      );
      return after;
    });
  }
}

/** The operator accounts over a database, outside the app (the command line, the demo's seed). */
export function buildOperatorAccounts(db: Kysely<Database>, now: () => Date): OperatorAccounts {
  return new OperatorAccounts({
    db,
    operators: new OperatorRepository(db),
    sessions: new OperatorSessionRepository(db),
    audit: new AuditLog(db, now),
    totp: new TotpSecrets(new ServerSecretRepository(db), now),
    now,
  });
}
