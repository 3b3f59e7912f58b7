import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '@lobby/contract';

/** The test header that names the operator of a request: `name:role`. */
const ACTING_OPERATOR = 'x-test-acting-operator';

/**
 * A test app's setup: a request carrying the acting-operator header is made by that operator of
 * the request's merchant, with that role, as the operator sign-in would make it. It lets a test
 * act as several operators of every role without their sign-in (which its own tests cover).
 */
export function actingOperators(app: FastifyInstance): void {
  // Each name is one operator: the same id whatever role it is sent with.
  const ids = new Map<string, number>();
  const idOf = (name: string) => {
    if (!ids.has(name)) ids.set(name, 900_000 + ids.size);
    return ids.get(name)!;
  };
  app.addHook('onRequest', async (request) => {
    const named = request.headers[ACTING_OPERATOR];
    if (typeof named !== 'string' || !request.merchant) return;
    const [username = '', role = ''] = named.split(':');
    request.operator = {
      id: idOf(username),
      username,
      superOperator: false,
      role: role as OperatorRole,
      merchantCode: request.merchant.code,
      tokenHash: `test:${username}`,
    };
  });
}

/** Send options of a request made by this operator (see actingOperators). */
export function actingAs(username: string, role: OperatorRole) {
  return { headers: { [ACTING_OPERATOR]: `${username}:${role}` } };
}
