import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { calls, SIGNED_REQUEST_HEADERS } from '@lobby/contract';
import { DemoLaunchTokens } from './demo-launch-token.js';
import { DemoPaymentProvider } from './demo-payment.js';
import { DepositRepository } from '../wallet/deposit-repository.js';
import { ServerSecretRepository } from '../core/db/server-secret-repository.js';
import { WalletRepository } from '../wallet/wallet-repository.js';
import { DEMO_WALLET_VENDOR } from '../wallet/wallet.js';
import { demoPaymentSecret, demoWalletSecret, launchSecret } from './demo-secrets.js';
import { requestSignature } from '../core/signed-request.js';
import { addLaunchGames, LAUNCH_GAMES } from '../../test/game-fixtures.js';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  savedWithdrawAccount,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

describe.each(testDatabases())('demo adapters serve demo merchants only, on $name', (kind) => {
  const real = merchantFactory({ demo: false });
  const demo = merchantFactory();
  const t = useTestApp(kind, { merchants: [real, demo] });
  const secrets = () => launchSecret(undefined, new ServerSecretRepository(t.database.db));

  beforeAll(async () => {
    await addLaunchGames(t.database, real.code);
    await addLaunchGames(t.database, demo.code);
  });

  const balanceOf = (member: TestMember) =>
    new WalletRepository(t.database.db).balance(real.code, Number(member.id));
  const methodsOf = async (merchant: typeof real) => {
    const member = await signUp(t.app, merchant);
    const settings = await send(t.app, merchant, calls.depositSettings, undefined, {
      token: member.token,
    });
    return expectValue(settings, calls.depositSettings).methods.map((method) => method.code);
  };

  it('a real merchant offers no DEMO deposit method and refuses one; a demo merchant offers it', async () => {
    expect(await methodsOf(real)).toEqual([]);
    expect(await methodsOf(demo)).toEqual(['DEMO']);
    const member = await signUp(t.app, real);
    const create = await send(
      t.app,
      real,
      calls.createDeposit,
      { method: 'DEMO', amount: 50_000 },
      { token: member.token },
    );
    expectFailure(create, 400, 'deposit.method.unknown');
  });

  it('refuses the demo checkout and a demo-signed notification for a real merchant', async () => {
    const member = await signUp(t.app, real);
    // A DEMO deposit stored for the real merchant, as one made before it was marked real.
    const depositId = randomUUID();
    await new DepositRepository(t.database.db).insertWithinCap(
      {
        id: depositId,
        merchantCode: real.code,
        memberId: Number(member.id),
        method: 'DEMO',
        amount: 50_000,
      },
      5,
      new Date(),
    );
    const link = await new DemoPaymentProvider(demoPaymentSecret(secrets())).linkToken({
      merchantCode: real.code,
      depositId,
      amount: 50_000,
    });
    const host = real.hosts[0]!;
    const page = await t.app.inject({ url: `/pay/demo/checkout?t=${link}`, headers: { host } });
    expect(page.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/pay/demo/checkout',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ t: link, action: 'pay' }).toString(),
    });
    expect(pay.statusCode).toBe(404);

    const body = JSON.stringify({
      depositId,
      status: 'paid',
      amount: 50_000,
      providerReference: 'x',
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const notify = await t.app.inject({
      method: 'POST',
      url: calls.paymentCallback.path,
      headers: {
        host,
        'content-type': 'application/json',
        [SIGNED_REQUEST_HEADERS.provider]: 'demo',
        [SIGNED_REQUEST_HEADERS.timestamp]: timestamp,
        [SIGNED_REQUEST_HEADERS.signature]: requestSignature(
          await demoPaymentSecret(secrets())(),
          timestamp,
          body,
        ),
      },
      payload: body,
    });
    expectFailure(notify, 401, 'payment.signature.invalid');
    expect(await balanceOf(member)).toBe(0);
  });

  it('launches a real merchant’s unconfigured vendor nowhere; a demo merchant’s on the demo vendor', async () => {
    const launch = async (merchant: typeof real) => {
      const member = await signUp(t.app, merchant);
      return send(
        t.app,
        merchant,
        calls.launchGame,
        { gameId: LAUNCH_GAMES.slot.id },
        { token: member.token },
      );
    };
    expectFailure(await launch(real), 503, 'game.vendor.unavailable');
    const trial = await send(t.app, real, calls.trialLaunch, {
      gameId: LAUNCH_GAMES.slot.id,
    });
    expectFailure(trial, 503, 'game.vendor.unavailable');
    expect(expectValue(await launch(demo), calls.launchGame).url).toContain('/vendor/demo/play?t=');
  });

  it('refuses the demo vendor’s page and wallet calls for a real merchant', async () => {
    const member = await signUp(t.app, real);
    await new WalletRepository(t.database.db).post({
      merchantCode: real.code,
      memberId: Number(member.id),
      kind: 'deposit',
      amount: 10_000,
      reference: `fund-${member.id}`,
    });
    const host = real.hosts[0]!;
    const token = await new DemoLaunchTokens(secrets(), () => new Date()).sign(
      {
        merchant: real.code,
        customerId: member.id,
        userName: member.username,
        gameId: LAUNCH_GAMES.slot.id,
        displayName: LAUNCH_GAMES.slot.displayName,
        kind: 'slot',
        lottery: null,
        lottoView: null,
        backUrl: '/m/home',
        trial: false,
        language: 'EN',
      },
      new Date(Date.now() + 60_000),
    );
    const page = await t.app.inject({ url: `/vendor/demo/play?t=${token}`, headers: { host } });
    expect(page.statusCode).toBe(403);

    const body = JSON.stringify({
      transactionId: 'demo-win-1',
      customerId: member.id,
      amount: 5_000,
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const credit = await t.app.inject({
      method: 'POST',
      url: calls.vendorWalletCredit.path,
      headers: {
        host,
        'content-type': 'application/json',
        [SIGNED_REQUEST_HEADERS.vendor]: DEMO_WALLET_VENDOR,
        [SIGNED_REQUEST_HEADERS.timestamp]: timestamp,
        [SIGNED_REQUEST_HEADERS.signature]: requestSignature(
          await demoWalletSecret(secrets())(),
          timestamp,
          body,
        ),
      },
      payload: body,
    });
    expectFailure(credit, 401, 'wallet.signature.invalid');
    expect(await balanceOf(member)).toBe(10_000);
  });

  it('withdraws only what a real merchant’s ledger holds beyond its demo credits, however many race', async () => {
    const member = await signUp(t.app, real);
    const memberId = Number(member.id);
    const ledger = new WalletRepository(t.database.db);
    const credit = (reference: string, amount: number) =>
      ledger.post({ merchantCode: real.code, memberId, kind: 'deposit', amount, reference });
    // Demo money stored before the merchant was marked real: a DEMO deposit and a demo-vendor win.
    const demoDeposit = randomUUID();
    await new DepositRepository(t.database.db).insertWithinCap(
      {
        id: demoDeposit,
        merchantCode: real.code,
        memberId,
        method: 'DEMO',
        amount: 50_000,
      },
      5,
      new Date(),
    );
    await credit(`deposit:${demoDeposit}`, 50_000);
    await credit(`vendor:${DEMO_WALLET_VENDOR}:win:round-1`, 5_000);
    await credit(`deposit:${randomUUID()}`, 30_000);
    const funds = await send(t.app, real, calls.fundsConsolidated, undefined, {
      token: member.token,
    });
    expect(expectValue(funds, calls.fundsConsolidated)).toMatchObject({
      balance: 85_000,
      withdrawable: 30_000,
    });

    const accountId = await savedWithdrawAccount(t.app, real, member);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        send(
          t.app,
          real,
          calls.requestWithdrawal,
          { amount: 10_000, accountId },
          { token: member.token },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expectFailure(answer, 409, 'wallet.insufficient.funds');
    }
    expect(await balanceOf(member)).toBe(55_000);
    expect(await ledger.entrySum(real.code, memberId)).toBe(55_000);
  });
});
