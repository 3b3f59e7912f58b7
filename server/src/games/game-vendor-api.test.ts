import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { loadVendorSecrets } from '../core/config/config.js';
import type { DatabaseHandle } from '../core/db/database.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { startFakeGameVendor, type FakeGameVendor } from '../../test/fake-game-vendor.js';
import { addLaunchGames, LAUNCH_GAMES } from '../../test/game-fixtures.js';
import {
  buildTestApp,
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  type TestMember,
} from '../../test/index.js';

const SECRET = 'shared-with-the-vendor-0123456789abcdef';
const SECRET_ENV = 'LOBBY_TEST_VENDOR_SECRET';
const UNSET_ENV = 'LOBBY_TEST_VENDOR_UNSET';

const { externalSlot, tcgSlot, slot } = LAUNCH_GAMES;

const withVendorApis = (vendorApis: MerchantConfig['games']['vendorApis']) => {
  const base = merchantFactory();
  return merchantFactory({ games: { ...base.games, vendorApis } });
};

describe.each(testDatabases())('launch through a real vendor API on $name', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fake: FakeGameVendor;
  let member: TestMember;
  let merchant: MerchantConfig;
  let unconfigured: MerchantConfig;

  beforeAll(async () => {
    fake = await startFakeGameVendor(SECRET);
    // EXT by its own code; RNG by TCG, the code it is shown under.
    merchant = withVendorApis({
      EXT: { url: fake.url, secretEnv: SECRET_ENV },
      TCG: { url: fake.url, secretEnv: SECRET_ENV },
    });
    unconfigured = withVendorApis({ EXT: { url: fake.url, secretEnv: UNSET_ENV } });
    database = await kind.open();
    // The start checks only its own merchant files; `unconfigured` stands for a merchant another
    // instance stored, whose secret this one was not started with.
    app = await buildTestApp({
      database,
      merchants: [merchant, unconfigured],
      vendorSecrets: loadVendorSecrets([merchant], { [SECRET_ENV]: SECRET }),
    });
    await addLaunchGames(database, merchant.code);
    await addLaunchGames(database, unconfigured.code);
    member = await signUp(app, merchant);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await database?.close();
  });
  beforeEach(() => {
    fake.behaviour = 'ok';
    fake.launches.length = 0;
  });

  const host = () => merchant.hosts[0]!;
  const launch = (gameId: string, on = merchant) =>
    send(
      app,
      on,
      calls.launchGame,
      { gameId, backUrl: '//evil.example/m/x' },
      {
        token: member.token,
      },
    );

  it("answers the vendor's address for a signed launch of the member", async () => {
    const value = expectValue(await launch(externalSlot.id), calls.launchGame);
    expect(value).toEqual({
      url: `${fake.url}/play/1`,
      gameId: externalSlot.id,
      displayName: externalSlot.displayName,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect(fake.launches).toHaveLength(1);
    expect(fake.launches[0]).toMatchObject({
      signed: true,
      body: {
        merchant: merchant.code,
        player: { id: member.id, name: member.username },
        gameId: externalSlot.id,
        lottery: null,
        backUrl: `http://${host()}/m/home`,
        trial: false,
        device: 'MOBILE',
        lottoView: null,
      },
    });
  });

  it('finds the vendor under its shown code, and keeps the demo vendor for the others', async () => {
    expectValue(await launch(tcgSlot.id), calls.launchGame);
    expect(fake.launches.map((received) => received.body.gameId)).toEqual([tcgSlot.id]);
    const demo = expectValue(await launch(slot.id), calls.launchGame);
    expect(demo.url.startsWith(`http://${host()}/vendor/demo/play?t=`)).toBe(true);
    expect(fake.launches).toHaveLength(1);
  });

  it('launches trials through the vendor as Guest', async () => {
    const response = await send(app, merchant, calls.trialLaunch, { gameId: externalSlot.id });
    expectValue(response, calls.trialLaunch);
    expect(fake.launches[0]?.body).toMatchObject({
      player: { id: null, name: 'Guest' },
      trial: true,
    });
  });

  it('answers game.vendor.unavailable when the vendor fails or answers nonsense', async () => {
    for (const behaviour of ['error', 'garbage', 'insecure'] as const) {
      fake.behaviour = behaviour;
      expectFailure(await launch(externalSlot.id), 503, 'game.vendor.unavailable');
    }
  });

  it('answers game.vendor.unavailable for a vendor this instance has no secret for', async () => {
    const other = await signUp(app, unconfigured);
    const response = await send(
      app,
      unconfigured,
      calls.launchGame,
      { gameId: externalSlot.id },
      { token: other.token },
    );
    expectFailure(response, 503, 'game.vendor.unavailable');
    expect(fake.launches).toHaveLength(0);
  });

  it("lets the merchant's pages frame the vendor, and only that merchant's", async () => {
    const policyOf = async (on: MerchantConfig) =>
      String(
        (await app.inject({ url: '/m/home', headers: { host: on.hosts[0]! } })).headers[
          'content-security-policy'
        ],
      );
    expect(await policyOf(merchant)).toContain(`frame-src 'self' ${fake.url};`);
    const plain = merchantFactory();
    const plainApp = await buildTestApp({ database, merchants: [plain] });
    try {
      const page = await plainApp.inject({ url: '/m/home', headers: { host: plain.hosts[0]! } });
      expect(String(page.headers['content-security-policy'])).toContain("frame-src 'self';");
    } finally {
      await plainApp.close();
    }
  });
});
