import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ENVELOPE_SCHEMES } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { sealBody } from '../../test/envelope-client.js';
import { ECHO_PAYLOAD, registerSealedEcho, sealedEcho } from '../../test/envelope-echo.js';
import { buildTestApp, merchantFactory, testDatabases } from '../../test/index.js';

describe.each(testDatabases())(
  'envelope replay across a restart without Redis on $name',
  (kind) => {
    let database: DatabaseHandle;
    const merchants = {
      hpke: merchantFactory({ envelope: 'hpke' }),
      'aes-gcm': merchantFactory({ envelope: 'aes-gcm' }),
      'des-ecb': merchantFactory({ envelope: 'des-ecb' }),
    };
    const start = () =>
      buildTestApp({
        database,
        merchants: Object.values(merchants),
        setup: registerSealedEcho,
      });
    const send = (
      app: FastifyInstance,
      merchant: MerchantConfig,
      sealed: { headers: Record<string, string>; payload: string },
    ) =>
      app.inject({
        method: 'POST',
        url: sealedEcho.path,
        headers: { host: merchant.hosts[0]!, ...sealed.headers },
        payload: sealed.payload,
      });

    beforeAll(async () => {
      database = await kind.open();
    });
    afterAll(async () => {
      await database?.close();
    });

    it.each(ENVELOPE_SCHEMES)(
      'refuses after a restart a %s request accepted before it',
      async (scheme) => {
        const merchant = merchants[scheme];
        const host = { host: merchant.hosts[0]! };
        const before = await start();
        const sealed = await sealBody(before, sealedEcho, ECHO_PAYLOAD, host);
        expect((await send(before, merchant, sealed)).statusCode).toBe(200);
        await before.close();

        const after = await start();
        try {
          const replay = await send(after, merchant, sealed);
          expect(replay.statusCode).toBe(400);
          expect(replay.json()).toMatchObject({ errorCode: 'envelope_invalid' });
          // The restarted server still opens new requests sealed with the same key.
          const fresh = await sealBody(after, sealedEcho, ECHO_PAYLOAD, host);
          expect((await send(after, merchant, fresh)).json()).toMatchObject({
            success: true,
            value: ECHO_PAYLOAD,
          });
        } finally {
          await after.close();
        }
      },
    );

    it.each(ENVELOPE_SCHEMES)(
      'accepts exactly one of 20 concurrent copies of a %s request',
      async (scheme) => {
        const merchant = merchants[scheme];
        const app = await start();
        try {
          const sealed = await sealBody(app, sealedEcho, ECHO_PAYLOAD, {
            host: merchant.hosts[0]!,
          });
          const answers = await Promise.all(
            Array.from({ length: 20 }, () => send(app, merchant, sealed)),
          );
          expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
            200,
            ...Array<number>(19).fill(400),
          ]);
        } finally {
          await app.close();
        }
      },
    );
  },
);
