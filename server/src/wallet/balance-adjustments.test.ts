import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calls, OPERATOR_ROLES, operatorMay, type OperatorRole } from '@lobby/contract';
import { AuditLog } from '../core/audit/audit-log.js';
import { WalletRepository } from './wallet-repository.js';
import { BalanceAdjustmentRepository } from './balance-adjustment-repository.js';
import { BalanceAdjustmentService } from './balance-adjustments.js';
import {
  actingAs,
  actingOperators,
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

const THRESHOLD = 50_000;

describe.each(testDatabases())('balance adjustments from the console on $name', (kind) => {
  const merchant = merchantFactory({ ops: { languages: [], adjustmentApprovalAbove: THRESHOLD } });
  const other = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant, other], setup: actingOperators });
  const wallet = () => new WalletRepository(t.database.db);
  const audit = () => new AuditLog(t.database.db, () => new Date());
  const ana = actingAs('ana', 'finance');
  const ben = actingAs('ben', 'admin');

  const newMember = async (cash = 0, on = merchant) => {
    const member = await signUp(t.app, on);
    const memberId = Number(member.id);
    if (cash > 0) {
      await wallet().post({
        merchantCode: on.code,
        memberId,
        kind: 'deposit',
        amount: cash,
        reference: `fund-${on.code}-${memberId}`,
      });
    }
    return memberId;
  };
  const adjust = (
    memberId: number,
    amount: number,
    direction: 'credit' | 'debit',
    as = ana,
    requestId = randomUUID(),
    on = merchant,
  ) =>
    send(
      t.app,
      on,
      calls.opsAdjustBalance,
      { memberId, amount, direction, reason: 'Goodwill for a failed round', requestId },
      as,
    );
  const decide = (adjustmentId: number, decision: 'approve' | 'reject', as = ben, on = merchant) =>
    send(t.app, on, calls.opsDecideAdjustment, { adjustmentId, decision }, as);
  const auditOf = (memberId: number) =>
    audit().list({ merchantCode: merchant.code, targetId: String(memberId), limit: 50 });
  const adjustmentEntries = async (memberId: number) =>
    (
      await wallet().entries(merchant.code, memberId, {
        kinds: ['adjustment'],
        limit: 100,
        offset: 0,
      })
    ).entries;

  it('credits below the threshold at once: the entry, the balance and the audit entry together', async () => {
    const memberId = await newMember(1_000);
    const value = expectValue(await adjust(memberId, 2_500, 'credit'), calls.opsAdjustBalance);
    expect(value.adjustment).toMatchObject({
      memberId,
      amount: 2_500,
      status: 'applied',
      requestedBy: 'ana',
      decidedBy: null,
    });
    expect(value.balances).toEqual({ cash: 3_500, bonus: 0 });
    const [entry] = await adjustmentEntries(memberId);
    expect(entry).toMatchObject({
      kind: 'adjustment',
      amount: 2_500,
      balanceAfter: 3_500,
      reference: `adjustment:${value.adjustment.adjustmentId}`,
      note: 'Goodwill for a failed round',
    });
    const [logged] = await auditOf(memberId);
    expect(logged).toMatchObject({
      action: 'member.adjust',
      operatorName: 'ana',
      targetType: 'member',
      before: { cash: 1_000 },
      after: { cash: 3_500, amount: 2_500, reason: 'Goodwill for a failed round' },
    });
  });

  it('refuses a debit below zero and keeps nothing of it: no adjustment, entry or audit entry', async () => {
    const memberId = await newMember(1_000);
    expectFailure(await adjust(memberId, 1_001, 'debit'), 409, 'wallet.insufficient.funds');
    expect(await wallet().balance(merchant.code, memberId)).toBe(1_000);
    expect(await adjustmentEntries(memberId)).toEqual([]);
    expect(await auditOf(memberId)).toEqual([]);
    const exact = expectValue(await adjust(memberId, 1_000, 'debit'), calls.opsAdjustBalance);
    expect(exact.balances.cash).toBe(0);
  });

  it('above the threshold waits for a second operator; the requester may not decide it', async () => {
    const memberId = await newMember();
    const asked = expectValue(
      await adjust(memberId, THRESHOLD + 1, 'credit'),
      calls.opsAdjustBalance,
    );
    expect(asked.adjustment.status).toBe('pending');
    expect(asked.balances.cash).toBe(0);
    expect((await auditOf(memberId)).map((row) => row.action)).toEqual(['member.adjust.request']);
    const id = asked.adjustment.adjustmentId;
    const pending = expectValue(
      await send(t.app, merchant, calls.opsPendingAdjustments, undefined, ben),
      calls.opsPendingAdjustments,
    );
    expect(pending.adjustments.map((row) => row.adjustmentId)).toContain(id);

    expectFailure(await decide(id, 'approve', ana), 403, 'adjustment.own.request');
    // The same name with another role is still the same operator.
    expectFailure(
      await decide(id, 'approve', actingAs('ana', 'admin')),
      403,
      'adjustment.own.request',
    );
    expect(await wallet().balance(merchant.code, memberId)).toBe(0);

    const approved = expectValue(await decide(id, 'approve'), calls.opsDecideAdjustment);
    expect(approved.adjustment).toMatchObject({ status: 'applied', decidedBy: 'ben' });
    expect(approved.balances.cash).toBe(THRESHOLD + 1);
    expectFailure(await decide(id, 'approve'), 409, 'adjustment.decided');
    expectFailure(await decide(id, 'reject'), 409, 'adjustment.decided');
    expect(await adjustmentEntries(memberId)).toHaveLength(1);
    const actions = (await auditOf(memberId)).map((row) => [row.action, row.operatorName]);
    expect(actions).toEqual([
      ['member.adjust.approve', 'ben'],
      ['member.adjust.request', 'ana'],
    ]);
  });

  it('a rejection moves nothing and is audited', async () => {
    const memberId = await newMember(THRESHOLD * 3);
    const asked = expectValue(
      await adjust(memberId, THRESHOLD * 2, 'debit'),
      calls.opsAdjustBalance,
    );
    const rejected = expectValue(
      await decide(asked.adjustment.adjustmentId, 'reject'),
      calls.opsDecideAdjustment,
    );
    expect(rejected.adjustment).toMatchObject({ status: 'rejected', decidedBy: 'ben' });
    expect(rejected.balances.cash).toBe(THRESHOLD * 3);
    expect(await adjustmentEntries(memberId)).toEqual([]);
    expect((await auditOf(memberId))[0]).toMatchObject({
      action: 'member.adjust.reject',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
  });

  it('an approved debit the balance no longer covers stays pending, with nothing audited', async () => {
    const memberId = await newMember(THRESHOLD * 2);
    const asked = expectValue(
      await adjust(memberId, THRESHOLD * 2, 'debit'),
      calls.opsAdjustBalance,
    );
    expectValue(await adjust(memberId, 10, 'debit', ben), calls.opsAdjustBalance);
    const id = asked.adjustment.adjustmentId;
    expectFailure(await decide(id, 'approve'), 409, 'wallet.insufficient.funds');
    expect((await auditOf(memberId)).map((row) => row.action)).toEqual([
      'member.adjust',
      'member.adjust.request',
    ]);
    const pending = expectValue(
      await send(t.app, merchant, calls.opsPendingAdjustments, undefined, ben),
      calls.opsPendingAdjustments,
    );
    expect(pending.adjustments.find((row) => row.adjustmentId === id)?.status).toBe('pending');
  });

  it('answers a retried request with its first adjustment, and refuses its id for another', async () => {
    const memberId = await newMember();
    const requestId = randomUUID();
    const first = expectValue(
      await adjust(memberId, 700, 'credit', ana, requestId),
      calls.opsAdjustBalance,
    );
    const again = expectValue(
      await adjust(memberId, 700, 'credit', ana, requestId),
      calls.opsAdjustBalance,
    );
    expect(again.adjustment.adjustmentId).toBe(first.adjustment.adjustmentId);
    expect(await wallet().balance(merchant.code, memberId)).toBe(700);
    expectFailure(
      await adjust(memberId, 701, 'credit', ana, requestId),
      409,
      'adjustment.request.reused',
    );
  });

  it('stays inside the merchant: another merchant neither adjusts its members nor decides its adjustments', async () => {
    const memberId = await newMember();
    expectFailure(
      await adjust(memberId, 10, 'credit', ana, randomUUID(), other),
      404,
      'ops.member.not.found',
    );
    const asked = expectValue(
      await adjust(memberId, THRESHOLD + 5, 'credit'),
      calls.opsAdjustBalance,
    );
    expectFailure(
      await decide(asked.adjustment.adjustmentId, 'approve', ben, other),
      404,
      'adjustment.not.found',
    );
    const theirs = expectValue(
      await send(t.app, other, calls.opsPendingAdjustments, undefined, ben),
      calls.opsPendingAdjustments,
    );
    expect(theirs.adjustments).toEqual([]);
  });

  it.each(OPERATOR_ROLES)(
    'lets the %s role adjust and decide only as the role matrix says',
    async (role: OperatorRole) => {
      const memberId = await newMember(THRESHOLD * 4);
      const asRole = actingAs(`op-${role}`, role);
      const allowed = operatorMay(role, 'members.adjust');
      const adjusted = await adjust(memberId, 100, 'credit', asRole);
      const asked = expectValue(
        await adjust(memberId, THRESHOLD + 1, 'credit'),
        calls.opsAdjustBalance,
      );
      const decided = await decide(asked.adjustment.adjustmentId, 'reject', asRole);
      const listed = await send(t.app, merchant, calls.opsPendingAdjustments, undefined, asRole);
      for (const response of [adjusted, decided, listed]) {
        if (allowed) expect(response.statusCode, response.body).toBe(200);
        else expectFailure(response, 403, 'operator.forbidden');
      }
      expect(await wallet().balance(merchant.code, memberId)).toBe(
        THRESHOLD * 4 + (allowed ? 100 : 0),
      );
    },
  );

  it('needs an operator session', async () => {
    const memberId = await newMember();
    const response = await send(t.app, merchant, calls.opsAdjustBalance, {
      memberId,
      amount: 1,
      direction: 'credit',
      reason: 'no one',
      requestId: randomUUID(),
    });
    expectFailure(response, 401, 'operator.not.login');
  });

  it('pays a pending adjustment once however many operators approve it at the same moment', async () => {
    const memberId = await newMember();
    const asked = expectValue(
      await adjust(memberId, THRESHOLD + 100, 'credit'),
      calls.opsAdjustBalance,
    );
    const id = asked.adjustment.adjustmentId;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_unused, i) =>
        decide(id, 'approve', actingAs(`approver-${i}`, 'finance')),
      ),
    );
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    for (const response of answers.filter((answer) => answer.statusCode !== 200)) {
      expectFailure(response, 409, 'adjustment.decided');
    }
    expect(await wallet().balance(merchant.code, memberId)).toBe(THRESHOLD + 100);
    expect(await adjustmentEntries(memberId)).toHaveLength(1);
    const approvals = (await auditOf(memberId)).filter(
      (row) => row.action === 'member.adjust.approve',
    );
    expect(approvals).toHaveLength(1);
  });

  it('never overdraws however many debits race: the balance covers exactly those that pass', async () => {
    const memberId = await newMember(1_000);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_unused, i) =>
        adjust(memberId, 100, 'debit', actingAs(`debitor-${i % 3}`, 'finance')),
      ),
    );
    const passed = answers.filter((response) => response.statusCode === 200);
    expect(passed).toHaveLength(10);
    for (const response of answers.filter((answer) => answer.statusCode !== 200)) {
      expectFailure(response, 409, 'wallet.insufficient.funds');
    }
    expect(await wallet().balance(merchant.code, memberId)).toBe(0);
    expect(await wallet().entrySum(merchant.code, memberId)).toBe(0);
    expect(await adjustmentEntries(memberId)).toHaveLength(10);
    expect((await auditOf(memberId)).filter((row) => row.action === 'member.adjust')).toHaveLength(
      10,
    );
  });

  it('answers the same adjustment to a burst of one request id, moving money once', async () => {
    const memberId = await newMember();
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adjust(memberId, 300, 'credit', ana, requestId)),
    );
    const ids = new Set(
      answers.map(
        (response) => expectValue(response, calls.opsAdjustBalance).adjustment.adjustmentId,
      ),
    );
    expect(ids.size).toBe(1);
    expect(await wallet().balance(merchant.code, memberId)).toBe(300);
  });

  it('writes nothing when its audit entry cannot be written: one transaction for all three', async () => {
    const memberId = await newMember(500);
    const failingAudit = Object.assign(audit(), {
      append: async () => {
        throw new Error('the audit log is unavailable');
      },
    });
    const service = new BalanceAdjustmentService({
      db: t.database.db,
      adjustments: new BalanceAdjustmentRepository(t.database.db),
      wallet: wallet(),
      audit: failingAudit,
      now: () => new Date(),
    });
    const actor = { merchantCode: merchant.code, operatorId: null, operatorName: 'ana', ip: null };
    await expect(
      service.request(merchant, actor, {
        memberId,
        amount: 200,
        direction: 'debit',
        reason: 'Duplicate payout',
        requestId: randomUUID(),
      }),
    ).rejects.toThrow('the audit log is unavailable');
    expect(await wallet().balance(merchant.code, memberId)).toBe(500);
    expect(await adjustmentEntries(memberId)).toEqual([]);
    const rows = await t.database.db
      .selectFrom('balance_adjustments')
      .select('id')
      .where('member_id', '=', memberId)
      .execute();
    expect(rows).toEqual([]);
  });
});
