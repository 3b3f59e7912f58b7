import { describe, expect, it } from 'vitest';
import { DemoPaymentProvider } from './demo-payment.js';

const secret = () => Promise.resolve(new TextEncoder().encode('demo-payment-secret'));
const checkout = {
  merchantCode: 'demo',
  depositId: 'd6a1c9f0-3f0e-4c59-9d6a-0c1f7b1e2a33',
  amount: 50_000,
};

describe('demo payment checkout links', () => {
  it('carry the deposit and amount Lobby asked for, on the merchant they were made for', async () => {
    const provider = new DemoPaymentProvider(secret);
    const token = await provider.linkToken(checkout);
    expect(await provider.checkoutOf(token, 'demo')).toEqual(checkout);
  });

  it('refuse another merchant, an altered amount or deposit, another secret and junk', async () => {
    const provider = new DemoPaymentProvider(secret);
    const token = await provider.linkToken(checkout);
    const [depositId, amount, mac] = token.split('.');
    const other = new DemoPaymentProvider(() => Promise.resolve(new Uint8Array(32)));
    expect(await provider.checkoutOf(token, 'neon')).toBeUndefined();
    expect(await provider.checkoutOf(`${depositId}.1.${mac}`, 'demo')).toBeUndefined();
    expect(await provider.checkoutOf(`x${depositId}.${amount}.${mac}`, 'demo')).toBeUndefined();
    expect(await other.checkoutOf(token, 'demo')).toBeUndefined();
    for (const junk of [
      '',
      '...',
      `${token}.x`,
      `${depositId}.0${amount}.${mac}`,
      `${depositId}.${mac}`,
    ]) {
      expect(await provider.checkoutOf(junk, 'demo')).toBeUndefined();
    }
  });
});
