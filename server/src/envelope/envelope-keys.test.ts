import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ENVELOPE_SCHEMES,
  sealForKey,
  type EnvelopeScheme,
  type RsaKeyValue,
} from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import { EnvelopeKeyRepository } from './envelope-key-repository.js';
import { MerchantRepository } from '../merchants/merchant-repository.js';
import { EnvelopeKeys, makeEnvelopeKeysAhead } from './envelope-keys.js';
import { presentPublicKey } from './envelope-presenter.js';
import { fetchEnvelopeKey, sealBody, type SealedPayload } from '../../test/envelope-client.js';
import { ECHO_PAYLOAD, registerSealedEcho, sealedEcho } from '../../test/envelope-echo.js';
import { buildTestApp, fakeClock, merchantFactory, testDatabases } from '../../test/index.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const START = Date.UTC(2030, 0, 1);

/** Seals the echo payload with a key as fetched earlier, stamped at `nowMs`. */
function sealWith(key: RsaKeyValue, nowMs: number): Promise<SealedPayload> {
  return sealForKey(JSON.stringify(ECHO_PAYLOAD), key, sealedEcho, nowMs);
}

const idOf = (key: RsaKeyValue) => (typeof key === 'string' ? key : key.keyId);

describe.each(testDatabases())('envelope keys on $name', (kind) => {
  describe.each(ENVELOPE_SCHEMES)('%s', (scheme) => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    const clock = fakeClock(START);
    const merchant = merchantFactory({ envelope: scheme });
    const fresh = merchantFactory({ envelope: scheme });
    const to = (m = merchant) => ({ host: m.hosts[0]! });

    const keyRows = (m = merchant) =>
      database.db
        .selectFrom('envelope_keys')
        .selectAll()
        .where('merchant_code', '=', m.code)
        .orderBy('created_at')
        .execute();
    const statusWith = async (key: RsaKeyValue) => {
      const sealed = await sealWith(key, clock.now().getTime());
      const response = await app.inject({
        method: 'POST',
        url: sealedEcho.path,
        headers: { ...to(), ...sealed.headers },
        payload: sealed.payload,
      });
      return response.statusCode;
    };

    beforeAll(async () => {
      database = await kind.open();
      app = await buildTestApp({
        database,
        merchants: [merchant, fresh],
        now: clock.now,
        config: {
          envelope: { keyRotationMs: 24 * HOUR, keyGraceMs: HOUR, replayWindowMs: 5 * MINUTE },
        },
        setup: registerSealedEcho,
      });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    // The cases run in order on one clock: each starts where the one before left it.
    it('makes a key on first need and stores its private key as PKCS#8 PEM', async () => {
      expect(await keyRows()).toEqual([]);
      const key = await fetchEnvelopeKey(app, to());
      const rows = await keyRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: expect.any(String), scheme, retired_at: null });
      expect(rows[0]!.private_key).toMatch(
        /^-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PRIVATE KEY-----\n$/,
      );
      if (typeof key !== 'string') expect(rows[0]!.id).toBe(key.keyId);
      expect(await statusWith(key)).toBe(200);
    });

    it('makes one key when many ask at once', async () => {
      const keys = await Promise.all(
        Array.from({ length: 5 }, () => fetchEnvelopeKey(app, to(fresh))),
      );
      expect(new Set(keys.map(idOf)).size).toBe(1);
      expect(await keyRows(fresh)).toHaveLength(1);
    });

    it('keeps the key until its rotation is due', async () => {
      const before = await fetchEnvelopeKey(app, to());
      clock.advanceMinutes(24 * 60 - 1);
      expect(idOf(await fetchEnvelopeKey(app, to()))).toBe(idOf(before));
    });

    it('rotates once due, marking the old key retired when it was due', async () => {
      const old = await fetchEnvelopeKey(app, to());
      clock.advanceMinutes(11);
      const next = await fetchEnvelopeKey(app, to());
      expect(idOf(next)).not.toBe(idOf(old));
      const rows = await keyRows();
      expect(rows).toHaveLength(2);
      expect(new Date(rows[0]!.retired_at!).getTime()).toBe(START + 24 * HOUR);
      expect(rows[1]!.retired_at).toBeNull();
    });

    it('still opens requests sealed with the old key during the grace period', async () => {
      const [oldRow] = await keyRows();
      const old = oldKeyValue(oldRow!);
      clock.advanceMinutes(45);
      expect(await statusWith(old)).toBe(200);
      expect(await statusWith(await fetchEnvelopeKey(app, to()))).toBe(200);
    });

    it('refuses the old key once the grace period is over, and the new one works', async () => {
      const [oldRow] = await keyRows();
      const old = oldKeyValue(oldRow!);
      clock.advanceMinutes(6);
      expect(await statusWith(old)).toBe(400);
      expect(await statusWith(await fetchEnvelopeKey(app, to()))).toBe(200);
    });

    it('refuses a key nobody rotated once its rotation and grace have passed', async () => {
      const current = await fetchEnvelopeKey(app, to());
      clock.advanceMinutes(25 * 60 + 1);
      expect(await statusWith(current)).toBe(400);
    });

    it('purges keys whose grace period has ended when it rotates', async () => {
      const before = (await keyRows()).map((row) => row.id);
      expect(before).toHaveLength(2);
      const next = await fetchEnvelopeKey(app, to());
      const after = await keyRows();
      // The key just retired was due long ago, so its grace is over too: only the new one is left.
      expect(after.map((row) => row.id)).toEqual([after[0]!.id]);
      expect(before).not.toContain(after[0]!.id);
      expect(await statusWith(next)).toBe(200);
    });
  });
});

/** The public key as the rsa-key call answered it, rebuilt from a stored row. */
function oldKeyValue(row: { id: string; scheme: EnvelopeScheme; public_key: string }): RsaKeyValue {
  const stored = { id: row.id, scheme: row.scheme, publicKey: row.public_key };
  return presentPublicKey(
    { ...stored, merchantCode: '', privateKeyPem: '', createdAt: new Date(0), retiredAt: null },
    new Date(0),
  );
}

describe.each(testDatabases())('envelope keys across instances on $name', (kind) => {
  let database: DatabaseHandle;
  let apps: FastifyInstance[];
  const clock = fakeClock(START);
  const merchant = merchantFactory({ envelope: 'des-ecb' });
  const host = merchant.hosts[0]!;
  const fetchFromBoth = () => Promise.all(apps.map((app) => fetchEnvelopeKey(app, { host })));

  beforeAll(async () => {
    database = await kind.open();
    const build = () => buildTestApp({ database, merchants: [merchant], now: clock.now });
    apps = [await build(), await build()];
  });
  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
    await database?.close();
  });

  it('agree on one key when both make it at once, and on one successor when both rotate', async () => {
    const [first, second] = await fetchFromBoth();
    expect(first).toBe(second);
    clock.advanceMinutes(24 * 60 + 1);
    const [third, fourth] = await fetchFromBoth();
    expect(third).toBe(fourth);
    expect(third).not.toBe(first);
    const rows = await database.db
      .selectFrom('envelope_keys')
      .select(['public_key', 'retired_at'])
      .where('merchant_code', '=', merchant.code)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.retired_at === null)).toEqual([
      { public_key: third, retired_at: null },
    ]);
  });
});

describe.each(testDatabases())('a key made on another instance on $name', (kind) => {
  let database: DatabaseHandle;
  let apps: FastifyInstance[];
  const clock = fakeClock(START);
  const merchant = merchantFactory({ envelope: 'aes-gcm' });
  const headers = { host: merchant.hosts[0]! };
  const echo = (app: FastifyInstance, sealed: SealedPayload) =>
    app.inject({
      method: 'POST',
      url: sealedEcho.path,
      headers: { ...headers, ...sealed.headers },
      payload: sealed.payload,
    });

  beforeAll(async () => {
    database = await kind.open();
    const build = () =>
      buildTestApp({ database, merchants: [merchant], now: clock.now, setup: registerSealedEcho });
    apps = [await build(), await build()];
  });
  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
    await database?.close();
  });

  it('opens at once on this instance, though it read the keys within the last second', async () => {
    const [maker, other] = apps as [FastifyInstance, FastifyInstance];
    // The other instance reads (and keeps for a second) the keys as they are now.
    expect(
      (await echo(other, await sealBody(other, sealedEcho, ECHO_PAYLOAD, headers))).json(),
    ).toMatchObject({ success: true });
    clock.advanceMinutes(24 * 60 + 1);
    // The maker rotates; a body sealed with its new key reaches the other instance at once.
    const sealed = await sealBody(maker, sealedEcho, ECHO_PAYLOAD, headers);
    expect((await echo(other, sealed)).json()).toEqual({ success: true, value: ECHO_PAYLOAD });
  });
});

describe.each(testDatabases())('envelope keys made ahead on $name', (kind) => {
  let database: DatabaseHandle;
  const aes = merchantFactory({ envelope: 'aes-gcm' });
  const des = merchantFactory({ envelope: 'des-ecb' });

  beforeAll(async () => {
    database = await kind.open();
    await new MerchantRepository(database.db).saveAll([aes, des]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("makes every merchant's key in its scheme, and keeps keys already current", async () => {
    const keys = new EnvelopeKeys({
      repository: new EnvelopeKeyRepository(database.db),
      policy: { rotationMs: HOUR, graceMs: HOUR },
      now: () => new Date(),
    });
    const stored = () =>
      database.db
        .selectFrom('envelope_keys')
        .select(['merchant_code', 'scheme', 'id'])
        .where('merchant_code', 'in', [aes.code, des.code])
        .orderBy('scheme')
        .execute();
    await makeEnvelopeKeysAhead(keys, [aes, des]);
    const made = await stored();
    expect(made.map(({ merchant_code, scheme }) => [merchant_code, scheme])).toEqual([
      [aes.code, 'aes-gcm'],
      [des.code, 'des-ecb'],
    ]);
    await makeEnvelopeKeysAhead(keys, [aes, des]);
    expect(await stored()).toEqual(made);
  });
});
