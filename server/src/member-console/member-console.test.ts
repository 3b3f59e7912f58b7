import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  calls,
  OPERATOR_ROLES,
  operatorMay,
  OPS_MEMBER_LEDGER_PAGE_SIZE,
  OPS_MEMBER_SEARCH_PAGE_SIZE,
  type OperatorRole,
} from '@lobby/contract';
import { AuditLog } from '../core/audit/audit-log.js';
import { WalletRepository } from '../wallet/wallet-repository.js';
import {
  actingAs,
  actingOperators,
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  uniqueUsername,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())("the console's members on $name", (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant, other], setup: actingOperators });
  const support = actingAs('sam', 'support');
  const db = () => t.database.db;

  const member = async (on = merchant, username = uniqueUsername('find')) => {
    const made = await signUp(t.app, on, { username });
    return { id: Number(made.id), username: made.username, token: made.token };
  };
  const search = (q: string, on = merchant, as = support, after?: number) =>
    send(t.app, on, calls.opsMemberSearch, undefined, {
      ...as,
      query: after === undefined ? { q } : { q, after: String(after) },
    });
  const found = async (q: string, on = merchant) =>
    expectValue(await search(q, on), calls.opsMemberSearch).members.map((row) => row.memberId);
  const page = (memberId: number, on = merchant, as = support) =>
    send(t.app, on, calls.opsMember, undefined, { ...as, query: { memberId: String(memberId) } });

  it('finds a member by the beginning of the username, whatever its case', async () => {
    const ana = await member(merchant, uniqueUsername('Ana_Find'));
    expect(await found(ana.username.toUpperCase())).toEqual([ana.id]);
    expect(await found(ana.username.slice(0, -1).toLowerCase())).toContain(ana.id);
  });

  it('finds by mobile (national or E.164), email, member id and referral code', async () => {
    const target = await member();
    const national = `917${String(target.id).padStart(7, '0')}`;
    const e164 = `${merchant.country.countryDialingCode}${national}`;
    await db()
      .updateTable('members')
      .set({ mobile: e164, email: `Target${target.id}@Example.com` })
      .where('id', '=', target.id)
      .execute();
    await db()
      .insertInto('referral_codes')
      .values({ merchant_code: merchant.code, member_id: target.id, code: `REF${target.id}` })
      .execute();
    expect(await found(e164)).toEqual([target.id]);
    expect(await found(`0${national}`)).toEqual([target.id]);
    expect(await found(`target${target.id}@example.COM`)).toEqual([target.id]);
    expect(await found(String(target.id))).toContain(target.id);
    expect(await found(`ref${target.id}`)).toEqual([target.id]);
  });

  it("never finds another merchant's members, nor opens their page", async () => {
    const theirs = await member(other, uniqueUsername('theirs'));
    expect(await found(theirs.username)).toEqual([]);
    expect(await found(String(theirs.id))).not.toContain(theirs.id);
    expectFailure(await page(theirs.id), 404, 'ops.member.not.found');
    expectFailure(
      await send(t.app, merchant, calls.opsMemberLedger, undefined, {
        ...support,
        query: { memberId: String(theirs.id) },
      }),
      404,
      'ops.member.not.found',
    );
    expectFailure(
      await send(
        t.app,
        merchant,
        calls.opsAddMemberNote,
        { memberId: theirs.id, body: 'hi' },
        support,
      ),
      404,
      'ops.member.not.found',
    );
  });

  it('takes a wildcard as itself and pages newest first without overlap', async () => {
    const prefix = `pg${Date.now() % 100000}`;
    const made: number[] = [];
    for (let i = 0; i < OPS_MEMBER_SEARCH_PAGE_SIZE + 3; i += 1) {
      made.push((await member(merchant, `${prefix}_${i}`)).id);
    }
    const first = expectValue(await search(prefix), calls.opsMemberSearch);
    expect(first.members).toHaveLength(OPS_MEMBER_SEARCH_PAGE_SIZE);
    expect(first.next).not.toBeNull();
    const second = expectValue(
      await search(prefix, merchant, support, first.next!),
      calls.opsMemberSearch,
    );
    expect(second.next).toBeNull();
    const ids = [...first.members, ...second.members].map((row) => row.memberId);
    expect(ids).toEqual([...made].sort((a, b) => b - a));
    expect(await found(`${prefix.slice(0, 2)}%_0`)).toEqual([]);
  });

  it("shows the member's page: both balances, money, notes, referrals and attribution", async () => {
    const target = await member();
    const wallet = new WalletRepository(db());
    await wallet.post({
      merchantCode: merchant.code,
      memberId: target.id,
      kind: 'deposit',
      amount: 12_345,
      reference: `fund-${target.id}`,
    });
    await db()
      .updateTable('wallets')
      .set({ bonus_balance: 500 })
      .where('merchant_code', '=', merchant.code)
      .where('member_id', '=', target.id)
      .execute();
    await db()
      .updateTable('members')
      .set({
        registration: JSON.stringify({ affiliateCode: 'aff9', pixelTrack: { fbc: 'fb.1' } }),
      })
      .where('id', '=', target.id)
      .execute();
    expectValue(
      await send(
        t.app,
        merchant,
        calls.opsAddMemberNote,
        { memberId: target.id, body: '  Called about a late deposit  ' },
        support,
      ),
      calls.opsAddMemberNote,
    );
    const shown = expectValue(await page(target.id), calls.opsMember);
    expect(shown.currency).toBe(merchant.currency);
    expect(shown.profile).toMatchObject({
      memberId: target.id,
      userName: target.username,
      lockedAt: null,
      twoFactor: { authenticator: false, sms: false, email: false },
    });
    expect(shown.balances).toEqual({ cash: 12_345, bonus: 500 });
    expect(shown.sessions).toHaveLength(1);
    expect(shown.notes).toEqual([
      expect.objectContaining({ operatorName: 'sam', body: 'Called about a late deposit' }),
    ]);
    expect(shown.attribution).toEqual(
      expect.arrayContaining([
        { name: 'affiliateCode', value: 'aff9' },
        { name: 'pixelTrack.fbc', value: 'fb.1' },
      ]),
    );
    expect(JSON.stringify(shown)).not.toMatch(/argon2|password_hash|token_hash/);
    const audit = new AuditLog(db(), () => new Date());
    const actions = (
      await audit.list({ merchantCode: merchant.code, targetId: String(target.id), limit: 10 })
    ).map((row) => [row.action, row.operatorName]);
    expect(actions).toEqual([
      ['member.view', 'sam'],
      ['member.note', 'sam'],
    ]);
  });

  it('pages the ledger by keyset, newest first', async () => {
    const target = await member();
    const wallet = new WalletRepository(db());
    const count = OPS_MEMBER_LEDGER_PAGE_SIZE + 7;
    for (let i = 0; i < count; i += 1) {
      await wallet.post({
        merchantCode: merchant.code,
        memberId: target.id,
        kind: 'deposit',
        amount: i + 1,
        reference: `ledger-${target.id}-${i}`,
      });
    }
    const ledger = (before?: string) =>
      send(t.app, merchant, calls.opsMemberLedger, undefined, {
        ...support,
        query: before ? { memberId: String(target.id), before } : { memberId: String(target.id) },
      });
    const first = expectValue(await ledger(), calls.opsMemberLedger);
    expect(first.entries).toHaveLength(OPS_MEMBER_LEDGER_PAGE_SIZE);
    expect(first.entries[0]!.amount).toBe(count);
    const second = expectValue(await ledger(first.next!), calls.opsMemberLedger);
    expect(second.entries.map((entry) => entry.amount)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(second.next).toBeNull();
  });

  it('keeps notes as written: the table refuses changes', async () => {
    await expect(sql`UPDATE member_notes SET body = 'changed'`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM member_notes`.execute(db())).rejects.toThrow(/append-only/);
  });

  it('refuses an empty note and control characters', async () => {
    const target = await member();
    for (const body of ['   ', 'line\u0000break']) {
      expectFailure(
        await send(t.app, merchant, calls.opsAddMemberNote, { memberId: target.id, body }, support),
        400,
        'invalid_request',
      );
    }
  });

  it.each(OPERATOR_ROLES)(
    'lets the %s role search, view and note as the matrix says',
    async (role: OperatorRole) => {
      const target = await member();
      const as = actingAs(`op-${role}`, role);
      const views = [
        await search(target.username, merchant, as),
        await page(target.id, merchant, as),
        await send(t.app, merchant, calls.opsMemberLedger, undefined, {
          ...as,
          query: { memberId: String(target.id) },
        }),
      ];
      for (const response of views) {
        if (operatorMay(role, 'members.view')) expect(response.statusCode, response.body).toBe(200);
        else expectFailure(response, 403, 'operator.forbidden');
      }
      const note = await send(
        t.app,
        merchant,
        calls.opsAddMemberNote,
        { memberId: target.id, body: `by ${role}` },
        as,
      );
      if (operatorMay(role, 'members.note')) expect(note.statusCode, note.body).toBe(200);
      else expectFailure(note, 403, 'operator.forbidden');
    },
  );

  it('refuses a request without an operator session', async () => {
    expectFailure(
      await send(t.app, merchant, calls.opsMemberSearch, undefined, { query: { q: 'a' } }),
      401,
      'operator.not.login',
    );
    // A player's token makes no operator.
    const player = await member();
    expectFailure(
      await send(t.app, merchant, calls.opsMember, undefined, {
        token: player.token,
        query: { memberId: String(player.id) },
      }),
      401,
      'operator.not.login',
    );
  });

  it('shows the adjustments of the member', async () => {
    const target = await member();
    expectValue(
      await send(
        t.app,
        merchant,
        calls.opsAdjustBalance,
        {
          memberId: target.id,
          amount: 100,
          direction: 'credit',
          reason: 'Welcome back',
          requestId: randomUUID(),
        },
        actingAs('fin', 'finance'),
      ),
      calls.opsAdjustBalance,
    );
    const shown = expectValue(await page(target.id), calls.opsMember);
    expect(shown.adjustments).toEqual([
      expect.objectContaining({ amount: 100, status: 'applied', requestedBy: 'fin' }),
    ]);
    expect(shown.balances.cash).toBe(100);
  });
});
