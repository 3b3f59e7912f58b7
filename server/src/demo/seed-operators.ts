import { OPERATOR_ROLES, type OperatorRole } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { buildOperatorAccounts, OperatorRepository } from '../ops/index.js';

/** The name the demo seed adds its operators under (operators.created_by, the audit log). */
const DEMO_SEED_ACTOR = 'demo-seed';

/**
 * The demo merchants' console operators, one per role, already past first sign-in: a known
 * password and an authenticator paired with a known key (base32), so anyone trying the demo (and
 * e2e) can compute the codes. Printed at start; never seeded on a real merchant, nor in
 * production (retireDemoOperators).
 */
export const DEMO_OPERATORS = {
  password: 'Lucky-Ops-2026',
  totpSecret: 'LOBBYDEMOCONSOLEPAIREDKEYQQQQQQQ',
  usernames: {
    admin: 'ops_admin',
    finance: 'ops_finance',
    support: 'ops_support',
    marketing: 'ops_marketing',
    readOnly: 'ops_readonly',
  } satisfies Record<OperatorRole, string>,
  /**
   * A second admin, seeded beside the first (never made by it): an admin, operator or finance
   * role asked for in the console waits for a second admin, who approves it from this one.
   */
  secondAdmin: 'ops_admin2',
} as const;

/** Every demo operator's name with its role. */
export const demoOperatorRoles = (): [string, OperatorRole][] => [
  ...OPERATOR_ROLES.map((role): [string, OperatorRole] => [DEMO_OPERATORS.usernames[role], role]),
  [DEMO_OPERATORS.secondAdmin, 'admin'],
];

/** Adds the demo operators to every demo merchant that lacks them. */
export async function seedDemoOperators(
  database: DatabaseHandle,
  merchants: readonly MerchantConfig[],
  now: Date,
): Promise<void> {
  const accounts = buildOperatorAccounts(database.db, () => now);
  for (const merchant of merchants.filter((m) => m.demo)) {
    const actor = {
      merchantCode: merchant.code,
      operatorId: null,
      operatorName: DEMO_SEED_ACTOR,
      ip: null,
    };
    for (const [username, role] of demoOperatorRoles()) {
      await accounts.addWithAuthenticator(
        actor,
        { merchantCode: merchant.code, username, role },
        DEMO_OPERATORS.password,
        DEMO_OPERATORS.totpSecret,
      );
    }
  }
}

/**
 * Production: every operator the demo seed added (a development start on the same database, or a
 * version that seeded them in production) is disabled, audited, its sessions ended. Their
 * password and authenticator key are published, so they may never sign in there.
 */
export async function retireDemoOperators(database: DatabaseHandle, now: Date): Promise<void> {
  const repository = new OperatorRepository(database.db);
  const accounts = buildOperatorAccounts(database.db, () => now);
  for (const merchantCode of await repository.merchantCodes()) {
    const seeded = (await repository.list(merchantCode)).filter(
      (operator) => operator.created_by === DEMO_SEED_ACTOR && !operator.disabled_at,
    );
    for (const operator of seeded) {
      const actor = { merchantCode, operatorId: null, operatorName: DEMO_SEED_ACTOR, ip: null };
      await accounts.disable({ actor, selfId: null }, merchantCode, operator.id);
    }
  }
}
