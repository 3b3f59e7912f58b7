import { beforeAll, describe, expect, it } from 'vitest';
import {
  calls,
  OPERATOR_ROLES,
  operatorMay,
  type CallDef,
  type OperatorRole,
  type OpsPermission,
} from '@lobby/contract';
import {
  merchantFactory,
  send,
  signInOperator,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

// What each call must need: reading the content, or editing it (OPS_PERMISSIONS says who holds it).
const CONTENT_CALLS = [
  [calls.opsContent, 'content.view'],
  [calls.opsSavePromotion, 'content.edit'],
  [calls.opsSaveAnnouncement, 'content.edit'],
  [calls.opsSaveCategory, 'content.edit'],
  [calls.opsSaveVipLevel, 'content.edit'],
  [calls.opsSaveBanner, 'content.edit'],
  [calls.opsSetContentEnabled, 'content.edit'],
  [calls.opsOrderContent, 'content.edit'],
] as const satisfies readonly (readonly [CallDef, OpsPermission])[];

// The role matrix on every content call: an operator of each role, signed in as the console does.
describe.each(testDatabases())('the content calls by role on $name', (kind) => {
  const merchant = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant] });
  const cookies = new Map<OperatorRole, string>();
  beforeAll(async () => {
    for (const role of OPERATOR_ROLES)
      cookies.set(role, await signInOperator(t.app, merchant, role));
  });

  it.each(OPERATOR_ROLES)(
    '%s may make exactly the content calls the matrix gives it',
    async (role) => {
      for (const [call, permission] of CONTENT_CALLS) {
        const response = await send(t.app, merchant, call, call.body ? {} : undefined, {
          headers: { cookie: cookies.get(role)! },
        });
        const allowed = operatorMay(role, permission);
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
