import { describe, expect, it } from 'vitest';
import { calls, VERIFICATION_CODE } from '@lobby/contract';
import {
  expectFailure,
  expectValue,
  fakeClock,
  freshAddress,
  merchantFactory,
  send,
  signUp,
  testConfig,
  testDatabases,
  useTestApp,
} from '../../test/index.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { E2E_CODE_SPACING_PATH } from './e2e-control-routes.js';

let sequence = 0;
const uniqueEmail = () => {
  sequence += 1;
  return `Spacing.${process.pid}.${sequence}@Example.com`;
};

describe.each(testDatabases())('the e2e control of code spacing on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const clock = fakeClock(Date.parse('2031-06-01T09:00:00Z'));
  const plain = useTestApp(kind, { merchants: [merchant], now: clock.now });
  const e2e = useTestApp(kind, {
    merchants: [merchant, other],
    now: clock.now,
    config: testConfig({ e2eControls: true, devInbox: true }),
  });

  const spacingPassed = (app = e2e.app, on: MerchantConfig = merchant, email = '') =>
    app.inject({
      method: 'POST',
      url: E2E_CODE_SPACING_PATH,
      headers: { merchant: on.code },
      payload: { channel: 'email', to: email },
    });

  /** Asks for a code to `email` as a member of `on`, from an address of its own each time. */
  const askCode = async (on: MerchantConfig, token: string, email: string) =>
    send(e2e.app, on, calls.memberEmailCode, { email }, { token, ip: freshAddress() });

  it('is not served without E2E_CONTROLS (every test app and production)', async () => {
    const answer = await spacingPassed(plain.app, merchant, uniqueEmail());
    expect(answer.statusCode).toBe(404);
  });

  it("lets the address's next code go without the minute, and only that address's", async () => {
    const member = await signUp(e2e.app, merchant);
    const email = uniqueEmail();
    const neighbour = uniqueEmail();
    expectValue(await askCode(merchant, member.token, email), calls.memberEmailCode);
    expectValue(await askCode(merchant, member.token, neighbour), calls.memberEmailCode);
    expectFailure(await askCode(merchant, member.token, email), 429, 'TOO_MANY_REQUEST_SMS_WAIT');

    // Addresses match folded, as the quota keys them.
    const moved = await spacingPassed(e2e.app, merchant, email.toUpperCase());
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ moved: true });
    expectValue(await askCode(merchant, member.token, email), calls.memberEmailCode);
    expectFailure(
      await askCode(merchant, member.token, neighbour),
      429,
      'TOO_MANY_REQUEST_SMS_WAIT',
    );
  });

  it("keeps to the request's merchant", async () => {
    const email = uniqueEmail();
    const here = await signUp(e2e.app, merchant);
    const there = await signUp(e2e.app, other);
    expectValue(await askCode(merchant, here.token, email), calls.memberEmailCode);
    expectValue(await askCode(other, there.token, email), calls.memberEmailCode);
    expect((await spacingPassed(e2e.app, other, email)).json()).toEqual({ moved: true });
    expectFailure(await askCode(merchant, here.token, email), 429, 'TOO_MANY_REQUEST_SMS_WAIT');
    expectValue(await askCode(other, there.token, email), calls.memberEmailCode);
  });

  it("still counts the day's sends, and moves nothing for an address never sent to", async () => {
    const member = await signUp(e2e.app, merchant);
    const email = uniqueEmail();
    for (let sent = 0; sent < VERIFICATION_CODE.dailySends; sent += 1) {
      expectValue(await askCode(merchant, member.token, email), calls.memberEmailCode);
      expect((await spacingPassed(e2e.app, merchant, email)).json()).toEqual({ moved: true });
    }
    expectFailure(await askCode(merchant, member.token, email), 429, 'TOO_MANY_REQUEST_SMS');
    expect((await spacingPassed(e2e.app, merchant, uniqueEmail())).json()).toEqual({
      moved: false,
    });
  });

  it('refuses a body out of its bounds', async () => {
    const answer = await e2e.app.inject({
      method: 'POST',
      url: E2E_CODE_SPACING_PATH,
      headers: { merchant: merchant.code },
      payload: { channel: 'fax', to: 'x'.repeat(255) },
    });
    expect(answer.statusCode).toBe(400);
  });
});
