import { describe, expect, it } from 'vitest';
import { calls, OPERATOR_ROLES, operatorMay, type OperatorRole } from '@lobby/contract';
import { AuditLog } from '../core/audit/audit-log.js';
import { MemberRepository } from './member-repository.js';
import { MemberSecurityRepository } from './member-security-repository.js';
import { MemberSecurityService } from './member-security.js';
import { SessionRepository } from './session-repository.js';
import { SessionService } from './sessions.js';
import {
  actingAs,
  actingOperators,
  authed,
  expectFailure,
  expectValue,
  login,
  merchantFactory,
  send,
  signIn,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

const PHONE = '0f8e9d7c-aaaa-4bbb-8ccc-111111111111';

describe.each(testDatabases())("operators' security actions on a member on $name", (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant, other], setup: actingOperators });
  const sam = actingAs('sam', 'support');

  const signedIn = async (token: string) =>
    expectValue(await authed(t.app, merchant, token).get(calls.memberInfo), calls.memberInfo);
  const signedOut = async (token: string) =>
    expectFailure(
      await authed(t.app, merchant, token).get(calls.memberInfo),
      401,
      'customer.not.login',
    );
  const lock = (member: TestMember, locked: boolean, as = sam, on = merchant) =>
    send(
      t.app,
      on,
      calls.opsSetMemberLock,
      { memberId: Number(member.id), locked, reason: 'Chargeback under review' },
      as,
    );
  const auditOf = (member: TestMember) =>
    new AuditLog(t.database.db, () => new Date()).list({
      merchantCode: merchant.code,
      targetId: member.id,
      limit: 20,
    });

  it('locks an account: its sessions and remembered logins end, and every sign-in answers login.locked.operator', async () => {
    const member = await signUp(t.app, merchant);
    const remembered = expectValue(
      await login(t.app, merchant, {
        username: member.username,
        password: member.password,
        remember: true,
        loginDeviceId: PHONE,
      }),
      calls.sessionLogin,
    );
    await signedIn(member.token);
    const locked = expectValue(await lock(member, true), calls.opsSetMemberLock);
    expect(locked.lockedAt).not.toBeNull();
    expect(locked.endedSessions).toBe(2);
    await signedOut(member.token);
    await signedOut(remembered.token);
    expectFailure(await login(t.app, merchant, member), 200, 'login.locked.operator');
    expectFailure(
      await send(t.app, merchant, calls.sessionLoginRemembered, {
        rememberToken: remembered.rememberToken,
        loginDeviceId: PHONE,
      }),
      200,
      'login.cred.err',
    );
    // A wrong password still answers as for anyone: the lock tells nothing to a guesser.
    expectFailure(
      await login(t.app, merchant, { username: member.username, password: 'Wrong-pa55word' }),
      200,
      'login.cred.err',
    );
    const [entry] = await auditOf(member);
    expect(entry).toMatchObject({
      action: 'member.lock',
      operatorName: 'sam',
      before: { lockedAt: null },
      after: { reason: 'Chargeback under review', endedSessions: 2 },
    });

    expectValue(await lock(member, false), calls.opsSetMemberLock);
    await signedIn(await signIn(t.app, merchant, member));
    expect((await auditOf(member))[0]).toMatchObject({
      action: 'member.unlock',
      after: { lockedAt: null },
    });
  });

  it('leaves no live session when sign-ins race the lock', async () => {
    const member = await signUp(t.app, merchant);
    const tries = Array.from({ length: 8 }, (_unused, i) =>
      login(t.app, merchant, { ...member, loginDeviceId: i % 2 ? PHONE : undefined }),
    );
    const [locked] = await Promise.all([lock(member, true), ...tries]);
    expect(locked!.statusCode).toBe(200);
    const live = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('merchant_code', '=', merchant.code)
      .where('member_id', '=', Number(member.id))
      .where('ended_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });

  it('ends every session of the member, and only theirs', async () => {
    const member = await signUp(t.app, merchant);
    const second = await signIn(t.app, merchant, member);
    const bystander = await signUp(t.app, merchant);
    const ended = expectValue(
      await send(t.app, merchant, calls.opsEndMemberSessions, { memberId: Number(member.id) }, sam),
      calls.opsEndMemberSessions,
    );
    expect(ended.ended).toBe(2);
    await signedOut(member.token);
    await signedOut(second);
    await signedIn(bystander.token);
    // Ending sessions is not a lock: the member signs in again.
    await signedIn(await signIn(t.app, merchant, member));
    expect((await auditOf(member))[0]).toMatchObject({
      action: 'member.sessions.end',
      after: { endedSessions: 2 },
    });
  });

  it('resets the second factor: authenticator, recovery codes and texted or emailed codes', async () => {
    const member = await signUp(t.app, merchant);
    const memberId = Number(member.id);
    const { db } = t.database;
    await db
      .updateTable('members')
      .set({ mobile: `+63917${String(memberId).padStart(7, '0')}`, two_factor_sms: true })
      .where('id', '=', memberId)
      .execute();
    await db
      .insertInto('member_totp')
      .values({
        merchant_code: merchant.code,
        member_id: memberId,
        secret_sealed: 'sealed',
        enabled_at: new Date(),
        last_step: 0,
      })
      .execute();
    await db
      .insertInto('recovery_codes')
      .values({ merchant_code: merchant.code, member_id: memberId, code_hash: 'h', used_at: null })
      .execute();
    expectFailure(await login(t.app, merchant, member), 200, 'login_verify_required');
    const reset = expectValue(
      await send(t.app, merchant, calls.opsResetMemberSecondFactor, { memberId }, sam),
      calls.opsResetMemberSecondFactor,
    );
    expect(reset.twoFactor).toEqual({ authenticator: false, sms: false, email: false });
    await signedIn(await signIn(t.app, merchant, member));
    const codes = await db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('member_id', '=', memberId)
      .execute();
    expect(codes).toEqual([]);
    expect((await auditOf(member))[0]).toMatchObject({
      action: 'member.second-factor.reset',
      before: { authenticator: true, sms: true, email: false },
      after: { authenticator: false, sms: false, email: false },
    });
  });

  it("acts only on the operator's merchant", async () => {
    const member = await signUp(t.app, merchant);
    const memberId = Number(member.id);
    expectFailure(await lock(member, true, sam, other), 404, 'ops.member.not.found');
    for (const call of [calls.opsEndMemberSessions, calls.opsResetMemberSecondFactor]) {
      expectFailure(await send(t.app, other, call, { memberId }, sam), 404, 'ops.member.not.found');
    }
    await signedIn(member.token);
    expect(await auditOf(member)).toEqual([]);
  });

  it.each(OPERATOR_ROLES)(
    'lets the %s role secure members only as the matrix says',
    async (role: OperatorRole) => {
      const member = await signUp(t.app, merchant);
      const memberId = Number(member.id);
      const as = actingAs(`op-${role}`, role);
      const answers = [
        await send(t.app, merchant, calls.opsEndMemberSessions, { memberId }, as),
        await send(t.app, merchant, calls.opsResetMemberSecondFactor, { memberId }, as),
        await lock(member, true, as),
      ];
      const allowed = operatorMay(role, 'members.secure');
      for (const response of answers) {
        if (allowed) expect(response.statusCode, response.body).toBe(200);
        else expectFailure(response, 403, 'operator.forbidden');
      }
      if (!allowed) await signedIn(member.token);
    },
  );

  it('locks nothing when its audit entry cannot be written', async () => {
    const member = await signUp(t.app, merchant);
    const { db } = t.database;
    const failingAudit = Object.assign(new AuditLog(db, () => new Date()), {
      append: async () => {
        throw new Error('the audit log is unavailable');
      },
    });
    const service = new MemberSecurityService({
      repository: new MemberSecurityRepository(db),
      audit: failingAudit,
      sessions: new SessionService(new SessionRepository(db), () => new Date()),
      members: new MemberRepository(db),
      now: () => new Date(),
    });
    const actor = { merchantCode: merchant.code, operatorId: null, operatorName: 'sam', ip: null };
    await expect(
      service.setLock(merchant, actor, Number(member.id), { locked: true, reason: 'Dispute' }),
    ).rejects.toThrow('the audit log is unavailable');
    await signedIn(member.token);
    await signedIn(await signIn(t.app, merchant, member));
  });
});
