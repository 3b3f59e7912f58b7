import { describe, expect, it } from 'vitest';
import { calls, MAX_WITHDRAW_ACCOUNTS } from '@lobby/contract';
import { WalletRepository } from './wallet-repository.js';
import { WithdrawAccountRepository } from './withdraw-account-repository.js';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  PASSWORD,
  send,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

describe.each(testDatabases())('withdrawal accounts on $name', (kind) => {
  const merchant = merchantFactory({
    wallet: { minWithdrawal: 1, maxPendingWithdrawals: 3, maxPendingDeposits: 5 },
  });
  const t = useTestApp(kind, { merchants: [merchant] });
  const account = (accountNumber: string, password = PASSWORD) => ({
    type: 'bank' as const,
    provider: 'Metro Bank',
    holderName: 'Juan Dela Cruz',
    accountNumber,
    password,
  });
  const add = (member: TestMember, body: ReturnType<typeof account>) =>
    send(t.app, merchant, calls.addWithdrawAccount, body, { token: member.token });
  const info = async (member: TestMember) =>
    expectValue(
      await send(t.app, merchant, calls.withdrawAccountInfo, undefined, { token: member.token }),
      calls.withdrawAccountInfo,
    );

  it('saves an account only with the right password, and answers it masked', async () => {
    const member = await signUp(t.app, merchant);
    expect(await info(member)).toEqual({ accounts: [], maxAccounts: MAX_WITHDRAW_ACCOUNTS });

    expectFailure(
      await add(member, account('001234567890', 'Not-the-Pa55!')),
      200,
      'login.cred.err',
    );
    expect((await info(member)).accounts).toEqual([]);

    const saved = await add(member, account('001234567890'));
    expect(saved.body).not.toContain('001234567890');
    const { account: view } = expectValue(saved, calls.addWithdrawAccount);
    expect(view).toMatchObject({
      type: 'bank',
      provider: 'Metro Bank',
      holderName: 'Juan Dela Cruz',
      maskedNumber: '•••• 7890',
    });
    const listed = await send(t.app, merchant, calls.withdrawAccountInfo, undefined, {
      token: member.token,
    });
    expect(listed.body).not.toContain('001234567890');
    expect(expectValue(listed, calls.withdrawAccountInfo).accounts).toEqual([view]);

    expectFailure(await add(member, account('001234567890')), 409, 'withdraw.account.exists');
  });

  it('refuses a bad account number naming the field', async () => {
    const member = await signUp(t.app, merchant);
    const answer = expectFailure(await add(member, account('12-34')), 400, 'invalid_request');
    expect(answer).toContain('accountNumber');
  });

  it(`concurrent saves never pass ${MAX_WITHDRAW_ACCOUNTS} accounts`, async () => {
    // Straight to the repository: through the call, the sign-in lock lets only a few password
    // checks of one burst be judged at once.
    const member = await signUp(t.app, merchant);
    const repository = new WithdrawAccountRepository(t.database.db);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        repository.save(
          {
            id: `acc-${member.id}-${i}`,
            merchantCode: merchant.code,
            memberId: Number(member.id),
            type: 'ewallet',
            provider: 'GCash',
            holderName: 'Juan',
            accountNumber: `0917${String(i).padStart(7, '0')}`,
          },
          MAX_WITHDRAW_ACCOUNTS,
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'saved')).toHaveLength(
      MAX_WITHDRAW_ACCOUNTS,
    );
    expect(results.filter((result) => result.status === 'limit')).toHaveLength(
      12 - MAX_WITHDRAW_ACCOUNTS,
    );
    expect((await info(member)).accounts).toHaveLength(MAX_WITHDRAW_ACCOUNTS);
    expectFailure(await add(member, account('001234567890')), 409, 'withdraw.account.limit');
  });

  it("a withdrawal goes to one of the member's accounts, never another member's", async () => {
    const member = await signUp(t.app, merchant);
    const stranger = await signUp(t.app, merchant);
    await new WalletRepository(t.database.db).post({
      merchantCode: merchant.code,
      memberId: Number(member.id),
      kind: 'deposit',
      amount: 10_000,
      reference: `fund-${member.id}`,
    });
    const mine = expectValue(await add(member, account('555566667777')), calls.addWithdrawAccount);
    const theirs = expectValue(
      await add(stranger, account('999988887777')),
      calls.addWithdrawAccount,
    );
    const withdraw = (accountId: string) =>
      send(
        t.app,
        merchant,
        calls.requestWithdrawal,
        { amount: 1_000, accountId },
        {
          token: member.token,
        },
      );
    expectFailure(await withdraw(theirs.account.accountId), 404, 'withdraw.account.not.found');
    expect(
      await new WalletRepository(t.database.db).balance(merchant.code, Number(member.id)),
    ).toBe(10_000);
    const { withdrawal } = expectValue(
      await withdraw(mine.account.accountId),
      calls.requestWithdrawal,
    );
    expect(withdrawal.account).toEqual(mine.account);
    const list = expectValue(
      await send(t.app, merchant, calls.memberWithdrawals, undefined, { token: member.token }),
      calls.memberWithdrawals,
    );
    expect(list.withdrawals.map((w) => w.account?.maskedNumber)).toEqual(['•••• 7777']);
    expect((await info(stranger)).accounts).toEqual([theirs.account]);
  });
});
