import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  claimPromotion,
  memberPromotions,
  promoCodeEnable,
  walletBalance,
  type CallDef,
  type ClaimOutcome,
  type PromotionDetail,
} from '@lobby/contract';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-client';
import { setLanguage } from '../../lib/i18n';
import { endSession, startSession } from '../../lib/session';
import { renderForTest } from '../../../test/render';
import { ClaimPanel } from './ClaimPanel';

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  vi.restoreAllMocks();
  endSession();
  localStorage.clear();
  document.body.innerHTML = '';
});

const PROMOTION: PromotionDetail = {
  id: 'code',
  category: 'new',
  title: 'Lucky code',
  image: '',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  claimKind: 'promoCode',
  content: '',
  terms: '',
  action: null,
  textLanguages: {},
};

const WELCOME: PromotionDetail = {
  ...PROMOTION,
  id: '1',
  title: 'Welcome bonus',
  claimKind: 'claim',
};

const PESO = {
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'before',
  decimals: 2,
} as const;

function signIn() {
  startSession({
    spanId: 's',
    id: '1',
    token: 'token-1',
    merchantCode: 'demo',
    userName: 'player',
    type: 0,
    firstTimeLogin: false,
  });
}

/** The panel of a promotion, the server answering a claim with `claim` (an outcome or a failure). */
async function renderPanel(
  promotion: PromotionDetail,
  claim: () => ClaimOutcome,
  claimed: string[] = [],
) {
  const call = vi.spyOn(api, 'call').mockImplementation(async (def: CallDef) => {
    if (def === promoCodeEnable) return { enabled: true };
    if (def === walletBalance) return { ...PESO, balance: 0, bonusBalance: 0 };
    if (def === memberPromotions) {
      return { promotions: claimed.map((id) => ({ ...promotion, id, claimed: true })) };
    }
    if (def === claimPromotion) {
      return { promotionId: promotion.id, claimedAt: '2026-11-26T01:00:00.000Z', outcome: claim() };
    }
    return {};
  });
  signIn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = await renderForTest(
    <QueryClientProvider client={client}>
      <ClaimPanel promotion={promotion} />
    </QueryClientProvider>,
  );
  await view.act(() => undefined);
  const answer = () =>
    view.container
      .querySelector('[data-testid="claim-answer"]')
      ?.textContent?.replace(/[\u2068\u2069]/g, '');
  const refusal = () => view.container.querySelector('[data-testid="claim-refusal"]')?.textContent;
  const claimButton = () =>
    [...view.container.querySelectorAll('button')].find((node) => node.textContent === 'Claim');
  const redeem = async (code: string) => {
    const input = view.container.querySelector<HTMLInputElement>('#promo-code-input')!;
    await view.act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, code);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await view.act(() => view.container.querySelector('form')!.requestSubmit());
  };
  return { view, call, answer, refusal, claimButton, redeem };
}

describe('ClaimPanel', () => {
  it('says how much a code credited and what wagering it requires; a second try says it was claimed', async () => {
    let tries = 0;
    const { view, answer, refusal, redeem } = await renderPanel(PROMOTION, () => {
      tries += 1;
      if (tries > 1) {
        throw new ApiError('failure', 'promotion.already.claimed', 'Already claimed', 400);
      }
      return {
        kind: 'credited',
        bonusId: '9',
        amount: 10_000,
        wageringRequired: 100_000,
        expiresAt: '2026-12-26T01:00:00.000Z',
        state: 'active',
      };
    });
    await redeem('lucky2026');
    expect(answer()).toMatch(
      /^₱100\.00 bonus credited\. Wager ₱1,000\.00 to turn it into cash\.Expires /,
    );
    expect(view.container.querySelector('[data-testid="claim-answer"]')!.getAttribute('role')).toBe(
      'status',
    );
    // No toast or dialog over the promotion: the answer sits in the panel.
    expect(document.querySelector('.toast, [role="alertdialog"]')).toBeNull();
    await redeem('LUCKY2026');
    expect(refusal()).toBe('You have already claimed this promotion.');
    view.unmount();
  });

  it('a queued credit says it starts when the active bonus ends', async () => {
    const { view, answer, redeem } = await renderPanel(PROMOTION, () => ({
      kind: 'credited',
      bonusId: '9',
      amount: 10_000,
      wageringRequired: 0,
      expiresAt: '2026-12-26T01:00:00.000Z',
      state: 'queued',
    }));
    await redeem('LUCKY2026');
    expect(answer()).toMatch(/^₱100\.00 bonus credited\. It starts when your active bonus ends;/);
    view.unmount();
  });

  it('a deposit match says it comes with the next deposit and leads there with the bonus chosen', async () => {
    const { view, answer, claimButton } = await renderPanel(WELCOME, () => ({
      kind: 'nextDeposit',
      percent: 100,
      cap: 500_000,
      minDeposit: 10_000,
    }));
    await view.act(() => claimButton()!.click());
    expect(answer()).toBe(
      'Claimed. Deposit at least ₱100.00 and choose this bonus: you get 100% of the deposit, up to ₱5,000.00.Deposit now',
    );
    const link = view.container.querySelector('[data-testid="claim-answer"] a')!;
    expect(link.getAttribute('href')).toMatch(/\/m\/wallet\/deposit\?bonus=1$/);
    view.unmount();
  });

  it.each([
    ['APP_DOWNLOAD', 'Download the app', /\/m\/download$/],
    ['REFERRAL', 'Invite friends', /\/m\/inviteFriends$/],
  ] as const)('an %s promotion carries the button that does it', async (action, label, path) => {
    const { view, claimButton } = await renderPanel(WELCOME, () => ({ kind: 'action', action }));
    await view.act(() => claimButton()!.click());
    const link = view.container.querySelector('[data-testid="claim-answer"] a')!;
    expect(link.textContent).toBe(label);
    expect(link.getAttribute('href')).toMatch(path);
    view.unmount();
  });

  it.each([
    ['APP_DOWNLOAD', 'Download the app', /\/m\/download$/],
    ['REFERRAL', 'Invite friends', /\/m\/inviteFriends$/],
  ] as const)(
    'a read-only %s promotion carries the button that does it, for visitors too',
    async (action, label, path) => {
      const view = await renderForTest(
        <QueryClientProvider client={new QueryClient()}>
          <ClaimPanel promotion={{ ...PROMOTION, claimKind: 'none', action }} />
        </QueryClientProvider>,
      );
      const link = view.container.querySelector('a')!;
      expect(link.textContent).toBe(label);
      expect(link.getAttribute('href')).toMatch(path);
      view.unmount();
    },
  );

  it('a promotion claimed before says so instead of offering Claim', async () => {
    const { view, answer, claimButton } = await renderPanel(WELCOME, () => ({ kind: 'recorded' }), [
      '1',
    ]);
    expect(claimButton()).toBeUndefined();
    expect(answer()).toBe('You have already claimed this promotion.');
    view.unmount();
  });

  it('says why a promo code was refused when its tries are spent, where no dialog opens', async () => {
    vi.spyOn(api, 'call').mockImplementation(async (def: CallDef) => {
      if (def === promoCodeEnable) return { enabled: true };
      if (def === claimPromotion) {
        throw new ApiError('failure', 'TOO_MANY_REQUEST_PROMO_CODE', 'Too many', 429);
      }
      return { promotions: [] };
    });
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
        <ClaimPanel promotion={PROMOTION} />
      </QueryClientProvider>,
    );
    await view.act(() => undefined);
    const input = view.container.querySelector<HTMLInputElement>('#promo-code-input')!;
    await view.act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        'GUESS1',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await view.act(() => view.container.querySelector('form')!.requestSubmit());
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Too many wrong promo codes. Please wait a while before trying again.',
    );
    view.unmount();
  });
});
