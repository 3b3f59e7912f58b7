import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createDeposit,
  depositBonusOffers,
  depositSettings,
  depositStatus,
  type CallDef,
  type DepositBonusOffer,
  type UiLanguage,
} from '@lobby/contract';
import { api } from '../../lib/api';
import { setLanguage } from '../../lib/i18n';
import { endSession, startSession } from '../../lib/session';
import { renderForTest } from '../../../test/render';
import WalletDepositPage from './WalletDepositPage';

const address = vi.hoisted(() => ({ search: '' }));
vi.mock('wouter', () => ({ Link: () => null, useSearch: () => address.search }));
vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);
const sent = () => call.mock.calls.filter(([made]) => made === createDeposit);

function settings(currency: string, currencySymbol: string, decimals: number) {
  const unit = 10 ** decimals;
  return {
    currency,
    currencySymbol,
    currencyPosition: currency === 'VND' ? 'after' : 'before',
    decimals,
    methods: [
      {
        code: 'DEMO',
        name: 'Demo',
        minAmount: 10 * unit,
        maxAmount: 50_000 * unit,
        quickAmounts: [1000 * unit],
      },
    ],
  };
}

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function renderDeposit(
  language: UiLanguage,
  answer: ReturnType<typeof settings>,
  offers: DepositBonusOffer[] = [],
) {
  await setLanguage(language);
  call.mockImplementation(((def: CallDef) =>
    def === depositSettings
      ? Promise.resolve(answer)
      : def === depositBonusOffers
        ? Promise.resolve({ offers })
        : // The deposit never answers: what was sent is what this test reads.
          new Promise(() => undefined)) as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderForTest(
    <QueryClientProvider client={client}>
      <WalletDepositPage />
    </QueryClientProvider>,
  );
  await view.act(() => undefined);
  // The offers load after the form: wait for them to be drawn (on a busy machine, after a settle).
  if (offers.length > 0) {
    await vi.waitFor(() =>
      expect(view.container.querySelector('[data-testid="bonus-choice"]')).not.toBeNull(),
    );
  }
  const input = view.container.querySelector<HTMLInputElement>('#deposit-amount')!;
  const text = (selector: string) =>
    view.container.querySelector(selector)!.textContent!.replace(/[\u2068\u2069]/g, '');
  return {
    view,
    enter: (value: string) => view.act(() => type(input, value)),
    submit: () => view.act(() => view.container.querySelector('form')!.requestSubmit()),
    preview: () => text('[data-testid="amount-preview"]'),
    hint: () => text('#deposit-amount-hint'),
  };
}

beforeEach(() => {
  call.mockReset();
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
  address.search = '';
  endSession();
  document.body.innerHTML = '';
});

describe('the deposit form', () => {
  it('shows "100,50" typed in Portuguese (Brazil) as R$ 100,50 before sending 10050', async () => {
    const form = await renderDeposit('PT-BR', settings('BRL', 'R$', 2));
    await form.enter('100,50');
    expect(form.preview()).toBe('Você vai depositar R$100,50');
    await form.submit();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]![1]).toMatchObject({ body: { method: 'DEMO', amount: 10_050 } });
    form.view.unmount();
  });

  it('refuses a point where Portuguese groups, inline, and sends nothing', async () => {
    const form = await renderDeposit('PT-BR', settings('BRL', 'R$', 2));
    await form.enter('100.50');
    expect(form.preview()).toBe('');
    await form.submit();
    expect(form.hint()).toBe('Digite o valor assim: 12.345,68.');
    expect(form.view.container.querySelector('[role="alert"]')).not.toBeNull();
    expect(sent()).toHaveLength(0);
    form.view.unmount();
  });

  it('reads Vietnamese "50.000" dong as fifty thousand, and Devanagari digits in Hindi', async () => {
    const dong = await renderDeposit('VI', settings('VND', '₫', 0));
    await dong.enter('50.000');
    expect(dong.preview()).toBe('Bạn sẽ nạp 50.000 ₫');
    dong.view.unmount();

    const peso = await renderDeposit('HI', settings('PHP', '₱', 2));
    await peso.enter('१००');
    expect(peso.preview()).toBe('आप ₱100.00 जमा करेंगे');
    await peso.submit();
    expect(sent()[0]![1]).toMatchObject({ body: { amount: 10_000 } });
    peso.view.unmount();
  });

  it('offers every method the merchant configures and sends the one chosen', async () => {
    const twoMethods = settings('PHP', '₱', 2);
    twoMethods.methods.push({
      code: 'BANK',
      name: 'Bank transfer',
      minAmount: 500_00,
      maxAmount: 1_000_00,
      quickAmounts: [700_00],
    });
    const form = await renderDeposit('EN', twoMethods);
    const radios = [
      ...form.view.container.querySelectorAll<HTMLInputElement>('input[name="deposit-method"]'),
    ];
    expect(radios.map((radio) => radio.value)).toEqual(['DEMO', 'BANK']);
    expect(radios[0]!.checked).toBe(true);
    await form.view.act(() => radios[1]!.click());
    expect(form.hint()).toContain('₱500.00');
    const chip = form.view.container.querySelector<HTMLButtonElement>('.wallet-quick button')!;
    expect(chip.textContent).toBe('₱700.00');
    await form.view.act(() => chip.click());
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    await form.submit();
    expect(sent()[0]![1]).toMatchObject({ body: { method: 'BANK', amount: 700_00 } });
    form.view.unmount();
  });

  const WELCOME: DepositBonusOffer = {
    promotionId: '1',
    title: 'Welcome bonus 100%',
    percent: 100,
    cap: 5_000_00,
    minDeposit: 100_00,
    wagerMultiple: 10,
    expiryDays: 30,
    maxBet: 50_00,
    firstDepositOnly: true,
    everyNth: null,
    endsAt: null,
  };
  const choices = (form: Awaited<ReturnType<typeof renderDeposit>>) => [
    ...form.view.container.querySelectorAll<HTMLInputElement>('input[name="deposit-bonus"]'),
  ];

  it('offers the deposit bonuses or none (none chosen), says what the chosen one gives, and sends it', async () => {
    const form = await renderDeposit('EN', settings('PHP', '₱', 2), [WELCOME]);
    const offer = {
      textContent: form.view.container
        .querySelector('[data-testid="bonus-choice"]')!
        .textContent!.replace(/[\u2068\u2069]/g, ''),
    };
    expect(offer.textContent).toContain('100% of the deposit, up to ₱5,000.00');
    expect(offer.textContent).toContain('Minimum deposit ₱100.00');
    expect(offer.textContent).toContain('Wager 10× the bonus to turn it into cash');
    expect(offer.textContent).toContain('Max bet ₱50.00');
    expect(choices(form).map((radio) => [radio.value, radio.checked])).toEqual([
      ['1', false],
      ['', true],
    ]);
    await form.enter('300');
    await form.view.act(() => choices(form)[0]!.click());
    expect(
      form.view.container
        .querySelector('[data-testid="bonus-preview"]')!
        .textContent!.replace(/[\u2068\u2069]/g, ''),
    ).toBe('With this deposit: ₱300.00 bonus, ₱3,000.00 to wager.');
    await form.submit();
    expect(sent()[0]![1]).toMatchObject({ body: { amount: 300_00, bonusPromotionId: '1' } });
    form.view.unmount();
  });

  it("sends no bonus when none is chosen, and refuses an amount below the chosen bonus's minimum", async () => {
    const none = await renderDeposit('EN', settings('PHP', '₱', 2), [WELCOME]);
    await none.enter('50');
    await none.submit();
    expect(sent()[0]![1]).toEqual({ body: { method: 'DEMO', amount: 50_00 } });
    none.view.unmount();
    call.mockClear();

    const below = await renderDeposit('EN', settings('PHP', '₱', 2), [WELCOME]);
    await below.enter('50');
    await below.view.act(() => choices(below)[0]!.click());
    await below.submit();
    expect(below.hint()).toBe('Deposit at least ₱100.00 to get this bonus.');
    expect(sent()).toHaveLength(0);
    below.view.unmount();
  });

  it('chooses the bonus a claim sent the player for (?bonus=), when it is on offer', async () => {
    address.search = 'bonus=1';
    const form = await renderDeposit('EN', settings('PHP', '₱', 2), [WELCOME]);
    expect(choices(form)[0]!.checked).toBe(true);
    form.view.unmount();
    address.search = 'bonus=99';
    const other = await renderDeposit('EN', settings('PHP', '₱', 2), [WELCOME]);
    expect(choices(other).map((radio) => radio.checked)).toEqual([false, true]);
    other.view.unmount();
  });

  it('says why an amount that reads two ways is refused', async () => {
    const form = await renderDeposit('EN', settings('PHP', '₱', 2));
    await form.enter('50.000');
    expect(form.preview()).toBe('');
    await form.submit();
    expect(form.hint()).toBe('This amount can be read two ways. Write it like 12,345.68.');
    expect(sent()).toHaveLength(0);
    form.view.unmount();
  });
});

describe('the deposit the player came back from', () => {
  it('says a payment held past the deposit limit arrived but is not in the balance', async () => {
    address.search = '?depositId=d-held';
    await setLanguage('EN');
    call.mockImplementation(((def: CallDef) =>
      def === depositSettings
        ? Promise.resolve(settings('PHP', '₱', 2))
        : def === depositStatus
          ? Promise.resolve({ deposit: { depositId: 'd-held', amount: 2_000_000, status: 'held' } })
          : Promise.resolve({ offers: [] })) as never);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = await renderForTest(
      <QueryClientProvider client={client}>
        <WalletDepositPage />
      </QueryClientProvider>,
    );
    await vi.waitFor(() =>
      expect(view.container.querySelector('[data-testid="deposit-result"]')).not.toBeNull(),
    );
    const result = view.container.querySelector('[data-testid="deposit-result"]')!;
    expect(result.textContent).toContain('held for review and not added to your balance');
  });
});
