import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { rankProgress, vipLevels, type CallDef } from '@lobby/contract';
import { api } from '../../lib/api';
import { setLanguage } from '../../lib/i18n';
import { endSession, startSession } from '../../lib/session';
import { renderForTest } from '../../../test/render';
import VipPage from './VipPage';

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  vi.restoreAllMocks();
  endSession();
  localStorage.clear();
  document.body.innerHTML = '';
});

const PESO = { currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before', decimals: 2 };
const deposits = { kind: 'depositTotal' as const, target: 100_000, windowDays: 30 };
const LEVELS = [
  {
    labelId: 'silver',
    labelName: 'Silver',
    type: 'AUTO' as const,
    rankLevel: 1,
    totalConditions: 1,
    conditions: [deposits],
    requiredConditions: 1,
    benefits: [],
  },
  {
    labelId: 'gold',
    labelName: 'Gold',
    type: 'MANUAL' as const,
    rankLevel: 2,
    totalConditions: 3,
    conditions: [],
    requiredConditions: 0,
    benefits: [],
  },
];

/** The page for a member on `labelId`, who deposited 1,200.00 in the last 30 days. */
async function showPage(labelId: string | null) {
  const counted = [{ ...deposits, progress: 120_000, met: true }];
  vi.spyOn(api, 'call').mockImplementation(async (def: CallDef) => {
    if (def === vipLevels) return { levels: LEVELS, currency: PESO };
    if (def === rankProgress) {
      const next = labelId === null ? LEVELS[0] : labelId === 'silver' ? LEVELS[1] : undefined;
      return {
        currentProgress: { completedConditions: 1, totalExpectedConditions: 1 },
        playerRankProgress: { labelId },
        conditions: labelId === 'gold' || labelId === null ? [] : counted,
        next: next && {
          labelId: next.labelId,
          requiredConditions: next.requiredConditions,
          conditions: next.conditions.length ? counted : [],
        },
      };
    }
    throw new Error('unexpected call');
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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderForTest(
    <QueryClientProvider client={client}>
      <VipPage />
    </QueryClientProvider>,
  );
  await view.act(() => undefined);
  return view.container.querySelector('.vip-standing')!;
}

describe('VipPage', () => {
  it('shows a member without a level the next level, its rule and each condition', async () => {
    const standing = await showPage(null);
    expect(standing.querySelector('.vip-standing-level')!.textContent).toBe('No VIP level yet');
    expect(standing.querySelector('.vip-standing-next')!.textContent).toBe('Next level: Silver');
    expect(standing.querySelector('.vip-standing-rule')!.textContent).toBe(
      'Conditions needed: 1 of 1',
    );
    expect(standing.querySelector('.vip-condition')!.textContent).toBe(
      'DepositsLast 30 days\u2068₱1,200.00\u2069 of \u2068₱1,000.00\u2069 · Met',
    );
  });

  it('says a level given by hand has no conditions to meet', async () => {
    const standing = await showPage('silver');
    expect(standing.querySelector('.vip-standing-level')!.textContent).toBe('Your level: Silver');
    expect(standing.textContent).toContain('Given by the VIP team');
    expect(standing.querySelector('.vip-condition')).toBeNull();
  });

  it('says the top level is the top, with no next level', async () => {
    const standing = await showPage('gold');
    expect(standing.textContent).toContain('You are at the top level');
    expect(standing.textContent).not.toContain('Next level');
  });
});
