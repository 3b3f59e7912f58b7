import type { FastifyInstance } from 'fastify';
import { generate, generateSecret } from 'otplib';
import { calls, OPERATOR_COOKIE, type OperatorRole } from '@lobby/contract';
import type { MerchantConfig } from '../src/core/merchant-config.js';
import { freshAddress, send } from './accounts-client.js';

export const OPERATOR = { username: 'ops-anna', password: 'Operator-Pa55-word' };

/** Who adds test operators, as the audit log records it. */
export const TEST_ACTOR = { merchantCode: null, operatorId: null, operatorName: 'test', ip: null };

let counter = 0;

/** A fresh operator name, unique in this run. */
export function uniqueOperatorName(prefix = 'ops'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}`;
}

export interface TestOperator {
  id: number;
  username: string;
  password: string;
  /** The paired authenticator's secret (base32). */
  secret: string;
}

/** The current code of an authenticator secret, at a moment (by default now). */
export function totpCode(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * Adds an operator of the merchant (null: a super-operator) past first sign-in: OPERATOR's
 * password and a paired authenticator whose secret the answer gives.
 */
export async function addOperator(
  app: FastifyInstance,
  merchant: MerchantConfig | null,
  role: OperatorRole = 'admin',
  username = uniqueOperatorName(),
): Promise<TestOperator> {
  const secret = generateSecret();
  const row = await app.ops.accounts.addWithAuthenticator(
    { ...TEST_ACTOR, merchantCode: merchant?.code ?? null },
    { merchantCode: merchant?.code ?? null, username, role },
    OPERATOR.password,
    secret,
  );
  if (!row) throw new Error(`operator ${username} exists`);
  return { id: row.id, username, password: OPERATOR.password, secret };
}

/** The operator session cookie a sign-in set, as a Cookie header. */
export function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header]).find((item) =>
    String(item).startsWith(`${OPERATOR_COOKIE}=`),
  );
  return String(line).split(';')[0]!;
}

/**
 * Signs an operator in on the merchant with password and authenticator code (of the app's
 * clock, fake or not), as the console does, and answers the Cookie header of its session.
 */
export async function signInAs(
  app: FastifyInstance,
  merchant: MerchantConfig,
  operator: TestOperator,
): Promise<string> {
  const ip = freshAddress();
  const first = await send(
    app,
    merchant,
    calls.operatorLogin,
    { username: operator.username, password: operator.password },
    { ip },
  );
  if (first.statusCode !== 200) throw new Error(`operator sign-in failed: ${first.body}`);
  const cookie = cookieOf(first);
  const second = await send(
    app,
    merchant,
    calls.operatorSignInCode,
    { code: await totpCode(operator.secret, app.core.now()) },
    { ip, headers: { cookie } },
  );
  if (second.statusCode !== 200) throw new Error(`operator code failed: ${second.body}`);
  // The authenticator step hands the session a new token; the first one is spent.
  return cookieOf(second);
}

/** Adds an operator of the role to the merchant, signs it in, and answers its Cookie header. */
export async function signInOperator(
  app: FastifyInstance,
  merchant: MerchantConfig,
  role: OperatorRole = 'admin',
): Promise<string> {
  return signInAs(app, merchant, await addOperator(app, merchant, role));
}
