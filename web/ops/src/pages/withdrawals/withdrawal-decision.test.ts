import { describe, expect, it } from 'vitest';
import type { OpsWithdrawalView } from '@lobby/contract';
import { approvalStep, decisionQuestion, rowActions, stateWords } from './withdrawal-decision';

const t = (key: string, values?: Record<string, string>) =>
  values ? `${key}(${JSON.stringify(values)})` : key;

const request = (changes: Partial<OpsWithdrawalView> = {}) =>
  ({
    withdrawalId: 'w1',
    userName: 'alice',
    amount: 100_000,
    status: 'pending',
    twoOperators: false,
    firstApproval: null,
    decidedBy: null,
    account: null,
    ...changes,
  }) as OpsWithdrawalView;

const account = { provider: 'GCash', maskedNumber: '••••1234', holderName: 'Alice' };

describe('a request state in words', () => {
  it('names the first approver of a request awaiting its second', () => {
    const withdrawal = request({ firstApproval: { operatorName: 'fin1', at: '' } });
    expect(stateWords(withdrawal, t)).toBe('withdrawals.awaitingSecond({"name":"fin1"})');
  });

  it('names who decided, and says a plain state otherwise', () => {
    expect(stateWords(request({ status: 'approved', decidedBy: 'fin2' }), t)).toBe(
      'withdrawals.state.approved · fin2',
    );
    expect(stateWords(request(), t)).toBe('withdrawals.state.pending');
  });
});

describe('the confirmation', () => {
  it('asks to approve plainly and to reject as a danger', () => {
    expect(decisionQuestion('approve')).toEqual({
      titleKey: 'withdrawals.confirmApprove',
      labelKey: 'withdrawals.approve',
      danger: false,
    });
    expect(decisionQuestion('reject').danger).toBe(true);
  });

  it('says which approval it is only where two operators approve', () => {
    expect(approvalStep({ withdrawal: request(), decision: 'approve' })).toBeUndefined();
    const two = request({ twoOperators: true });
    expect(approvalStep({ withdrawal: two, decision: 'reject' })).toBeUndefined();
    expect(approvalStep({ withdrawal: two, decision: 'approve' })).toEqual({
      key: 'withdrawals.firstApproval',
    });
    const second = request({ twoOperators: true, firstApproval: { operatorName: 'fin1', at: '' } });
    expect(approvalStep({ withdrawal: second, decision: 'approve' })).toEqual({
      key: 'withdrawals.secondApproval',
      name: 'fin1',
    });
  });
});

describe("a row's actions", () => {
  const all = { decide: true, reveal: true };

  it('decides pending requests only, and only with the permission', () => {
    expect(rowActions(request(), all, {}).decide).toBe(true);
    expect(rowActions(request({ status: 'approved' }), all, {}).decide).toBe(false);
    expect(rowActions(request(), { ...all, decide: false }, {}).decide).toBe(false);
  });

  it('reveals an account once, with the permission', () => {
    const withAccount = request({ account } as Partial<OpsWithdrawalView>);
    expect(rowActions(request(), all, {}).reveal).toBe(false);
    expect(rowActions(withAccount, all, {}).reveal).toBe(true);
    expect(rowActions(withAccount, all, { w1: '09171234' }).reveal).toBe(false);
    expect(rowActions(withAccount, { ...all, reveal: false }, {}).reveal).toBe(false);
  });
});
