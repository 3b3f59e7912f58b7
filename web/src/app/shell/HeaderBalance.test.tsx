import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS, type WalletBalance } from '@lobby/contract';
import { api } from '../../lib/api';
import { setLanguage } from '../../lib/i18n';
import { endSession, startSession } from '../../lib/session';
import { refreshWallet } from '../../lib/wallet-balance';
import { renderForTest } from '../../../test/render';
import { HeaderBalance } from './HeaderBalance';

vi.mock('wouter', () => ({
  Link: ({ children, ...props }: { children: ReactNode }) => <a {...props}>{children}</a>,
}));

const peso = (balance: number): WalletBalance => ({
  balance,
  bonusBalance: 0,
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'before',
  decimals: 2,
});

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  vi.restoreAllMocks();
  endSession();
  localStorage.clear();
  document.body.innerHTML = '';
});

async function renderBalance(answers: number[]) {
  const call = vi.spyOn(api, 'call').mockImplementation(async () => peso(answers.shift() ?? 0));
  startSession({
    spanId: 's',
    id: '1',
    token: 'token-1',
    merchantCode: 'demo',
    userName: 'player',
    type: 0,
    firstTimeLogin: false,
  });
  const queryClient = new QueryClient();
  const view = await renderForTest(
    <QueryClientProvider client={queryClient}>
      <HeaderBalance />
    </QueryClientProvider>,
  );
  await view.act(() => undefined);
  const amount = () => view.container.querySelector('[data-testid="header-balance"]')!;
  const button = (id: string) =>
    view.container.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)!;
  return { view, call, queryClient, amount, button };
}

describe('the header balance', () => {
  it("shows the balance in minor units in the merchant's currency format", async () => {
    const { view, amount } = await renderBalance([123_456]);
    expect(amount().textContent).toBe('₱1,234.56');
    expect(amount().getAttribute('aria-label')).toBe('Balance: ₱1,234.56');
    view.unmount();
  });

  it('asks again on refresh, and after money moved elsewhere (no reload)', async () => {
    const { view, call, queryClient, amount, button } = await renderBalance([100, 250, 999]);
    expect(amount().textContent).toBe('₱1.00');
    await view.act(() => button('balance-refresh').click());
    expect(amount().textContent).toBe('₱2.50');
    await view.act(() => refreshWallet(queryClient));
    expect(amount().textContent).toBe('₱9.99');
    expect(call).toHaveBeenCalledTimes(3);
    view.unmount();
  });

  it('hides and shows the amount, and remembers the choice on this device', async () => {
    const { view, amount, button } = await renderBalance([5000]);
    await view.act(() => button('balance-hide').click());
    expect(amount().textContent).toBe('••••');
    expect(amount().getAttribute('aria-label')).toBe('Balance: Hidden');
    expect(button('balance-hide').getAttribute('aria-pressed')).toBe('true');
    expect(button('balance-hide').getAttribute('aria-label')).toBe('Show balance');
    expect(localStorage.getItem(STORAGE_KEYS.hideBalance)).toBe('1');
    await view.act(() => button('balance-hide').click());
    expect(amount().textContent).toBe('₱50.00');
    expect(localStorage.getItem(STORAGE_KEYS.hideBalance)).toBe('0');
    view.unmount();
  });
});
