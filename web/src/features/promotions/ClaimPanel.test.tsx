import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { claimPromotion, promoCodeEnable, type CallDef } from '@lobby/contract';
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

const PROMOTION = {
  id: 'code',
  category: 'new',
  title: 'Lucky code',
  image: '',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  claimKind: 'promoCode',
  content: '',
  terms: '',
  textLanguages: {},
} as const;

describe('ClaimPanel', () => {
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
