import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import { loadVendorSecrets } from '../core/config/config.js';
import { WalletRepository } from './wallet-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import {
  startFakePaymentProvider,
  type FakePaymentProvider,
} from '../../test/fake-payment-provider.js';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

const SECRET = 'acme-pay-shared-secret-0123456789abcdef';
const SECRET_ENV = 'ACME_PAY_SECRET';

describe.each(testDatabases())('a real payment provider through signed HTTP on $name', (kind) => {
  let fake: FakePaymentProvider;
  let merchant: MerchantConfig;
  beforeAll(async () => {
    fake = await startFakePaymentProvider(SECRET);
    merchant = merchantFactory({
      payments: {
        providers: [
          {
            method: 'ACMEPAY',
            name: 'Acme Pay',
            provider: 'acme',
            url: fake.url,
            secretEnv: SECRET_ENV,
          },
        ],
      },
    });
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.behaviour = 'ok';
    fake.checkouts.length = 0;
  });
  const t = useTestApp(kind, () => ({
    merchants: [merchant],
    vendorSecrets: loadVendorSecrets([merchant], { [SECRET_ENV]: SECRET }),
  }));

  const start = (member: TestMember, amount = 20_000) =>
    send(
      t.app,
      merchant,
      calls.createDeposit,
      { method: 'ACMEPAY', amount },
      { token: member.token },
    );
  const deliver = ({ headers, body }: { headers: Record<string, string>; body: string }) =>
    t.app.inject({
      method: 'POST',
      url: calls.paymentCallback.path,
      headers: { host: merchant.hosts[0]!, ...headers },
      payload: body,
    });
  const balanceOf = (member: TestMember) =>
    new WalletRepository(t.database.db).balance(merchant.code, Number(member.id));

  it('offers the provider beside the demo one', async () => {
    const member = await signUp(t.app, merchant);
    const settings = expectValue(
      await send(t.app, merchant, calls.depositSettings, undefined, { token: member.token }),
      calls.depositSettings,
    );
    expect(settings.methods.map((method) => [method.code, method.name])).toEqual([
      ['DEMO', 'Demo Pay'],
      ['ACMEPAY', 'Acme Pay'],
    ]);
  });

  it('starts a checkout with a signed request, and credits once on its signed notification', async () => {
    const member = await signUp(t.app, merchant);
    const { depositId, payUrl } = expectValue(await start(member), calls.createDeposit);
    expect(payUrl).toBe(`${fake.url}/pay/${depositId}`);
    expect(fake.checkouts).toHaveLength(1);
    const [checkout] = fake.checkouts;
    expect(checkout!.signed).toBe(true);
    expect(checkout!.headers['x-lobby-provider']).toBe('acme');
    expect(checkout!.body).toEqual({
      merchant: merchant.code,
      depositId,
      amount: 20_000,
      currency: merchant.currency,
      returnUrl: `http://${merchant.hosts[0]}/m/wallet/deposit?depositId=${depositId}`,
      callbackUrl: `http://${merchant.hosts[0]}/wps/payment/callback`,
    });

    const paid = fake.notification('acme', { depositId, status: 'paid', amount: 20_000 });
    for (let i = 0; i < 3; i += 1) expectValue(await deliver(paid), calls.paymentCallback);
    expect(await balanceOf(member)).toBe(20_000);
  });

  it('refuses a notification signed as another provider or altered', async () => {
    const member = await signUp(t.app, merchant);
    const { depositId } = expectValue(await start(member), calls.createDeposit);
    const paid = fake.notification('acme', { depositId, status: 'paid', amount: 20_000 });
    expectFailure(
      await deliver({ headers: { ...paid.headers, 'x-lobby-provider': 'demo' }, body: paid.body }),
      401,
      'payment.signature.invalid',
    );
    expectFailure(
      await deliver({ headers: paid.headers, body: paid.body.replace('20000', '90000') }),
      401,
      'payment.signature.invalid',
    );
    expect(await balanceOf(member)).toBe(0);
  });

  it('a deposit is settled only by the provider it was made with', async () => {
    const member = await signUp(t.app, merchant);
    const demo = expectValue(
      await send(
        t.app,
        merchant,
        calls.createDeposit,
        { method: 'DEMO', amount: 20_000 },
        { token: member.token },
      ),
      calls.createDeposit,
    );
    // Acme signs correctly, but the deposit is the demo provider's.
    for (const status of ['paid', 'cancelled'] as const) {
      expectFailure(
        await deliver(
          fake.notification('acme', { depositId: demo.depositId, status, amount: 20_000 }),
        ),
        404,
        'deposit.not.found',
      );
    }
    expect(await balanceOf(member)).toBe(0);
    const status = expectValue(
      await send(t.app, merchant, calls.depositStatus, undefined, {
        token: member.token,
        query: { depositId: demo.depositId },
      }),
      calls.depositStatus,
    );
    expect(status.deposit?.status).toBe('pending');

    const { depositId } = expectValue(await start(member), calls.createDeposit);
    const paid = fake.notification('acme', { depositId, status: 'paid', amount: 20_000 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(paid)));
    const values = answers.map((answer) => expectValue(answer, calls.paymentCallback));
    expect(values.filter((value) => value.credited)).toHaveLength(1);
    expect(await balanceOf(member)).toBe(20_000);
  });

  it('answers payment.provider.unavailable when the provider fails or answers an unsafe page', async () => {
    const member = await signUp(t.app, merchant);
    fake.behaviour = 'error';
    expectFailure(await start(member), 503, 'payment.provider.unavailable');
    fake.behaviour = 'insecure';
    expectFailure(await start(member), 503, 'payment.provider.unavailable');
  });
});

describe('payment provider secrets', () => {
  it('a start without a provider secret stops, naming merchant, provider and variable', () => {
    const merchant = merchantFactory({
      payments: {
        providers: [
          {
            method: 'ACMEPAY',
            name: 'Acme',
            provider: 'acme',
            url: 'https://pay.example',
            secretEnv: SECRET_ENV,
          },
        ],
      },
    });
    expect(() => loadVendorSecrets([merchant], {})).toThrow(
      `merchant ${merchant.code}: payment provider acme needs its shared secret in ${SECRET_ENV}`,
    );
  });
});
