import { beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallBody } from '@lobby/contract';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  addOperator,
  signInAs,
  signInOperator,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';
import { PROMO_NOW, promotionFile, storePromotions } from '../../test/promotion-fixtures.js';

type SavePromotion = CallBody<typeof calls.opsSavePromotion>;

describe.each(testDatabases())("the console's content calls on $name", (kind) => {
  const merchant = merchantFactory({ languages: ['EN', 'TH', 'FR'], defaultLanguage: 'EN' });
  const other = merchantFactory({ languages: ['EN', 'TH'], defaultLanguage: 'EN' });
  const t = useTestApp(kind, () => ({
    merchants: [merchant, other],
    now: () => PROMO_NOW,
  }));
  let cookie: string;
  let otherCookie: string;
  let marketer: string;
  beforeAll(async () => {
    await storePromotions(t.database, merchant.code, promotionFile());
    await storePromotions(
      t.database,
      other.code,
      promotionFile({
        categories: [{ id: 'theirs', name: { EN: 'Theirs' } }],
        promotions: [
          {
            id: 'only-theirs',
            category: 'theirs',
            startsAt: '2026-01-01T00:00:00Z',
            title: { EN: "The other merchant's" },
            content: { EN: 'Theirs' },
          },
        ],
        memberLabels: [],
      }),
    );
    // A marketing operator edits; the other merchant's admin stays on its side.
    const operator = await addOperator(t.app, merchant, 'marketing');
    marketer = operator.username;
    cookie = await signInAs(t.app, merchant, operator);
    otherCookie = await signInOperator(t.app, other);
  });

  const asOperator = (on = merchant) => ({
    headers: { cookie: on === merchant ? cookie : otherCookie },
  });
  const list = async (on = merchant) =>
    expectValue(
      await send(t.app, on, calls.opsContent, undefined, asOperator(on)),
      calls.opsContent,
    );
  const savePromotion = (body: SavePromotion, on = merchant) =>
    send(t.app, on, calls.opsSavePromotion, body, asOperator(on));
  const playerList = async (language: string, on = merchant) =>
    expectValue(
      await send(t.app, on, calls.promotionList, undefined, { headers: { language } }),
      calls.promotionList,
    ).promotions;
  const welcome = (changes: Partial<SavePromotion> = {}): SavePromotion => ({
    mode: 'update',
    id: 'welcome',
    category: 'new',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2027-01-01T00:00:00Z',
    title: { EN: 'Welcome', FR: 'Bienvenue' },
    content: { EN: ['## Hello', '**Bold** text'] },
    terms: { EN: ['- one rule'] },
    ...changes,
  });
  const auditOf = (action: string, on = merchant) =>
    t.app.core.audit.list({ merchantCode: on.code, action, limit: 50 });

  it('lists every promotion of the merchant, enabled or not, ended or to come, in every language', async () => {
    const content = await list();
    expect(content.languages).toEqual(['EN', 'TH', 'FR']);
    expect(content.promotions.map((p) => p.id)).toEqual([
      'welcome',
      'app',
      'code',
      'ended',
      'future',
    ]);
    expect(content.promotions[0]).toMatchObject({
      title: { EN: 'Welcome', FR: 'Bienvenue' },
      content: { EN: '## Hello\n**Bold** text' },
      enabled: true,
      claimKind: 'claim',
    });
    // Merchant isolation: neither sees the other's content.
    expect((await list(other)).promotions.map((p) => p.id)).toEqual(['only-theirs']);
    expect(content.vipLevels.map((level) => level.labelId)).toEqual(['bronze', 'silver', 'gold']);
  });

  it("a Thai title shows on the player's Thai list, audited with before and after", async () => {
    const saved = expectValue(
      await savePromotion(welcome({ title: { EN: 'Welcome', FR: 'Bienvenue', TH: 'ยินดีต้อนรับ' } })),
      calls.opsSavePromotion,
    );
    expect(saved.promotion.title.TH).toBe('ยินดีต้อนรับ');
    expect((await playerList('TH')).find((p) => p.id === 'welcome')?.title).toBe('ยินดีต้อนรับ');
    // The claim the file set is kept.
    expect(saved.promotion.claimKind).toBe('claim');
    const [entry] = await auditOf('promotion.update');
    expect(entry).toMatchObject({
      operatorName: marketer,
      targetType: 'promotion',
      targetId: 'welcome',
    });
    expect((entry!.before as { title: Record<string, string> }).title.TH).toBeUndefined();
    expect((entry!.after as { title: Record<string, string> }).title.TH).toBe('ยินดีต้อนรับ');
  });

  it('creates a promotion with an image per language; the player sees it with its image', async () => {
    expectValue(
      await savePromotion(
        welcome({
          mode: 'create',
          id: 'weekend',
          category: 'casino',
          endsAt: null,
          title: { EN: 'Weekend spins', TH: 'หมุนสุดสัปดาห์' },
          content: { EN: ['Spin all weekend'] },
          terms: {},
          images: { TH: 'https://cdn.example/th.png' },
        }),
      ),
      calls.opsSavePromotion,
    );
    const thai = (await playerList('TH')).find((p) => p.id === 'weekend');
    expect(thai).toMatchObject({ title: 'หมุนสุดสัปดาห์', image: 'https://cdn.example/th.png' });
    const english = (await playerList('EN')).find((p) => p.id === 'weekend');
    expect(english?.image).toMatch(/^\/wps\//);
    expect((await list()).promotions.at(-1)).toMatchObject({ id: 'weekend', claimKind: 'none' });
    expectFailure(await savePromotion(welcome({ mode: 'create' })), 409, 'content.exists');
  });

  it('refuses what the promotion file would refuse, naming the field, and changes nothing', async () => {
    const before = await list();
    const cases: [Partial<SavePromotion>, RegExp][] = [
      [{ title: { FR: 'Seulement' } }, /promotions\.0\.title\.EN: missing/],
      [{ title: { EN: 'Hi', KO: '안녕' } }, /title\.KO: the merchant does not offer KO/],
      [{ category: 'nowhere' }, /category: no category "nowhere"/],
      [{ endsAt: '2025-01-01T00:00:00Z' }, /endsAt: must be after startsAt/],
    ];
    for (const [changes, message] of cases) {
      const response = await savePromotion(welcome(changes));
      expect(expectFailure(response, 400, 'content.invalid')).toMatch(message);
    }
    expect(await list()).toEqual(before);
    expect(await auditOf('promotion.update')).toHaveLength(1);
  });

  it('refuses out-of-bounds fields with invalid_request before anything is read', async () => {
    const cases: [Partial<SavePromotion>, RegExp][] = [
      [{ title: { EN: 'x'.repeat(121) } }, /^body\.title\.EN: /],
      [{ title: { EN: 'a\u0000b' } }, /^body\.title\.EN: /],
      [{ content: { EN: ['line\nbreak'] } }, /^body\.content\.EN\.0: /],
      [{ content: { EN: Array.from({ length: 401 }, () => 'x') } }, /^body\.content\.EN: /],
      [{ startsAt: '2101-01-01T00:00:00Z' }, /^body\.startsAt: /],
      [{ startsAt: '2026-02-31T00:00:00Z' }, /^body\.startsAt: /],
      [{ endsAt: 'tomorrow' }, /^body\.endsAt: /],
      [{ images: { EN: 'http://insecure.example/a.png' } }, /^body\.images\.EN: /],
      [{ images: { EN: 'javascript:alert(1)' } }, /^body\.images\.EN: /],
      [{ id: '../etc' }, /^body\.id: /],
    ];
    for (const [changes, message] of cases) {
      expect(expectFailure(await savePromotion(welcome(changes)), 400, 'invalid_request')).toMatch(
        message,
      );
    }
  });

  it("cannot reach another merchant's promotion: an update of its id is not found", async () => {
    const response = await savePromotion(welcome({ id: 'only-theirs', category: 'new' }));
    expectFailure(response, 404, 'content.not.found');
    expect((await list(other)).promotions[0]!.title).toEqual({ EN: "The other merchant's" });
  });

  it('a disabled promotion leaves the player list, its page and its claim', async () => {
    const disable = await send(
      t.app,
      merchant,
      calls.opsSetContentEnabled,
      { kind: 'promotion', id: 'welcome', enabled: false },
      asOperator(),
    );
    expect(expectValue(disable, calls.opsSetContentEnabled)).toEqual({
      kind: 'promotion',
      id: 'welcome',
      enabled: false,
    });
    expect((await playerList('EN')).map((p) => p.id)).not.toContain('welcome');
    const detail = await send(t.app, merchant, calls.promotionDetail, undefined, {
      query: { id: 'welcome' },
    });
    expectFailure(detail, 404, 'promotion.not.found');
    const member = await signUp(t.app, merchant);
    const claim = await send(
      t.app,
      merchant,
      calls.claimPromotion,
      { promotionId: 'welcome' },
      { token: member.token },
    );
    expectFailure(claim, 404, 'promotion.not.found');
    const [entry] = await auditOf('promotion.disable');
    expect(entry).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    await send(
      t.app,
      merchant,
      calls.opsSetContentEnabled,
      { kind: 'promotion', id: 'welcome', enabled: true },
      asOperator(),
    );
    expect((await playerList('EN')).map((p) => p.id)).toContain('welcome');
  });

  it('orders promotions as given, and refuses an order that leaves one out', async () => {
    const ids = (await list()).promotions.map((p) => p.id);
    const reversed = [...ids].reverse();
    const order = (body: CallBody<typeof calls.opsOrderContent>) =>
      send(t.app, merchant, calls.opsOrderContent, body, asOperator());
    expectValue(await order({ kind: 'promotion', ids: reversed }), calls.opsOrderContent);
    expect((await list()).promotions.map((p) => p.id)).toEqual(reversed);
    const current = (await playerList('EN')).map((p) => p.id);
    expect(current).toEqual(reversed.filter((id) => current.includes(id)));
    expectFailure(
      await order({ kind: 'promotion', ids: reversed.slice(1) }),
      400,
      'content.invalid',
    );
    expectFailure(
      await order({ kind: 'promotion', ids: [...reversed.slice(1), reversed[1]!] }),
      400,
      'content.invalid',
    );
    expect((await auditOf('promotion.order'))[0]).toMatchObject({ before: ids, after: reversed });
  });

  it('renames a VIP level per language: the VIP page and the member card show it', async () => {
    const saved = await send(
      t.app,
      merchant,
      calls.opsSaveVipLevel,
      {
        labelId: 'gold',
        labelName: { EN: 'Gold', TH: 'ทอง' },
        benefits: [{ EN: 'Faster payouts' }],
      },
      asOperator(),
    );
    expect(expectValue(saved, calls.opsSaveVipLevel).level.labelName).toEqual({
      EN: 'Gold',
      TH: 'ทอง',
    });
    const vip = expectValue(
      await send(t.app, merchant, calls.vipLevels, undefined, { headers: { language: 'TH' } }),
      calls.vipLevels,
    );
    expect(vip.levels.find((l) => l.labelId === 'gold')).toMatchObject({
      labelName: 'ทอง',
      benefits: ['Faster payouts'],
    });
    const missing = await send(
      t.app,
      merchant,
      calls.opsSaveVipLevel,
      { labelId: 'platinum', labelName: { EN: 'Platinum' }, benefits: [] },
      asOperator(),
    );
    expectFailure(missing, 404, 'content.not.found');
  });

  it('edits announcements and categories, each checked and audited', async () => {
    const announcement = await send(
      t.app,
      merchant,
      calls.opsSaveAnnouncement,
      {
        mode: 'create',
        id: 'maintenance',
        startsAt: '2026-11-01T00:00:00Z',
        endsAt: null,
        title: { EN: 'Maintenance', TH: 'ปิดปรับปรุง' },
        content: { EN: 'Tonight at 2am' },
      },
      asOperator(),
    );
    expectValue(announcement, calls.opsSaveAnnouncement);
    const shown = expectValue(
      await send(t.app, merchant, calls.listAnnouncements, undefined, {
        query: { types: 'PR', platform: 'M' },
        headers: { language: 'TH' },
      }),
      calls.listAnnouncements,
    );
    expect(shown.announcements.map((a) => a.title)).toContain('ปิดปรับปรุง');
    const category = await send(
      t.app,
      merchant,
      calls.opsSaveCategory,
      { mode: 'update', id: 'casino', name: { EN: 'Casino', TH: 'คาสิโน' } },
      asOperator(),
    );
    expect(expectValue(category, calls.opsSaveCategory).category.name.TH).toBe('คาสิโน');
    expect(await auditOf('announcement.create')).toHaveLength(1);
    expect(await auditOf('category.update')).toHaveLength(1);
  });

  it('creates a banner with an image per language, which the home page draws', async () => {
    const body: CallBody<typeof calls.opsSaveBanner> = {
      mode: 'create',
      id: 'spring',
      groupName: 'm_home',
      title: 'Spring',
      texts: {
        EN: { title: 'Spring cup', action: 'Play' },
        TH: { title: 'ถ้วยฤดูใบไม้ผลิ', action: 'เล่น' },
      },
      images: { EN: 'https://cdn.example/spring-en.png' },
      linkageType: 'P',
      linkage: 'welcome',
    };
    const noImage = await send(
      t.app,
      merchant,
      calls.opsSaveBanner,
      { ...body, images: {} },
      asOperator(),
    );
    expect(expectFailure(noImage, 400, 'content.invalid')).toMatch(
      /images\.EN: an image is needed/,
    );
    expectValue(
      await send(t.app, merchant, calls.opsSaveBanner, body, asOperator()),
      calls.opsSaveBanner,
    );
    const banners = expectValue(
      await send(t.app, merchant, calls.banners, undefined, {
        query: { groupName: 'm_home' },
        headers: { language: 'TH' },
      }),
      calls.banners,
    ).banners;
    expect(banners.find((b) => b.id === 'spring')).toMatchObject({
      caption: { title: 'ถ้วยฤดูใบไม้ผลิ', action: 'เล่น' },
      url: 'https://cdn.example/spring-en.png',
    });
    await send(
      t.app,
      merchant,
      calls.opsSetContentEnabled,
      { kind: 'banner', id: 'spring', enabled: false },
      asOperator(),
    );
    const after = expectValue(
      await send(t.app, merchant, calls.banners, undefined, { query: { groupName: 'm_home' } }),
      calls.banners,
    ).banners;
    expect(after.map((b) => b.id)).not.toContain('spring');
  });

  it('takes many edits at once: each applied, audited and versioned once; one create of an id wins', async () => {
    const version = async () =>
      (
        await t.database.db
          .selectFrom('content_versions')
          .select('version')
          .where('merchant_code', '=', merchant.code)
          .executeTakeFirstOrThrow()
      ).version;
    const start = await version();
    const creates = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        savePromotion(
          welcome({ mode: 'create', id: `burst-${i % 4}`, title: { EN: `Burst ${i}` }, terms: {} }),
        ),
      ),
    );
    const statuses = creates.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    for (const response of creates.filter((r) => r.statusCode !== 200)) {
      expectFailure(response, 409, 'content.exists');
    }
    const toggles = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(
          t.app,
          merchant,
          calls.opsSetContentEnabled,
          { kind: 'promotion', id: `burst-${i % 4}`, enabled: i % 2 === 0 },
          asOperator(),
        ),
      ),
    );
    expect(toggles.every((response) => response.statusCode === 200)).toBe(true);
    expect(await version()).toBe(start + 4 + 10);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('merchant_code', '=', merchant.code)
      .where('target_id', 'like', 'burst-%')
      .executeTakeFirstOrThrow();
    expect(Number(audited.count)).toBe(14);
    expect((await list()).promotions.filter((p) => p.id.startsWith('burst-'))).toHaveLength(4);
  });

  it('answers operator.not.login without an operator session, and never to a player token', async () => {
    const member = await signUp(t.app, merchant);
    expectFailure(
      await send(t.app, merchant, calls.opsContent, undefined, { token: member.token }),
      401,
      'operator.not.login',
    );
    expectFailure(
      await send(t.app, merchant, calls.opsSavePromotion, welcome(), { token: member.token }),
      401,
      'operator.not.login',
    );
  });
});
