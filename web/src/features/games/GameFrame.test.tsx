import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { walletBalance, type CallDef } from '@lobby/contract';
import { api } from '../../lib/api';
import { setLanguage } from '../../lib/i18n';
import { endSession, startSession } from '../../lib/session';
import { renderForTest } from '../../../test/render';
import { GameFrame } from './GameFrame';

vi.mock('wouter', () => ({ useLocation: () => ['/m/game', vi.fn()] }));
vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  endSession();
  document.body.innerHTML = '';
});

async function renderFrame(trial: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderForTest(
    <QueryClientProvider client={client}>
      <GameFrame
        title="Lucky Sevens"
        back="/m/rng"
        trial={trial}
        state={{ status: 'launching' }}
        onRetry={() => undefined}
      />
    </QueryClientProvider>,
  );
  await view.act(() => undefined);
  return view;
}

describe('the game frame', () => {
  it("shows the member's balance (cash plus bonus) in its one bar before any round, and none on a free trial", async () => {
    startSession({
      spanId: 's',
      id: '1',
      token: 'token-1',
      merchantCode: 'demo',
      userName: 'player',
      type: 0,
      firstTimeLogin: false,
    });
    call.mockImplementation(((def: CallDef) =>
      def === walletBalance
        ? Promise.resolve({
            balance: 123_450,
            bonusBalance: 1_000,
            currency: 'PHP',
            currencySymbol: '₱',
            currencyPosition: 'before',
            decimals: 2,
          })
        : new Promise(() => undefined)) as never);
    const real = await renderFrame(false);
    expect(real.container.querySelectorAll('.game-bar')).toHaveLength(1);
    expect(real.container.querySelector('[data-testid="game-balance"]')?.textContent).toBe(
      '₱1,244.50',
    );
    real.unmount();

    const trial = await renderFrame(true);
    expect(trial.container.querySelector('[data-testid="game-balance"]')).toBeNull();
    trial.unmount();
  });
});
