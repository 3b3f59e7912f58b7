import { sql, type Kysely } from 'kysely';
import type { OperatorRole } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';

const COLUMNS = [
  'id',
  'merchant_code',
  'username',
  'role',
  'must_change_password',
  'disabled_at',
  'created_at',
  'created_by',
] as const;

export interface OperatorRecord {
  id: number;
  merchant_code: string | null;
  username: string;
  role: OperatorRole;
  must_change_password: boolean;
  disabled_at: Date | null;
  created_at: Date;
  created_by: string;
  paired: boolean;
}

/** An operator with what signing in judges: the password hash and the sealed TOTP secret. */
export interface OperatorCredentials extends OperatorRecord {
  password_hash: string;
  totp_secret_sealed: string | null;
}

const paired = sql<boolean>`totp_secret_sealed IS NOT NULL`.as('paired');

/**
 * Operators: a merchant's (merchant_code) or the deployment's super-operators (null). Names are
 * unique per merchant whatever their case, and a super-operator's name is taken on every
 * merchant. Only the sign-in reads answer the password hash and the sealed secret.
 */
export class OperatorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds an operator; undefined when the name is taken on that merchant or by a super-operator. */
  async insert(
    row: {
      merchantCode: string | null;
      username: string;
      passwordHash: string;
      role: OperatorRole;
      mustChangePassword: boolean;
      totpSecretSealed?: string;
      createdAt: Date;
      createdBy: string;
      /** Who took part in making it (the creator, the approving admin); none from the command line. */
      sponsorIds?: number[];
    },
    db: Kysely<Database> = this.db,
  ): Promise<OperatorRecord | undefined> {
    const clash = await db
      .selectFrom('operators')
      .select('id')
      .where(sql<boolean>`lower(username) = lower(${row.username})`)
      .where((eb) =>
        row.merchantCode === null
          ? eb.lit(true)
          : eb.or([eb('merchant_code', 'is', null), eb('merchant_code', '=', row.merchantCode)]),
      )
      .executeTakeFirst();
    if (clash) return undefined;
    return db
      .insertInto('operators')
      .values({
        merchant_code: row.merchantCode,
        username: row.username,
        password_hash: row.passwordHash,
        role: row.role,
        must_change_password: row.mustChangePassword,
        totp_secret_sealed: row.totpSecretSealed ?? null,
        disabled_at: null,
        created_at: row.createdAt,
        created_by: row.createdBy,
        sponsor_ids: row.sponsorIds ?? [],
        role_since: row.createdAt,
      })
      .onConflict((oc) => oc.doNothing())
      .returning([...COLUMNS, paired])
      .executeTakeFirst();
  }

  /** Whether this name is taken on the merchant, by its operator or by a super-operator. */
  async nameTaken(db: Kysely<Database>, merchantCode: string, username: string): Promise<boolean> {
    const row = await db
      .selectFrom('operators')
      .select('id')
      .where(sql<boolean>`lower(username) = lower(${username})`)
      .where((eb) =>
        eb.or([eb('merchant_code', 'is', null), eb('merchant_code', '=', merchantCode)]),
      )
      .executeTakeFirst();
    return !!row;
  }

  /** The operator who signs in with this name on this merchant: its own first, else a super's. */
  forSignIn(merchantCode: string, username: string): Promise<OperatorCredentials | undefined> {
    return this.db
      .selectFrom('operators')
      .select([...COLUMNS, paired, 'password_hash', 'totp_secret_sealed'])
      .where(sql<boolean>`lower(username) = lower(${username})`)
      .where((eb) =>
        eb.or([eb('merchant_code', '=', merchantCode), eb('merchant_code', 'is', null)]),
      )
      .orderBy(sql`merchant_code IS NULL`)
      .limit(1)
      .executeTakeFirst();
  }

  credentials(id: number): Promise<OperatorCredentials | undefined> {
    return this.db
      .selectFrom('operators')
      .select([...COLUMNS, paired, 'password_hash', 'totp_secret_sealed'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A merchant's operators (null: the super-operators), by name. */
  list(merchantCode: string | null): Promise<OperatorRecord[]> {
    return this.db
      .selectFrom('operators')
      .select([...COLUMNS, paired])
      .where('merchant_code', merchantCode === null ? 'is' : '=', merchantCode)
      .orderBy(sql`lower(username)`)
      .execute();
  }

  /** One operator of the merchant (null: a super-operator) by name. */
  byName(merchantCode: string | null, username: string) {
    return this.db
      .selectFrom('operators')
      .select([...COLUMNS, paired])
      .where('merchant_code', merchantCode === null ? 'is' : '=', merchantCode)
      .where(sql<boolean>`lower(username) = lower(${username})`)
      .executeTakeFirst();
  }

  /** One operator of the merchant (null: a super-operator) by id, locked for a change. */
  lockOf(db: Kysely<Database>, merchantCode: string | null, id: number) {
    return db
      .selectFrom('operators')
      .select([...COLUMNS, paired])
      .where('merchant_code', merchantCode === null ? 'is' : '=', merchantCode)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async update(
    db: Kysely<Database>,
    id: number,
    change: {
      role?: OperatorRole;
      /** With a role: since when, and who took part in giving it (added to its sponsors). */
      roleGranted?: { at: Date; by: number[] };
      disabledAt?: Date;
      passwordHash?: string;
      mustChangePassword?: boolean;
      totpSecretSealed?: string | null;
      totpLastStep?: number | null;
    },
  ): Promise<OperatorRecord> {
    return db
      .updateTable('operators')
      .set({
        ...(change.role !== undefined && { role: change.role }),
        ...(change.roleGranted !== undefined && {
          role_since: change.roleGranted.at,
          sponsor_ids: sql<number[]>`sponsor_ids || ${sql.val(change.roleGranted.by)}::integer[]`,
        }),
        ...(change.disabledAt !== undefined && { disabled_at: change.disabledAt }),
        ...(change.passwordHash !== undefined && { password_hash: change.passwordHash }),
        ...(change.mustChangePassword !== undefined && {
          must_change_password: change.mustChangePassword,
        }),
        ...(change.totpSecretSealed !== undefined && {
          totp_secret_sealed: change.totpSecretSealed,
        }),
        ...(change.totpLastStep !== undefined && { totp_last_step: change.totpLastStep }),
      })
      .where('id', '=', id)
      .returning([...COLUMNS, paired])
      .executeTakeFirstOrThrow();
  }

  /** Takes a TOTP time step once: false when this or a later step's code was taken already. */
  async takeStep(id: number, step: number, db: Kysely<Database> = this.db): Promise<boolean> {
    const row = await db
      .updateTable('operators')
      .set({ totp_last_step: step })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]),
      )
      .returning('id')
      .executeTakeFirst();
    return !!row;
  }

  /** Every merchant's code: the merchants a super-operator may act on. */
  async merchantCodes(): Promise<string[]> {
    const rows = await this.db.selectFrom('merchants').select('code').orderBy('code').execute();
    return rows.map((row) => row.code);
  }
}
