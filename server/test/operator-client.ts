import type { FastifyInstance } from 'fastify';
import { calls, OPERATOR_COOKIE, OPERATOR_ROLES, type OperatorRole } from '@lobby/contract';
import type { OperatorAccounts } from '../src/core/config/config-operators.js';
import { operatorVariable } from '../src/core/config/config-operators.js';
import type { MerchantConfig } from '../src/core/merchant-config.js';
import { hashPassword } from '../src/accounts/passwords.js';
import { freshAddress, send } from './accounts-client.js';

export const OPERATOR = { username: 'ops-anna', password: 'Operator-Pa55-word' };

let operatorHash: Promise<string> | undefined;

/** The OPERATOR_<CODE> accounts of these merchants, all signing in as OPERATOR. */
export async function operatorAccounts(merchants: MerchantConfig[]): Promise<OperatorAccounts> {
  operatorHash ??= hashPassword(OPERATOR.password);
  const passwordHash = await operatorHash;
  return Object.fromEntries(
    merchants.map((merchant) => [
      operatorVariable(merchant.code),
      { username: OPERATOR.username, passwordHash },
    ]),
  );
}

/** The operator session cookie a sign-in set, as a Cookie header. */
export function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header]).find((item) =>
    String(item).startsWith(`${OPERATOR_COOKIE}=`),
  );
  return String(line).split(';')[0]!;
}

/** Signs OPERATOR in on the merchant and answers the Cookie header of its session. */
export async function signInOperator(
  app: FastifyInstance,
  merchant: MerchantConfig,
): Promise<string> {
  const response = await send(app, merchant, calls.operatorLogin, OPERATOR, { ip: freshAddress() });
  if (response.statusCode !== 200) throw new Error(`operator sign-in failed: ${response.body}`);
  return cookieOf(response);
}

/** Test-only header: the signed-in operator acts as `name:role` (see actAsOperators). */
export const ACT_AS_HEADER = 'x-test-operator-as';

/**
 * Test-only: a request with ACT_AS_HEADER from a signed-in operator acts as that name and role,
 * so suites can be several operators of several roles with one sign-in. The real session and
 * the role check still run; only who the session names changes.
 */
export function actAsOperators(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const as = request.headers[ACT_AS_HEADER];
    if (typeof as !== 'string' || !request.operator) return;
    const [username = '', role = ''] = as.split(':');
    if (!(OPERATOR_ROLES as readonly string[]).includes(role)) throw new Error(`no role ${role}`);
    request.operator = { ...request.operator, username, role: role as OperatorRole };
  });
}
