import type { FastifyInstance } from 'fastify';
import { calls, OPERATOR_COOKIE } from '@lobby/contract';
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
