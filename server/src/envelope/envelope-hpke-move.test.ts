import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls, sealForKey, type RsaKeyValue } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import { fetchEnvelopeKey } from '../../test/envelope-client.js';
import { ENVELOPE_INVALID, envelopeFailureOf } from '../../test/envelope-echo.js';
import {
  buildTestApp,
  fakeClock,
  freshAddress,
  merchantFactory,
  signIn,
  signUp,
  testDatabases,
  type TestMember,
} from '../../test/index.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const START = Date.UTC(2030, 0, 1);

/**
 * A merchant moves from aes-gcm to hpke (its file edited, the servers restarted). A client that
 * cached the RSA key before the move still signs in with it until that key's rotation and grace
 * are over; after that the same client gets the one generic error, and hpke signs in.
 */
describe.each(testDatabases())('a merchant moving from aes-gcm to hpke on $name', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let member: TestMember;
  let cachedRsaKey: RsaKeyValue;
  const clock = fakeClock(START);
  const before = merchantFactory({ envelope: 'aes-gcm' });
  const after = { ...before, envelope: 'hpke' as const };
  const host = { host: before.hosts[0]! };

  const start = (merchant: typeof before) =>
    buildTestApp({
      database,
      merchants: [merchant],
      now: clock.now,
      config: {
        envelope: { keyRotationMs: 24 * HOUR, keyGraceMs: HOUR, replayWindowMs: 5 * MINUTE },
      },
    });

  /** Signs in with a key the client holds, stamped in server time, as web seals it. */
  const signInWith = async (key: RsaKeyValue) => {
    const body = { username: member.username, password: member.password };
    const sealed = await sealForKey(
      JSON.stringify(body),
      key,
      calls.sessionLogin,
      clock.now().getTime(),
    );
    return app.inject({
      method: 'POST',
      url: calls.sessionLogin.path,
      remoteAddress: freshAddress(),
      headers: { ...host, ...sealed.headers },
      payload: sealed.payload,
    });
  };

  beforeAll(async () => {
    database = await kind.open();
    app = await start(before);
    member = await signUp(app, before);
    cachedRsaKey = await fetchEnvelopeKey(app, host);
    expect(cachedRsaKey).toMatchObject({ scheme: 'aes-gcm' });
    clock.advanceMinutes(60);
    await app.close();
    app = await start(after);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  // The cases run in order on one clock.
  it('publishes an hpke key and signs in with it', async () => {
    expect(await fetchEnvelopeKey(app, host)).toMatchObject({ scheme: 'hpke' });
    expect(await signIn(app, after, member)).toEqual(expect.any(String));
  });

  it('still signs in a client holding the RSA key from before the move', async () => {
    const response = await signInWith(cachedRsaKey);
    expect(response.json(), response.body).toMatchObject({ success: true });
  });

  it("keeps the RSA key through its rotation's grace, never making a new one", async () => {
    clock.advanceMinutes(23 * 60 + 59);
    expect((await signInWith(cachedRsaKey)).json()).toMatchObject({ success: true });
    const rsaKeys = await database.db
      .selectFrom('envelope_keys')
      .select('id')
      .where('merchant_code', '=', before.code)
      .where('scheme', '=', 'aes-gcm')
      .execute();
    expect(rsaKeys).toHaveLength(1);
  });

  it('refuses the RSA key with the one generic error after the following rotation', async () => {
    clock.advanceMinutes(2);
    expect(envelopeFailureOf(await signInWith(cachedRsaKey))).toEqual(ENVELOPE_INVALID);
    const hpke = await fetchEnvelopeKey(app, host);
    expect((await signInWith(hpke)).json()).toMatchObject({ success: true });
  });
});
