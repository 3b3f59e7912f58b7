import { describe, expect, it } from 'vitest';
import {
  calls,
  OPERATOR_ROLES,
  operatorMay,
  type CallDef,
  type CallName,
  type OperatorRole,
} from '@lobby/contract';
import {
  freshAddress,
  merchantFactory,
  send,
  signInOperator,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

/** Every operator call of the contract, sign-out last (it ends the session the others use). */
const OPERATOR_CALLS = (Object.entries(calls) as [CallName, CallDef][])
  .filter(([, call]) => call.access === 'operator')
  .sort(([a], [b]) => Number(a === 'operatorLogout') - Number(b === 'operatorLogout'));

describe('the role matrix covers every operator call', () => {
  it('finds the operator calls, each naming a permission', () => {
    expect(OPERATOR_CALLS.length).toBeGreaterThanOrEqual(10);
    for (const [name, call] of OPERATOR_CALLS) expect(call.permission, name).toBeDefined();
  });
});

describe.each(testDatabases())('every /ops/ call by every role on $name', (kind) => {
  const merchant = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant] });

  const sendAs = (call: CallDef, cookie?: string) =>
    send(t.app, merchant, call, call.body ? {} : undefined, {
      ip: freshAddress(),
      headers: cookie ? { cookie } : {},
    });
  const codeOf = (answer: { json(): unknown }) =>
    (answer.json() as { errorCode?: string }).errorCode;

  it('refuses every operator call without an operator session', async () => {
    for (const [name, call] of OPERATOR_CALLS) {
      const answer = await sendAs(call);
      expect(answer.statusCode, name).toBe(401);
      expect(codeOf(answer), name).toBe('operator.not.login');
    }
  });

  it.each(OPERATOR_ROLES.map((role) => [role] as [OperatorRole]))(
    '%s is refused exactly the calls OPS_PERMISSIONS withholds from it',
    async (role) => {
      const cookie = await signInOperator(t.app, merchant, role);
      for (const [name, call] of OPERATOR_CALLS) {
        const answer = await sendAs(call, cookie);
        const allowed = operatorMay(role, call.permission!);
        if (allowed) {
          expect(codeOf(answer), `${role} ${name}`).not.toBe('operator.forbidden');
          expect(codeOf(answer), `${role} ${name}`).not.toBe('operator.not.login');
          expect(answer.statusCode, `${role} ${name}`).toBeLessThan(500);
        } else {
          expect(answer.statusCode, `${role} ${name}`).toBe(403);
          expect(codeOf(answer), `${role} ${name}`).toBe('operator.forbidden');
        }
      }
    },
  );
});
