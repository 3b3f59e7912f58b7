import { act } from 'preact/test-utils';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { launchGame, trialLaunch, type LaunchValue } from '@lobby/contract';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import * as dialogs from '../../lib/dialogs';
import { rememberInApp } from '../../lib/in-app';
import { currentMerchant } from '../../lib/merchant';
import { useGameLaunch, type LaunchSpec, type LaunchState } from './use-game-launch';

const launched: LaunchValue = {
  url: 'https://vendor.example/play?t=1',
  gameId: 'g-1',
  displayName: 'Dragon Fortune',
  expiresAt: '2030-01-01T00:00:00Z',
};
const member: LaunchSpec = { mode: 'member', body: { gameId: 'g-1', device: 'MOBILE' } };
const trial: LaunchSpec = { mode: 'trial', body: { gameId: 'g-1', platform: 'html5' } };

let root: Root;
let seen: LaunchState;
let call: ReturnType<typeof vi.spyOn>;
let opened: ReturnType<typeof vi.spyOn>;

function Probe({ spec }: { spec: LaunchSpec }) {
  seen = useGameLaunch(spec).state;
  return null;
}

async function render(spec: LaunchSpec) {
  const client = new QueryClient();
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <Probe spec={spec} />
      </QueryClientProvider>,
    ),
  );
  await settle();
}

/** Lets the launch finish: TanStack Query tells the page on its own tick. */
async function settle() {
  await vi.waitFor(() => expect(seen.status).not.toBe('launching'));
}

function merchant(inAppOnly: boolean) {
  currentMerchant.set({
    code: 'demo',
    languages: ['EN'],
    gameLaunch: { inAppOnly, appUserAgentMarker: 'MerchantApp/' },
  });
}

beforeEach(() => {
  root = createRoot(document.createElement('div'));
  call = vi.spyOn(api, 'call');
  opened = vi.spyOn(dialogs, 'openDialog');
  merchant(false);
});
afterEach(() => {
  act(() => root.unmount());
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('launching a game (SPEC sections 7 and 8)', () => {
  it("launches a member's game with the 10 s launch timeout and frames its address", async () => {
    call.mockResolvedValue(launched);
    await render(member);
    expect(call).toHaveBeenCalledWith(launchGame, {
      body: member.body,
      alert: false,
      timeoutMs: 10_000,
    });
    expect(seen).toEqual({ status: 'ready', value: launched });
  });

  it('launches a free trial through the trial call', async () => {
    call.mockResolvedValue(launched);
    await render(trial);
    expect(call).toHaveBeenCalledWith(trialLaunch, expect.objectContaining({ body: trial.body }));
    expect(seen.status).toBe('ready');
  });

  it('refuses a normal browser when the merchant launches only in its app', async () => {
    merchant(true);
    await render(member);
    expect(call).not.toHaveBeenCalled();
    expect(seen.status).toBe('appOnly');
    expect(opened).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'label_start_game_error', confirmLabel: 'confirm' }),
    );
  });

  it('launches in the merchant app, once the page was opened with inApp=1', async () => {
    merchant(true);
    rememberInApp('?inApp=1');
    call.mockResolvedValue(launched);
    await render(member);
    expect(seen.status).toBe('ready');
  });

  it('on a timeout offers Retry, which launches again', async () => {
    call.mockRejectedValueOnce(new ApiError('timeout', 'ECONNABORTED', 'timeout_retry_please'));
    await render(member);
    expect(seen.status).toBe('failed');
    const dialog = opened.mock.calls.at(-1)?.[0] as dialogs.DialogRequest;
    expect(dialog).toMatchObject({
      kind: 'confirm',
      message: 'timeout_retry_please',
      confirmLabel: 'action.retry',
    });
    call.mockResolvedValueOnce(launched);
    await act(async () => dialog.onConfirm?.());
    await vi.waitFor(() => expect(seen.status).toBe('ready'));
    const launches = call.mock.calls.filter((args: unknown[]) => args[0] === launchGame);
    expect(launches).toHaveLength(2);
  });

  it("says why the server refused in the catalogue's words, not the server's English", async () => {
    call.mockRejectedValue(
      new ApiError('failure', 'game.vendor.unavailable', 'The vendor is resting', 503),
    );
    await render(member);
    expect(seen.status).toBe('failed');
    expect(opened).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'notice', message: t('game.vendorUnavailable') }),
    );
  });

  it('asks nothing more when the session had ended (the catalogue asks to sign in)', async () => {
    call.mockRejectedValue(new ApiError('http', 'customer.not.login', '', 401));
    await render(member);
    expect(seen.status).toBe('failed');
    expect(opened).not.toHaveBeenCalled();
  });
});
