import { beforeAll, describe, expect, it } from 'vitest';
import { calls, vipProgress } from '@lobby/contract';
import { PromotionRepository } from './promotion-repository.js';
import { PROMOTION_LIMITS as LIMITS } from './promotion-limits.js';
import {
  authed,
  expectFailure,
  expectValue,
  freshAddress,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';
import { PROMO_NOW, promotionFile, storePromotions } from '../../test/promotion-fixtures.js';

describe.each(testDatabases())('promotions, announcements and VIP on $name', (kind) => {
  const merchant = merchantFactory({ languages: ['EN', 'FR'], defaultLanguage: 'EN' });
  const other = merchantFactory({ flags: { REWCEN3: false } });
  const bare = merchantFactory();

  const t = useTestApp(kind, { merchants: [merchant, other, bare], now: () => PROMO_NOW });
  beforeAll(async () => {
    await storePromotions(t.database, merchant.code, promotionFile());
    await storePromotions(
      t.database,
      other.code,
      promotionFile({
        promoCodesEnabled: false,
        categories: [{ id: 'other', name: { EN: 'Other shop' } }],
        promotions: [
          {
            id: 'welcome',
            category: 'other',
            startsAt: '2026-01-01T00:00:00Z',
            title: { EN: "Other merchant's welcome" },
            content: { EN: 'Theirs' },
            claim: { kind: 'promoCode', promoCode: 'OTHER' },
            kind: 'APP_DOWNLOAD',
          },
        ],
        memberLabels: [],
      }),
    );
  });

  const get = (call: Parameters<typeof send>[2], query?: Record<string, string>, on = merchant) =>
    send(t.app, on, call, undefined, { query, headers: { language: 'FR' } });

  describe('categories and the promotion list (no authorization)', () => {
    it('names the categories in the Language header, falling back to the default', async () => {
      const value = expectValue(await get(calls.promotionCategories), calls.promotionCategories);
      expect(value.categories).toEqual([
        { id: 'new', name: 'Nouveaux joueurs' },
        { id: 'casino', name: 'Casino' },
        { id: 'sports', name: 'Sports' },
      ]);
      const onOther = expectValue(
        await get(calls.promotionCategories, undefined, other),
        calls.promotionCategories,
      );
      expect(onOther.categories).toEqual([{ id: 'other', name: 'Other shop' }]);
      const none = expectValue(
        await get(calls.promotionCategories, undefined, bare),
        calls.promotionCategories,
      );
      expect(none.categories).toEqual([]);
    });

    it('lists current promotions only: ended and not yet started ones are hidden', async () => {
      const value = expectValue(await get(calls.promotionList), calls.promotionList);
      expect(value.promotions.map((promotion) => promotion.id)).toEqual(['welcome', 'app', 'code']);
      expect(value.promotions[0]).toEqual({
        id: 'welcome',
        category: 'new',
        title: 'Bienvenue',
        image: '/wps/catalogue/image/promo-welcome',
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2027-01-01T00:00:00.000Z',
        claimKind: 'claim',
        textLanguages: {},
      });
      expect(JSON.stringify(value)).not.toContain('LUCKY2026');
    });

    it('narrows the list to a category', async () => {
      const value = expectValue(
        await get(calls.promotionList, { category: 'sports' }),
        calls.promotionList,
      );
      expect(value.promotions.map((promotion) => promotion.id)).toEqual(['code']);
    });

    it('serves each promotion its own generated artwork as a sandboxed SVG', async () => {
      const response = await t.app.inject({
        url: '/wps/catalogue/image/promo-welcome',
        headers: { host: merchant.hosts[0]! },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg /);
      const elsewhere = await t.app.inject({
        url: '/wps/catalogue/image/promo-app',
        headers: { host: other.hosts[0]! },
      });
      expect(elsewhere.statusCode).toBe(404);
    });
  });

  describe('one promotion (the activity page)', () => {
    it('answers its content and terms in the language', async () => {
      const value = expectValue(
        await get(calls.promotionDetail, { id: 'welcome' }),
        calls.promotionDetail,
      );
      expect(value).toMatchObject({
        id: 'welcome',
        title: 'Bienvenue',
        content: '## Hello\n**Bold** text',
        terms: '- one rule',
      });
    });

    it('names the action that earns an action promotion, for its button, and null for others', async () => {
      const app = expectValue(
        await get(calls.promotionDetail, { id: 'app' }),
        calls.promotionDetail,
      );
      expect(app.action).toBe('APP_DOWNLOAD');
      const welcome = expectValue(
        await get(calls.promotionDetail, { id: 'welcome' }),
        calls.promotionDetail,
      );
      expect(welcome.action).toBeNull();
    });

    it('says promotion.not.found for an unknown id, one not started, or another merchant’s', async () => {
      expectFailure(await get(calls.promotionDetail, { id: 'nope' }), 404, 'promotion.not.found');
      expectFailure(await get(calls.promotionDetail, { id: 'future' }), 404, 'promotion.not.found');
      expectFailure(
        await get(calls.promotionDetail, { id: 'app' }, other),
        404,
        'promotion.not.found',
      );
    });

    it('says promotion.expired once it has ended', async () => {
      expectFailure(await get(calls.promotionDetail, { id: 'ended' }), 410, 'promotion.expired');
    });
  });

  describe('claims', () => {
    it('claims once: a repeat is refused as already claimed and changes nothing', async () => {
      const member = await signUp(t.app, merchant);
      const as = authed(t.app, merchant, member.token);
      const first = expectValue(
        await as.post(calls.claimPromotion, { promotionId: 'welcome' }),
        calls.claimPromotion,
      );
      expect(first).toEqual({
        promotionId: 'welcome',
        claimedAt: PROMO_NOW.toISOString(),
        outcome: { kind: 'recorded' },
      });
      expectFailure(
        await as.post(calls.claimPromotion, { promotionId: 'welcome' }),
        409,
        'promotion.already.claimed',
      );
      const mine = expectValue(await as.get(calls.memberPromotions), calls.memberPromotions);
      expect(mine.promotions.map((p) => [p.id, p.claimed])).toEqual([
        ['welcome', true],
        ['app', false],
        ['code', false],
      ]);
    });

    it('holds under many concurrent requests: one claim, the others already claimed', async () => {
      const member = await signUp(t.app, merchant);
      const as = authed(t.app, merchant, member.token);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => as.post(calls.claimPromotion, { promotionId: 'welcome' })),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const answer of answers.filter((each) => each.statusCode !== 200)) {
        expectFailure(answer, 409, 'promotion.already.claimed');
      }
      const rows = await t.database.db
        .selectFrom('promotion_claims')
        .select('promotion_id')
        .where('merchant_code', '=', merchant.code)
        .where('member_id', '=', Number(member.id))
        .execute();
      expect(rows).toEqual([{ promotion_id: 'welcome' }]);
    });

    it('takes a promo code whatever its case, once, under concurrent requests', async () => {
      const member = await signUp(t.app, merchant);
      const as = authed(t.app, merchant, member.token);
      expect(expectValue(await as.get(calls.promoCodeEnable), calls.promoCodeEnable).enabled).toBe(
        true,
      );
      const answers = await Promise.all(
        [' lucky2026 ', 'LUCKY2026', 'Lucky2026', 'lucky2026'].map((promoCode) =>
          as.post(calls.claimPromotion, { promoCode }),
        ),
      );
      const taken = answers.filter((answer) => answer.statusCode === 200);
      expect(taken).toHaveLength(1);
      expect(expectValue(taken[0]!, calls.claimPromotion).promotionId).toBe('code');
      for (const answer of answers.filter((each) => each.statusCode !== 200)) {
        expectFailure(answer, 409, 'promotion.already.claimed');
      }
    });

    it('refuses what cannot be claimed, each with its code', async () => {
      const member = await signUp(t.app, merchant);
      const as = authed(t.app, merchant, member.token);
      const claim = (body: object) => as.post(calls.claimPromotion, body);
      expectFailure(await claim({ promotionId: 'nope' }), 404, 'promotion.not.found');
      expectFailure(await claim({ promotionId: 'future' }), 404, 'promotion.not.found');
      expectFailure(await claim({ promotionId: 'ended' }), 410, 'promotion.expired');
      expectFailure(await claim({ promotionId: 'app' }), 409, 'promotion.not.claimable');
      expectFailure(await claim({ promotionId: 'code' }), 409, 'promotion.not.claimable');
      expectFailure(await claim({ promoCode: 'WRONG' }), 404, 'promo.code.invalid');
      // Another merchant's code is not taken here, and the answer says so.
      expectFailure(await claim({ promoCode: 'OTHER' }), 404, 'promo.code.other.merchant');
      expectFailure(await claim({}), 400, 'invalid_request');
      expectFailure(
        await claim({ promotionId: 'welcome', promoCode: 'X' }),
        400,
        'invalid_request',
      );
    });

    it('limits wrong promo codes per member and per address, counted before the lookup', async () => {
      const { promoCodesPerMember: perMember, promoCodesPerAddress: perAddress } = LIMITS;
      const tryCode = (member: TestMember, promoCode: string, ip: string) =>
        send(t.app, merchant, calls.claimPromotion, { promoCode }, { token: member.token, ip });
      const errorCodes = (answers: { json(): unknown }[]) =>
        answers.map((answer) => (answer.json() as { errorCode?: string }).errorCode);

      // A right code gives its try back, however often it is sent (repeats are already claimed).
      const lucky = await signUp(t.app, merchant);
      const ip = freshAddress();
      expectValue(await tryCode(lucky, 'LUCKY2026', ip), calls.claimPromotion);
      for (let i = 0; i < perMember.max; i += 1) {
        expectFailure(await tryCode(lucky, 'LUCKY2026', ip), 409, 'promotion.already.claimed');
      }

      const guesser = await signUp(t.app, merchant);
      const burst = await Promise.all(
        Array.from({ length: 100 }, (_, i) => tryCode(guesser, `GUESS${i}`, freshAddress())),
      );
      const codes = errorCodes(burst);
      expect(codes.filter((code) => code === 'promo.code.invalid')).toHaveLength(perMember.max);
      expect(codes.filter((code) => code === 'TOO_MANY_REQUEST_PROMO_CODE')).toHaveLength(
        100 - perMember.max,
      );
      expectFailure(
        await tryCode(guesser, 'LUCKY2026', freshAddress()),
        429,
        'TOO_MANY_REQUEST_PROMO_CODE',
      );

      // One address shares its allowance among the members behind it.
      const shared = freshAddress();
      const members = await Promise.all(
        Array.from({ length: perAddress.max / perMember.max + 1 }, () => signUp(t.app, merchant)),
      );
      const fromShared = await Promise.all(
        members.flatMap((member) =>
          Array.from({ length: perMember.max }, (_, i) => tryCode(member, `SHARED${i}`, shared)),
        ),
      );
      expect(errorCodes(fromShared).filter((code) => code === 'promo.code.invalid')).toHaveLength(
        perAddress.max,
      );
      const newcomer = await signUp(t.app, merchant);
      expectFailure(await tryCode(newcomer, 'SHARED', shared), 429, 'TOO_MANY_REQUEST_PROMO_CODE');
      expectFailure(
        await tryCode(newcomer, 'ELSEWHERE', freshAddress()),
        404,
        'promo.code.invalid',
      );
    });

    it('refuses promo codes where the merchant takes none', async () => {
      const member = await signUp(t.app, other);
      const as = authed(t.app, other, member.token);
      expect(expectValue(await as.get(calls.promoCodeEnable), calls.promoCodeEnable).enabled).toBe(
        false,
      );
      expectFailure(
        await as.post(calls.claimPromotion, { promoCode: 'OTHER' }),
        409,
        'promo.code.disabled',
      );
    });
  });

  describe('available promotions (REWCEN3, no authorization)', () => {
    it('counts the current app-download and referral promotions', async () => {
      const value = expectValue(
        await get(calls.merchantAvailablePromotions),
        calls.merchantAvailablePromotions,
      );
      // The referral promotion has ended.
      expect(value).toEqual({
        APP_DOWNLOAD: { enabled: true, count: 1 },
        REFERRAL: { enabled: false, count: 0 },
      });
    });

    it('answers all off while the REWCEN3 flag is off', async () => {
      const value = expectValue(
        await get(calls.merchantAvailablePromotions, undefined, other),
        calls.merchantAvailablePromotions,
      );
      expect(value).toEqual({
        APP_DOWNLOAD: { enabled: false, count: 0 },
        REFERRAL: { enabled: false, count: 0 },
      });
    });
  });

  describe('announcements (no authorization)', () => {
    it('lists current PR announcements for mobile, newest first, in the language', async () => {
      const value = expectValue(await get(calls.listAnnouncements), calls.listAnnouncements);
      expect(value.announcements.map((a) => a.id)).toEqual(['a-new', 'a-app', 'a-old']);
      expect(value.announcements[2]).toMatchObject({
        content: 'Anciennes nouvelles',
        type: 'PR',
        category: 'general',
      });
    });

    it('narrows to a category and a platform', async () => {
      const app = expectValue(
        await get(calls.listAnnouncements, { category: 'app_download' }),
        calls.listAnnouncements,
      );
      expect(app.announcements.map((a) => a.id)).toEqual(['a-app']);
      const desktop = expectValue(
        await get(calls.listAnnouncements, { platform: 'D' }),
        calls.listAnnouncements,
      );
      expect(desktop.announcements.map((a) => a.id)).toEqual(['a-desktop']);
      const none = expectValue(
        await get(calls.listAnnouncements, { types: 'XX' }),
        calls.listAnnouncements,
      );
      expect(none.announcements).toEqual([]);
    });
  });

  describe('VIP', () => {
    it('lists the levels by rank with their benefits', async () => {
      const value = expectValue(await get(calls.vipLevels), calls.vipLevels);
      expect(value.levels.map((level) => [level.labelId, level.rankLevel])).toEqual([
        ['bronze', 1],
        ['silver', 2],
        ['gold', 3],
      ]);
      expect(value.levels[2]).toEqual({
        labelId: 'gold',
        labelName: 'Or',
        type: 'AUTO',
        rankLevel: 3,
        totalConditions: 6,
        conditions: [],
        requiredConditions: 0,
        benefits: ['Remboursement'],
        textLanguages: {},
      });
    });

    it('answers no label and full progress for a member without one', async () => {
      const member = await signUp(t.app, merchant);
      const as = authed(t.app, merchant, member.token);
      const progress = expectValue(await as.get(calls.rankProgress), calls.rankProgress);
      expect(progress).toEqual({
        currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
        playerRankProgress: { labelId: null },
        conditions: [],
        next: { labelId: 'bronze', requiredConditions: 0, conditions: [] },
      });
      expect(vipProgress({ ...progress.currentProgress, ...progress.playerRankProgress })).toBe(1);
      expect(expectValue(await as.get(calls.memberInfo), calls.memberInfo).clubLabel).toBeNull();
    });

    it("answers a labelled member's progress and club label, from the file's memberLabels", async () => {
      const member = await signUp(t.app, merchant);
      await storePromotions(
        t.database,
        merchant.code,
        promotionFile({
          memberLabels: [
            { username: member.username, labelId: 'gold', completedConditions: 3 },
            { username: 'nobody_here', labelId: 'gold' },
          ],
        }),
      ).then((result) => expect(result.unknownUsernames).toEqual(['nobody_here']));
      const progress = expectValue(
        await send(t.app, merchant, calls.rankProgress, undefined, { token: member.token }),
        calls.rankProgress,
      );
      expect(progress).toEqual({
        currentProgress: { completedConditions: 3, totalExpectedConditions: 6 },
        playerRankProgress: { labelId: 'gold' },
        conditions: [],
        next: null,
      });
      const info = expectValue(
        await send(t.app, merchant, calls.memberInfo, undefined, {
          token: member.token,
          headers: { language: 'FR' },
        }),
        calls.memberInfo,
      );
      expect(info.clubLabel).toEqual({
        labelName: 'Or',
        type: 'AUTO',
        rankLevel: 3,
        labelId: 'gold',
      });
    });

    it('keeps labels scoped by merchant', async () => {
      const member = await signUp(t.app, merchant);
      await new PromotionRepository(t.database.db).setClubLabel(
        other.code,
        Number(member.id),
        'gold',
        1,
      );
      const progress = expectValue(
        await send(t.app, merchant, calls.rankProgress, undefined, { token: member.token }),
        calls.rankProgress,
      );
      expect(progress.playerRankProgress.labelId).toBeNull();
    });
  });
});
