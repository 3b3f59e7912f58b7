import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import { MemberRepository } from './member-repository.js';
import {
  authed,
  expectFailure,
  expectValue,
  merchantFactory,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('member info, language and agents on $name', (kind) => {
  const merchant = merchantFactory({ languages: ['EN', 'VI', 'TH'], defaultLanguage: 'EN' });

  const memberRow = (id: string) =>
    t.database.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
  const setLanguage = (token: string, language: string) =>
    authed(t.app, merchant, token).post(calls.memberLanguage, { language });
  const info = async (token: string) =>
    expectValue(await authed(t.app, merchant, token).get(calls.memberInfo), calls.memberInfo);

  const t = useTestApp(kind, { merchants: [merchant] });

  describe('language', () => {
    it('stores an offered language', async () => {
      const member = await signUp(t.app, merchant);
      const value = expectValue(await setLanguage(member.token, 'vi'), calls.memberLanguage);
      expect(value).toEqual({ language: 'VI', saved: true });
      expect((await memberRow(member.id)).language).toBe('VI');
      expect((await info(member.token)).language).toBe('VI');
    });

    it.each(['JA', 'XX'])('refuses %s, which the merchant does not offer', async (language) => {
      const member = await signUp(t.app, merchant);
      const message = expectFailure(
        await setLanguage(member.token, language),
        400,
        'invalid_request',
      );
      expect(message).toContain('body.language');
      expect((await memberRow(member.id)).language).toBe('EN');
    });

    it('skips members of type 4 (saved false)', async () => {
      const member = await signUp(t.app, merchant);
      await t.database.db
        .updateTable('members')
        .set({ customer_type: 4 })
        .where('id', '=', Number(member.id))
        .execute();
      const value = expectValue(await setLanguage(member.token, 'TH'), calls.memberLanguage);
      expect(value).toEqual({ language: 'TH', saved: false });
      expect((await memberRow(member.id)).language).toBe('EN');
    });
  });

  describe('agent application', () => {
    it('registers as a pending applicant of type 0', async () => {
      const member = await signUp(t.app, merchant, { agentApplication: true });
      expect(await info(member.token)).toMatchObject({ agentApplication: 'pending', type: 0 });
    });

    it('approveAgent makes a pending applicant an agent of type 1', async () => {
      const member = await signUp(t.app, merchant, { agentApplication: true });
      const repository = new MemberRepository(t.database.db);
      expect(await repository.approveAgent(merchant.code, member.username.toUpperCase())).toBe(
        true,
      );
      expect(await info(member.token)).toMatchObject({ agentApplication: 'approved', type: 1 });
      // Already approved: nothing more to do.
      expect(await repository.approveAgent(merchant.code, member.username)).toBe(false);
    });

    it('approveAgent leaves a member who did not apply unchanged', async () => {
      const member = await signUp(t.app, merchant);
      const repository = new MemberRepository(t.database.db);
      expect(await repository.approveAgent(merchant.code, member.username)).toBe(false);
      const row = await memberRow(member.id);
      expect(row).toMatchObject({ agent_application: 'none', customer_type: 0 });
    });

    it('approveAgent only looks at the given merchant', async () => {
      const member = await signUp(t.app, merchant, { agentApplication: true });
      const repository = new MemberRepository(t.database.db);
      expect(await repository.approveAgent('some-other-merchant', member.username)).toBe(false);
      expect((await memberRow(member.id)).agent_application).toBe('pending');
    });
  });
});
