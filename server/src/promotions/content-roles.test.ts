import { beforeAll, describe, expect, it } from 'vitest';
import { calls, OPERATOR_ROLES, operatorMay, type OperatorRole } from '@lobby/contract';
import {
  merchantFactory,
  operatorAccounts,
  send,
  signInOperator,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

const CONTENT_CALLS = [
  calls.opsContent,
  calls.opsSavePromotion,
  calls.opsSaveAnnouncement,
  calls.opsSaveCategory,
  calls.opsSaveVipLevel,
  calls.opsSaveBanner,
  calls.opsSetContentEnabled,
  calls.opsOrderContent,
];

// The role matrix on every content call: until operators are rows with roles, the test app
// gives the signed-in operator the role a test header names (after sign-in has found it).
describe.each(testDatabases())('the content calls by role on $name', (kind) => {
  const merchant = merchantFactory();
  const t = useTestApp(kind, async () => ({
    merchants: [merchant],
    config: { operators: await operatorAccounts([merchant]) },
    setup: (app) => {
      app.addHook('preHandler', async (request) => {
        const role = request.headers['x-test-role'];
        if (request.operator && typeof role === 'string') {
          request.operator = { ...request.operator, role: role as OperatorRole };
        }
      });
    },
  }));
  let cookie: string;
  beforeAll(async () => {
    cookie = await signInOperator(t.app, merchant);
  });

  it.each(OPERATOR_ROLES)(
    '%s may make exactly the content calls the matrix gives it',
    async (role) => {
      for (const call of CONTENT_CALLS) {
        const response = await send(t.app, merchant, call, call.body ? {} : undefined, {
          headers: { cookie, 'x-test-role': role },
        });
        const allowed = operatorMay(role, call.permission!);
        // Allowed: the call goes on to read its (empty) body; refused: operator.forbidden first.
        expect(
          [response.statusCode, JSON.parse(response.body).errorCode],
          `${role} ${call.path}`,
        ).toEqual(
          allowed
            ? [call.body ? 400 : 200, call.body ? 'invalid_request' : undefined]
            : [403, 'operator.forbidden'],
        );
      }
    },
  );
});
