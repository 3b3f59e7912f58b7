import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import { PromotionRepository } from '../promotions/promotion-repository.js';
import { promotionFile, storePromotions } from '../../test/promotion-fixtures.js';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

const entry = (path: string, labelIds: string[] = []) => ({
  path,
  csType: 'LIVECHAT' as const,
  csPosition: 'bottom',
  labelIds,
});

describe.each(testDatabases())('customer-service entries on $name', (kind) => {
  const merchant = merchantFactory({
    customerService: [entry('everyone-path-1111aaaa'), entry('vip-path-2222bbbb', ['gold'])],
  });
  const other = merchantFactory({
    customerService: [entry('other-path-3333cccc')],
    chat: { builtIn: false },
  });
  const withWidget = merchantFactory({
    chat: {
      builtIn: false,
      widget: {
        csType: 'LIVECHAT',
        scriptUrl: 'https://cdn.chat-widget.example/tracking.js',
        customScripts: ['https://scripts.merchant.example/chat-glue.js'],
        hook: 'openMerchantChat',
        origins: ['https://secure.chat-widget.example'],
      },
    },
  });
  const t = useTestApp(kind, { merchants: [merchant, other, withWidget] });

  const script = (on = merchant, token?: string) =>
    send(t.app, on, calls.customerServiceScript, undefined, { token });

  it("gives a visitor the merchant's entries for everyone, each with its path's key", async () => {
    const value = expectValue(await script(), calls.customerServiceScript);
    expect(value).toEqual({
      entries: [{ ...entry('everyone-path-1111aaaa'), key: '1111aaaa' }],
      builtInChat: true,
      widget: null,
    });
  });

  it('gives a member without a VIP label the same entries', async () => {
    const member = await signUp(t.app, merchant);
    const value = expectValue(await script(merchant, member.token), calls.customerServiceScript);
    expect(value.entries.map((item) => item.path)).toEqual(['everyone-path-1111aaaa']);
  });

  it('gives a member whose VIP label has entries those entries only', async () => {
    await storePromotions(t.database, merchant.code, promotionFile());
    const member = await signUp(t.app, merchant);
    await new PromotionRepository(t.database.db).setClubLabel(
      merchant.code,
      Number(member.id),
      'gold',
      1,
    );
    const value = expectValue(await script(merchant, member.token), calls.customerServiceScript);
    expect(value.entries).toEqual([{ ...entry('vip-path-2222bbbb', ['gold']), key: '2222bbbb' }]);
    const silver = await signUp(t.app, merchant);
    await new PromotionRepository(t.database.db).setClubLabel(
      merchant.code,
      Number(silver.id),
      'silver',
      1,
    );
    const others = expectValue(await script(merchant, silver.token), calls.customerServiceScript);
    expect(others.entries.map((item) => item.path)).toEqual(['everyone-path-1111aaaa']);
  });

  it("answers each merchant's own entries only", async () => {
    const value = expectValue(await script(other), calls.customerServiceScript);
    expect(value).toEqual({
      entries: [{ ...entry('other-path-3333cccc'), key: '3333cccc' }],
      builtInChat: false,
      widget: null,
    });
  });

  it('saves a fresh random authKey per request for a member, never the session token', async () => {
    const member = await signUp(t.app, merchant);
    const save = () =>
      send(t.app, merchant, calls.saveMemberInfoByAuthKey, {}, { token: member.token });
    const first = expectValue(await save(), calls.saveMemberInfoByAuthKey);
    const second = expectValue(await save(), calls.saveMemberInfoByAuthKey);
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain(member.token);
  });

  it('refuses an authKey to a visitor', async () => {
    const response = await send(t.app, merchant, calls.saveMemberInfoByAuthKey, {});
    expectFailure(response, 401, 'customer.not.login');
  });

  it("answers the merchant's chat widget, and only its pages allow the widget's origins", async () => {
    const value = expectValue(await script(withWidget), calls.customerServiceScript);
    expect(value.widget).toEqual({
      csType: 'LIVECHAT',
      scriptUrl: 'https://cdn.chat-widget.example/tracking.js',
      customScripts: ['https://scripts.merchant.example/chat-glue.js'],
      hook: 'openMerchantChat',
    });
    const policyOf = async (on: typeof merchant) => {
      const response = await t.app.inject({ url: '/m/home', headers: { host: on.hosts[0]! } });
      const policy = String(response.headers['content-security-policy']);
      return new Map(
        policy.split(';').map((part) => {
          const [name = '', ...sources] = part.trim().split(/\s+/);
          return [name, sources] as const;
        }),
      );
    };
    const widgetPolicy = await policyOf(withWidget);
    const origins = [
      'https://cdn.chat-widget.example',
      'https://scripts.merchant.example',
      'https://secure.chat-widget.example',
    ];
    for (const directive of ['script-src', 'connect-src', 'frame-src']) {
      expect(widgetPolicy.get(directive)).toEqual(expect.arrayContaining(origins));
    }
    const plainPolicy = await policyOf(merchant);
    for (const directive of ['script-src', 'connect-src', 'frame-src']) {
      for (const origin of origins) expect(plainPolicy.get(directive)).not.toContain(origin);
    }
  });

  it('a chat provider redeems an authKey for the member once, on its own merchant only', async () => {
    const member = await signUp(t.app, merchant);
    const save = async () =>
      expectValue(
        await send(t.app, merchant, calls.saveMemberInfoByAuthKey, {}, { token: member.token }),
        calls.saveMemberInfoByAuthKey,
      );
    const redeem = (authKey: string, on = merchant) =>
      send(t.app, on, calls.redeemChatAuthKey, { authKey });
    const authKey = await save();
    expect(expectValue(await redeem(authKey), calls.redeemChatAuthKey)).toEqual({
      merchant: merchant.code,
      customerId: member.id,
      userName: member.username,
    });
    expectFailure(await redeem(authKey), 404, 'chat.authkey.invalid');
    expectFailure(await redeem(await save(), other), 404, 'chat.authkey.invalid');
    expectFailure(await redeem('never-issued-key'), 404, 'chat.authkey.invalid');
  });

  it('the status call answers the same filtered entries, never every entry', async () => {
    await storePromotions(t.database, merchant.code, promotionFile());
    const gold = await signUp(t.app, merchant);
    await new PromotionRepository(t.database.db).setClubLabel(
      merchant.code,
      Number(gold.id),
      'gold',
      1,
    );
    const plain = await signUp(t.app, merchant);
    const statusEntries = async (token?: string) =>
      expectValue(
        await send(t.app, merchant, calls.systemStatus, undefined, { token }),
        calls.systemStatus,
      ).customerService.map((item) => item.path);
    const scriptEntries = async (token?: string) =>
      expectValue(await script(merchant, token), calls.customerServiceScript).entries.map(
        (item) => item.path,
      );
    expect(await statusEntries()).toEqual(['everyone-path-1111aaaa']);
    expect(await statusEntries(plain.token)).toEqual(['everyone-path-1111aaaa']);
    expect(await statusEntries(gold.token)).toEqual(['vip-path-2222bbbb']);
    for (const token of [undefined, plain.token, gold.token]) {
      expect(await statusEntries(token)).toEqual(await scriptEntries(token));
    }
  });
});
