import { describe, expect, it } from 'vitest';
import { calls, ERROR_CODES } from '@lobby/contract';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  testDatabases,
  useTestApp,
} from '../../../test/index.js';

const [pglite] = testDatabases();

describe('requests while the server drains', () => {
  const merchant = merchantFactory();
  const t = useTestApp(pglite!, { merchants: [merchant] });

  it('answers calls and readiness until the drain, then the one 503 with Connection: close', async () => {
    expectValue(await send(t.app, merchant, calls.sessionRsaKey), calls.sessionRsaKey);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);

    t.app.refuseNewRequests();
    const refused = await send(t.app, merchant, calls.sessionRsaKey);
    expectFailure(refused, 503, ERROR_CODES.serviceUnavailable);
    expect(refused.headers.connection).toBe('close');
    const readiness = await t.app.inject({ url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({
      success: false,
      errorCode: ERROR_CODES.serviceUnavailable,
    });
  });
});
