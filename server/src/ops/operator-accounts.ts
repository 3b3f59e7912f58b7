import { randomBytes } from 'node:crypto';
import { ERROR_CODES, operatorMay, type OperatorRole } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { AuditActor } from '../core/audit/audit-log.js';
import type { Database } from '../core/db/schema.js';
import { AppError } from '../core/errors.js';
import { independentApprover } from '../core/approvals/independent-approver.js';
import { hashPassword } from '../core/crypto/password-hashing.js';
import { TotpSecrets } from '../core/crypto/totp-secrets.js';
import { AuditLog } from '../core/audit/audit-log.js';
import { ServerSecretRepository } from '../core/db/server-secret-repository.js';
import { OperatorRepository } from './operator-repository.js';
import { OperatorSessionRepository } from './operator-session-repository.js';
import type { OperatorRecord } from './operator-repository.js';
import { presentOperatorAudit } from './operator-presenter.js';
import {
  OperatorRequestRepository,
  type ConsoleChange,
  type OperatorRequestRecord,
} from './operator-request-repository.js';

const notFound = () =>
  new AppError(404, ERROR_CODES.operatorNotFound, 'No operator of this merchant has this id');
const exists = () =>
  new AppError(409, ERROR_CODES.operatorExists, 'An operator with this name exists');
const self = () =>
  new AppError(409, ERROR_CODES.operatorSelf, 'You cannot do this to your own account');

const requestNotFound = () =>
  new AppError(
    404,
    ERROR_CODES.operatorRequestNotFound,
    'No pending operator request of this merchant has this id',
  );
const requestDecided = () =>
  new AppError(
    409,
    ERROR_CODES.operatorRequestDecided,
    'This request can no longer be approved: its operator changed or its name is taken',
  );
const notIndependent = () =>
  new AppError(
    403,
    ERROR_CODES.approvalNotIndependent,
    'A second admin approves this: not its requester, nor an operator the requester made or who got the role after the request',
  );

/**
 * A role that moves money or makes operators (adjustments, withdrawals, operators): giving one
 * from the console needs a second admin, so no admin alone makes the second approver of money.
 */
export function moneyRole(role: OperatorRole): boolean {
  return (
    operatorMay(role, 'members.adjust') ||
    operatorMay(role, 'withdrawals.decide') ||
    operatorMay(role, 'operators.manage')
  );
}

export type { ConsoleChange };

/** A one-time password: 96 random bits, 16 characters. */
export function oneTimePassword(): string {
  return randomBytes(12).toString('base64url');
}

export interface OperatorAccountsDependencies {
  db: Kysely<Database>;
  operators: OperatorRepository;
  requests: OperatorRequestRepository;
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
    sponsorIds: number[] = [],
  ): Promise<{ operator: OperatorRecord; oneTimePassword: string | undefined }> {
    const generated = password === undefined ? oneTimePassword() : undefined;
    const passwordHash = await hashPassword(password ?? generated!);
    const operator = await this.deps.db.transaction().execute(async (trx) => {
      if (
        target.merchantCode !== null &&
        (await this.deps.requests.pendingFor(trx, target.merchantCode, target.username))
      ) {
        throw exists();
      }
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
          sponsorIds,
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
    const roleGranted = { at: this.deps.now(), by: by.selfId === null ? [] : [by.selfId] };
    return this.change(by, merchantCode, id, 'operator.role.change', { role, roleGranted });
  }

  /**
   * An admin's addition from the console: at once for a role that moves no money (its one-time
   * password answered to the admin), else a request a second admin approves.
   */
  async addFromConsole(
    by: OperatorChangeBy & { selfId: number },
    merchantCode: string,
    target: { username: string; role: OperatorRole },
  ): Promise<ConsoleChange> {
    if (!moneyRole(target.role)) {
      const added = await this.add(by.actor, { merchantCode, ...target }, undefined, [by.selfId]);
      return { status: 'added', operator: added.operator, oneTimePassword: added.oneTimePassword! };
    }
    return this.deps.db.transaction().execute(async (trx) => {
      if (await this.deps.operators.nameTaken(trx, merchantCode, target.username)) throw exists();
      return this.file(trx, by, merchantCode, { kind: 'add', operatorId: null, ...target });
    });
  }

  /** An admin's role change from the console: to a money role it waits for a second admin. */
  async changeRoleFromConsole(
    by: OperatorChangeBy & { selfId: number },
    merchantCode: string,
    id: number,
    role: OperatorRole,
  ): Promise<ConsoleChange> {
    if (by.selfId === id) throw self();
    if (!moneyRole(role)) {
      return { status: 'changed', operator: await this.changeRole(by, merchantCode, id, role) };
    }
    return this.deps.db.transaction().execute(async (trx) => {
      const operator = await this.deps.operators.lockOf(trx, merchantCode, id);
      if (!operator || operator.disabled_at) throw notFound();
      const target = { kind: 'role' as const, operatorId: id, username: operator.username, role };
      return this.file(trx, by, merchantCode, target);
    });
  }

  pendingRequests(merchantCode: string): Promise<OperatorRequestRecord[]> {
    return this.deps.requests.pending(merchantCode);
  }

  /**
   * A second admin's decision on a request: an approval by the requester, by an operator the
   * requester took part in making, or by one who got its role after the request is refused. An
   * approved addition answers its one-time password to the approver (never to the requester).
   */
  async decideRequest(
    by: OperatorChangeBy & { selfId: number },
    merchantCode: string,
    requestId: number,
    decision: 'approve' | 'reject',
  ): Promise<{
    request: OperatorRequestRecord;
    status: 'approved' | 'rejected';
    operator?: OperatorRecord;
    oneTimePassword?: string;
  }> {
    const password = decision === 'approve' ? oneTimePassword() : undefined;
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    return this.deps.db.transaction().execute(async (trx) => {
      const request = await this.deps.requests.lockPending(trx, merchantCode, requestId);
      if (!request) throw requestNotFound();
      const at = this.deps.now();
      const decided = { name: by.actor.operatorName, id: by.selfId, at };
      const target = { targetType: 'operator', targetId: request.operator_id ?? undefined };
      const summary = { requestId: request.id, kind: request.kind, username: request.username };
      if (decision === 'reject') {
        await this.deps.requests.decide(trx, request.id, 'rejected', decided);
        await this.deps.audit.append(
          by.actor,
          {
            action: 'operator.request.reject',
            ...target,
            after: { ...summary, role: request.role },
          },
          trx,
        );
        return { request, status: 'rejected' };
      }
      const requester = { id: request.requested_by_id, at: request.requested_at };
      if (!(await independentApprover(trx, by.selfId, requester))) throw notIndependent();
      const sponsors = [request.requested_by_id, by.selfId].filter((id) => id !== null);
      await this.deps.requests.decide(trx, request.id, 'approved', decided);
      const operator =
        request.kind === 'add'
          ? await this.approveAddition(trx, by, merchantCode, request, passwordHash!, sponsors)
          : await this.approveRole(trx, by, merchantCode, request, sponsors);
      await this.deps.audit.append(
        by.actor,
        {
          action: 'operator.request.approve',
          targetType: 'operator',
          targetId: operator.id,
          after: { ...summary, role: request.role, requestedBy: request.requested_by },
        },
        trx,
      );
      return request.kind === 'add'
        ? { request, status: 'approved', operator, oneTimePassword: password }
        : { request, status: 'approved', operator };
    });
  }

  private async approveAddition(
    trx: Kysely<Database>,
    by: OperatorChangeBy,
    merchantCode: string,
    request: OperatorRequestRecord,
    passwordHash: string,
    sponsorIds: number[],
  ): Promise<OperatorRecord> {
    const row = await this.deps.operators.insert(
      {
        merchantCode,
        username: request.username,
        passwordHash,
        role: request.role,
        mustChangePassword: true,
        createdAt: this.deps.now(),
        createdBy: request.requested_by,
        sponsorIds,
      },
      trx,
    );
    if (!row) throw requestDecided();
    await this.deps.audit.append(
      by.actor,
      {
        action: 'operator.add',
        targetType: 'operator',
        targetId: row.id,
        after: presentOperatorAudit(row),
      },
      trx,
    );
    return row;
  }

  private async approveRole(
    trx: Kysely<Database>,
    by: OperatorChangeBy,
    merchantCode: string,
    request: OperatorRequestRecord,
    sponsorIds: number[],
  ): Promise<OperatorRecord> {
    const before = await this.deps.operators.lockOf(trx, merchantCode, request.operator_id!);
    if (!before || before.disabled_at || by.selfId === before.id) throw requestDecided();
    const after = await this.deps.operators.update(trx, before.id, {
      role: request.role,
      roleGranted: { at: this.deps.now(), by: sponsorIds },
    });
    await this.deps.sessions.endAllOf(before.id, this.deps.now(), trx);
    await this.deps.audit.append(
      by.actor,
      {
        action: 'operator.role.change',
        targetType: 'operator',
        targetId: before.id,
        before: presentOperatorAudit(before),
        after: presentOperatorAudit(after),
      },
      trx,
    );
    return after;
  }

  /** Files a request and audits it, in the caller's transaction; one pending per name. */
  private async file(
    trx: Kysely<Database>,
    by: OperatorChangeBy,
    merchantCode: string,
    target: {
      kind: 'add' | 'role';
      operatorId: number | null;
      username: string;
      role: OperatorRole;
    },
  ): Promise<ConsoleChange> {
    const request = await this.deps.requests.insert(trx, {
      merchantCode,
      ...target,
      requestedBy: by.actor.operatorName,
      requestedById: by.selfId,
      requestedAt: this.deps.now(),
    });
    if (!request) throw exists();
    await this.deps.audit.append(
      by.actor,
      {
        action: `operator.${target.kind}.request`,
        targetType: 'operator',
        targetId: target.operatorId ?? undefined,
        after: { requestId: request.id, username: target.username, role: target.role },
      },
      trx,
    );
    return { status: 'pending', request };
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
    requests: new OperatorRequestRepository(db),
    sessions: new OperatorSessionRepository(db),
    audit: new AuditLog(db, now),
    totp: new TotpSecrets(new ServerSecretRepository(db), now),
    now,
  });
}
