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
  totalConditions: rankLevel * 2,
  benefits: [],
});
const LEVELS = [level('vip1', 'Bronze', 1), level('vip2', 'Silver', 2), level('vip3', 'Gold', 3)];

async function showCard(label: MemberInfo['clubLabel'], done: number) {
  vi.spyOn(api, 'call').mockImplementation(async (def: CallDef) => {
    if (def === vipLevels) return { levels: LEVELS };
    if (def === rankProgress) {
      const total = LEVELS.find((candidate) => candidate.labelId === label?.labelId);
      return {
        currentProgress: {
          completedConditions: done,
          totalExpectedConditions: total?.totalConditions ?? 0,
        },
        playerRankProgress: { labelId: label?.labelId ?? null },
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
    expect(card.querySelector('[role="progressbar"]')).toBeNull();
    expect(card.textContent).not.toContain('Level complete');
    expect(card.textContent).toContain('Next level: Bronze');
    expect(card.textContent).toContain('Conditions to meet: 2');
  });

  it('shows the member’s level, its conditions met and the next level', async () => {
    const card = await showCard(
      { labelName: 'Silver', type: 'AUTO', rankLevel: 2, labelId: 'vip2' },
      2,
    );
    expect(card.querySelector('.vip-card-level')!.textContent).toBe('Silver');
    expect(card.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('50');
    expect(card.textContent).toContain('2 of 4 conditions met');
    expect(card.textContent).toContain('Next level: Gold');
    expect(card.textContent).toContain('Conditions to meet: 6');
  });

  it('says the top level has no next one', async () => {
    const card = await showCard(
      { labelName: 'Gold', type: 'AUTO', rankLevel: 3, labelId: 'vip3' },
      6,
    );
    expect(card.textContent).toContain('Level complete');
    expect(card.textContent).toContain('You are at the top level');
    expect(card.textContent).not.toContain('Next level');
  });
});
