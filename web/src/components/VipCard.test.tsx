import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { rankProgress, vipLevels, type CallDef, type MemberInfo } from '@lobby/contract';
import { api } from '../lib/api';
import { setLanguage } from '../lib/i18n';
import { endSession, startSession } from '../lib/session';
import { renderForTest } from '../../test/render';
import { VipCard } from './VipCard';

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  vi.restoreAllMocks();
  endSession();
  localStorage.clear();
  document.body.innerHTML = '';
});

const level = (labelId: string, labelName: string, rankLevel: number) => ({
  labelId,
  labelName,
  type: 'AUTO' as const,
  rankLevel,
  totalConditions: 2,
  conditions: [
    { kind: 'depositTotal' as const, target: rankLevel * 100_000, windowDays: null },
    { kind: 'daysActive' as const, target: rankLevel * 2, windowDays: 30 },
  ],
  requiredConditions: 2,
  benefits: [],
});
const LEVELS = [level('vip1', 'Bronze', 1), level('vip2', 'Silver', 2), level('vip3', 'Gold', 3)];
const PESO = { currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before', decimals: 2 };

/** The member deposited 1,500.00 and played on 3 days of the last 30. */
async function showCard(label: MemberInfo['clubLabel'], done: number) {
  vi.spyOn(api, 'call').mockImplementation(async (def: CallDef) => {
    if (def === vipLevels) return { levels: LEVELS, currency: PESO };
    if (def === rankProgress) {
      const mine = LEVELS.find((candidate) => candidate.labelId === label?.labelId);
      const next = LEVELS.find((candidate) => candidate.rankLevel > (mine?.rankLevel ?? 0));
      const counted = (of: typeof mine) =>
        (of?.conditions ?? []).map((condition) => {
          const progress = condition.kind === 'daysActive' ? 3 : 150_000;
          return { ...condition, progress, met: progress >= condition.target };
        });
      return {
        currentProgress: {
          completedConditions: done,
          totalExpectedConditions: mine?.totalConditions ?? 0,
        },
        playerRankProgress: { labelId: label?.labelId ?? null },
        conditions: counted(mine),
        next: next
          ? { labelId: next.labelId, requiredConditions: 2, conditions: counted(next) }
          : null,
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
      <VipCard label={label} />
    </QueryClientProvider>,
  );
  await view.act(() => undefined);
  return view.container;
}

describe('VipCard', () => {
  it('tells a member without a level so, with no full bar, and names the first level', async () => {
    const card = await showCard(null, 0);
    expect(card.textContent).toContain('No VIP level yet');
    expect(card.querySelector('[aria-label="Progress to the next level"]')).toBeNull();
    expect(card.textContent).not.toContain('Level complete');
    expect(card.textContent).toContain('Next level: Bronze');
    const conditions = [...card.querySelectorAll('.vip-condition')].map((row) => row.textContent);
    expect(conditions).toEqual([
      'DepositsSince you joined\u2068₱1,500.00\u2069 of \u2068₱1,000.00\u2069 · Met',
      'Active daysLast 30 days3 of 2 · Met',
    ]);
  });

  it('shows the member’s level, its conditions met and the next level', async () => {
    const card = await showCard(
      { labelName: 'Silver', type: 'AUTO', rankLevel: 2, labelId: 'vip2' },
      1,
    );
    expect(card.querySelector('.vip-card-level')!.textContent).toBe('Silver');
    const bar = card.querySelector('[aria-label="Progress to the next level"]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(card.textContent).toContain('1 of 2 conditions met');
    expect(card.textContent).toContain('Next level: Gold');
    const deposits = card.querySelector('.vip-condition[data-kind="depositTotal"]')!;
    expect(deposits.textContent).toContain('\u2068₱1,500.00\u2069 of \u2068₱3,000.00\u2069');
    expect(deposits.getAttribute('data-met')).toBe('false');
    expect(deposits.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe(
      '50',
    );
    expect(card.textContent).not.toContain('Conditions to meet');
  });

  it('says the top level has no next one', async () => {
    const card = await showCard(
      { labelName: 'Gold', type: 'AUTO', rankLevel: 3, labelId: 'vip3' },
      2,
    );
    expect(card.textContent).toContain('Level complete');
    expect(card.textContent).toContain('You are at the top level');
    expect(card.textContent).not.toContain('Next level');
  });
});
