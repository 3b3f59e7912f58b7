import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  forfeitBonus,
  memberBonuses,
  type BonusView,
  type CallDef,
  type CallValue,
} from '@lobby/contract';
import { api } from '../lib/api';
import { ApiError } from '../lib/api-client';
import { setLanguage } from '../lib/i18n';
import { endSession, startSession } from '../lib/session';
import { renderForTest } from '../../test/render';
import { ActiveBonuses, wageringPercent } from './ActiveBonuses';
import { DialogHost } from './dialogs/DialogHost';

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  vi.restoreAllMocks();
  endSession();
  document.body.innerHTML = '';
});

const PESO = {
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'before',
  decimals: 2,
} as const;

const bonus = (fields: Partial<BonusView>): BonusView => ({
  id: '7',
  kind: 'freeCredit',
  promotionId: '6',
  title: 'Promo code gift',
  granted: 10_000,
  balance: 12_500,
  wagered: 25_000,
  required: 100_000,
  maxBet: 2_000,
  state: 'active',
  grantedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  endedAt: null,
  ...fields,
});

type Bonuses = CallValue<typeof memberBonuses>;

async function renderBonuses(answer: (def: CallDef, body: unknown) => Promise<unknown>) {
  const call = vi
    .spyOn(api, 'call')
    .mockImplementation(((def: CallDef, options?: { body?: unknown }) =>
      answer(def, options?.body)) as never);
  startSession({
    spanId: 's',
    id: '1',
    token: 'token-1',
    merchantCode: 'demo',
    userName: 'player',
    type: 0,
    firstTimeLogin: false,
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = await renderForTest(
    <QueryClientProvider client={client}>
      <ActiveBonuses />
      <DialogHost />
    </QueryClientProvider>,
  );
  await view.act(() => undefined);
  // Drawn once the list answered (on a busy machine, after a settle).
  await vi.waitFor(() => expect(view.container.querySelector('.bonus-skeleton')).toBeNull());
  const text = (selector: string) =>
    [...view.container.querySelectorAll(selector)].map((node) =>
      node.textContent!.replace(/[\u2068\u2069]/g, ''),
    );
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find((node) => node.textContent === name)!;
  return { view, call, text, button };
}

describe('wageringPercent', () => {
  it('is wagered of required in whole percent, 0 to 100', () => {
    expect(wageringPercent(0, 100_000)).toBe(0);
    expect(wageringPercent(25_000, 100_000)).toBe(25);
    expect(wageringPercent(99_999, 100_000)).toBe(99);
    expect(wageringPercent(100_000, 100_000)).toBe(100);
    expect(wageringPercent(5, 0)).toBe(100);
  });
});

describe('ActiveBonuses', () => {
  it('shows each held bonus with its balance, progress, expiry and maximum bet; ended ones are left out', async () => {
    const list: Bonuses = {
      ...PESO,
      bonuses: [
        bonus({}),
        bonus({
          id: '8',
          kind: 'cashback',
          promotionId: null,
          title: null,
          state: 'queued',
          balance: 0,
          granted: 3_000,
          wagered: 0,
          required: 30_000,
          maxBet: null,
        }),
        bonus({ id: '3', state: 'converted', balance: 0, endedAt: '2026-11-19T00:00:00.000Z' }),
      ],
    };
    const { view, text } = await renderBonuses(async () => list);
    expect(text('.bonus-title')).toEqual(['Promo code gift', 'Cashback']);
    expect(text('[data-testid="bonus-balance"]')).toEqual(['₱125.00', '₱30.00']);
    expect(text('[data-testid="bonus-progress"]')).toEqual([
      'Wagered ₱250.00 of ₱1,000.00 (25%)',
      'Wagered ₱0.00 of ₱300.00 (0%)',
    ]);
    const bars = [...view.container.querySelectorAll('[role="progressbar"]')];
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['25', '0']);
    expect(text('.bonus-fact')).toContain('Max bet ₱20.00');
    expect(text('.bonus-queued')).toEqual(['Starts when your active bonus ends.']);
    expect(text('.bonus-fact').filter((line) => line.startsWith('Expires '))).toHaveLength(2);
    view.unmount();
  });

  it('says what a forfeit loses before it sends it, and sends nothing when the member keeps the bonus', async () => {
    let held = [bonus({})];
    const { view, call, button } = await renderBonuses(async (def, body) => {
      if (def === forfeitBonus) {
        held = [];
        return { bonus: bonus({ state: 'forfeited', balance: 0 }), removed: 12_500, body };
      }
      return { ...PESO, bonuses: held };
    });
    const forfeits = () => call.mock.calls.filter(([def]) => def === forfeitBonus);
    await view.act(() => button('Forfeit bonus').click());
    const dialog = () => document.querySelector('[role="alertdialog"]');
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Forfeit Promo code gift?');
    expect(
      dialog()!
        .querySelector('p')!
        .textContent!.replace(/[\u2068\u2069]/g, ''),
    ).toBe(
      'You lose ₱125.00 of bonus balance, its winnings and the wagering done so far. Your cash stays. This cannot be undone.',
    );
    await view.act(() => button('Keep bonus').click());
    expect(dialog()).toBeNull();
    expect(forfeits()).toHaveLength(0);

    await view.act(() => button('Forfeit bonus').click());
    const confirm = [...dialog()!.querySelectorAll('button')].find(
      (node) => node.textContent === 'Forfeit bonus',
    )!;
    await view.act(() => confirm.click());
    expect(forfeits()).toHaveLength(1);
    expect(forfeits()[0]![1]).toEqual({ body: { bonusId: '7' } });
    // The list is asked for again and is empty now.
    expect(view.container.textContent).toContain('No active bonus. Claim a promotion to get one.');
    view.unmount();
  });

  it('says when the list could not load, and Retry asks again', async () => {
    let fail = true;
    const { view, button } = await renderBonuses(async () => {
      if (fail) throw new ApiError('network', '', 'offline', 0);
      return { ...PESO, bonuses: [bonus({})] };
    });
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      'Bonuses could not load.',
    );
    fail = false;
    await view.act(() => button('Retry').click());
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    expect(view.container.querySelectorAll('[data-testid="active-bonus"]')).toHaveLength(1);
    view.unmount();
  });
});
