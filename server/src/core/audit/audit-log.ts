import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Who did something from /ops/ (or from a command line, with the name it gave). */
export interface AuditActor {
  /** The operator's merchant; null for a super-operator acting over the whole deployment. */
  merchantCode: string | null;
  /** The operator's row, or null for an operator from the environment or a command line. */
  operatorId: number | null;
  operatorName: string;
  /** The address the request came from, or null from a command line. */
  ip: string | null;
}

/** The actor of an operator's call: the operator, on the merchant it acts on, from its address. */
export function operatorActor(
  operator: { id: number; username: string; merchantCode: string },
  ip: string,
): AuditActor {
  return {
    merchantCode: operator.merchantCode,
    operatorId: operator.id,
    operatorName: operator.username,
    ip,
  };
}

/** One action: its name (`withdrawal.approve`), what it touched, and the state before and after. */
export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
}

export interface AuditRecord extends AuditEntry {
  id: string;
  merchantCode: string | null;
  operatorId: number | null;
  operatorName: string;
  ip: string | null;
  createdAt: Date;
}

export interface AuditFilter {
  merchantCode: string | null;
  operatorName?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  /** Rows older than this id (keyset paging, newest first). */
  beforeId?: string;
  /** Rows newer than this id (the page before, still answered newest first). */
  afterId?: string;
  limit: number;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * The append-only audit log. Areas append in the transaction of the action itself (pass the
 * transaction as `db`), so an action and its entry are written together or not at all.
 */
export class AuditLog {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async append(
    actor: AuditActor,
    entry: AuditEntry,
    db: Kysely<Database> = this.db,
  ): Promise<void> {
    await db
      .insertInto('audit_log')
      .values({
        merchant_code: actor.merchantCode,
        operator_id: actor.operatorId,
        operator_name: actor.operatorName,
        ip: actor.ip,
        action: entry.action,
        target_type: entry.targetType ?? null,
        target_id: entry.targetId === undefined ? null : String(entry.targetId),
        before: json(entry.before),
        after: json(entry.after),
        created_at: this.now(),
      })
      .execute();
  }

  /** Entries of one merchant (or the deployment's, merchantCode null), newest first. */
  async list(filter: AuditFilter, db: Kysely<Database> = this.db): Promise<AuditRecord[]> {
    let query = db
      .selectFrom('audit_log')
      .select([
        'id',
        'merchant_code',
        'operator_id',
        'operator_name',
        'ip',
        'action',
        'target_type',
        'target_id',
        'before',
        'after',
        'created_at',
      ])
      .orderBy('id', filter.afterId ? 'asc' : 'desc')
      .limit(filter.limit);
    query =
      filter.merchantCode === null
        ? query.where('merchant_code', 'is', null)
        : query.where('merchant_code', '=', filter.merchantCode);
    if (filter.operatorName) query = query.where('operator_name', '=', filter.operatorName);
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
    if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.to) query = query.where('created_at', '<', filter.to);
    if (filter.beforeId) query = query.where('id', '<', filter.beforeId);
    if (filter.afterId) query = query.where('id', '>', filter.afterId);
    const rows = await query.execute();
    if (filter.afterId) rows.reverse();
    return rows.map((row) => ({
      id: String(row.id),
      merchantCode: row.merchant_code,
      operatorId: row.operator_id,
      operatorName: row.operator_name,
      ip: row.ip,
      action: row.action,
      targetType: row.target_type ?? undefined,
      targetId: row.target_id ?? undefined,
      before: parseJson(row.before),
      after: parseJson(row.after),
      createdAt: row.created_at,
    }));
  }
}

/** PGlite and node-postgres both answer jsonb parsed; a string is parsed for safety. */
function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
