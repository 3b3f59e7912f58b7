import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  memberWithdrawals,
  requestWithdrawal,
  walletBalance,
  withdrawAccountInfo,
  type CallDef,
} from '@lobby/contract';
import { api } from '../../lib/api';
import { setLanguage } from '../../lib/i18n';
import { endSession, startSession } from '../../lib/session';
import { renderForTest } from '../../../test/render';
import WalletWithdrawPage from './WalletWithdrawPage';

vi.mock('wouter', () => ({ Link: () => null }));
vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);
const sent = () => call.mock.calls.filter(([made]) => made === requestWithdrawal);

const answers = new Map<CallDef, unknown>([
  [
    walletBalance,
    {
      balance: 2_000_000,
      currency: 'VND',
      currencySymbol: '₫',
      currencyPosition: 'after',
      decimals: 0,
    },
  ],
  [
    withdrawAccountInfo,
    {
      accounts: [
        {
          accountId: 'a1',
          type: 'bank',
          provider: 'Vietcombank',
          holderName: 'Nguyen Van A',
          maskedNumber: '•••• 7890',
        },
      ],
      maxAccounts: 3,
    },
  ],
  [memberWithdrawals, { withdrawals: [] }],
]);

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(((def: CallDef) =>
    // The request never answers: what was sent is what this test reads.
    answers.has(def) ? Promise.resolve(answers.get(def)) : new Promise(() => undefined)) as never);
  startSession({
    spanId: 's',
    id: '1',
    token: 'token-1',
    merchantCode: 'demo',
    userName: 'player',
    type: 0,
    firstTimeLogin: false,
  });
});
afterEach(() => {
  endSession();
  document.body.innerHTML = '';
});

describe('the withdrawal form', () => {
  it('reads Vietnamese "50.000" dong as fifty thousand, says so, and refuses "50,000"', async () => {
    await setLanguage('VI');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = await renderForTest(
      <QueryClientProvider client={client}>
        <WalletWithdrawPage />
      </QueryClientProvider>,
    );
    await view.act(() => undefined);
    const input = view.container.querySelector<HTMLInputElement>('#withdraw-amount')!;
    const text = (selector: string) =>
      view.container.querySelector(selector)!.textContent!.replace(/[\u2068\u2069]/g, '');
    const submit = () => view.act(() => view.container.querySelector('form')!.requestSubmit());

    await view.act(() => type(input, '50,000'));
    expect(text('[data-testid="amount-preview"]')).toBe('');
    await submit();
    expect(text('#withdraw-amount-hint')).toBe(
      'Số tiền này có thể hiểu theo hai cách. Hãy nhập theo dạng 12.346.',
    );
    expect(sent()).toHaveLength(0);

    await view.act(() => type(input, '50.000'));
    expect(text('[data-testid="amount-preview"]')).toBe('Bạn sẽ rút 50.000 ₫');
    await submit();
    expect(sent()[0]![1]).toMatchObject({ body: { amount: 50_000, accountId: 'a1' } });
    view.unmount();
  });
});
