import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@lobby/contract';
import { setLanguage } from '../lib/i18n';
import { lazyPage, reloadOnceForNewBuild } from '../lib/lazy-page';
import { renderForTest } from '../../test/render';
import { PageBoundary } from './PageBoundary';

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
const failedImport = () => new TypeError('Failed to fetch dynamically imported module');

function renderPage(Page: ReturnType<typeof lazyPage<object>>) {
  return renderForTest(
    <div>
      <header>shell</header>
      <PageBoundary resetKey="/m/rng">
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </PageBoundary>
    </div>,
  );
}

describe('a page whose code does not load', () => {
  it('shows the offline state with Retry in its place, keeps the shell, and Retry loads it', async () => {
    online(false);
    const load = vi
      .fn()
      .mockRejectedValueOnce(failedImport())
      .mockResolvedValue({ default: () => <p>the page</p> });
    const view = await renderPage(lazyPage<object>(load));
    await view.act(() => undefined);
    expect(view.container.querySelector('header')?.textContent).toBe('shell');
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('You are offline. Check your connection.');
    const retry = alert!.querySelector('button')!;
    expect(retry.textContent).toBe('Retry');
    expect(load).toHaveBeenCalledTimes(1);

    await view.act(() => retry.click());
    expect(load).toHaveBeenCalledTimes(2);
    expect(view.container.textContent).toContain('the page');
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    view.unmount();
  });

  it('tries again by itself when the browser is back online', async () => {
    const isOnline = online(false);
    const load = vi
      .fn()
      .mockRejectedValueOnce(failedImport())
      .mockResolvedValue({ default: () => <p>the page</p> });
    const view = await renderPage(lazyPage<object>(load));
    await view.act(() => undefined);
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull();
    isOnline.mockReturnValue(true);
    await view.act(() => window.dispatchEvent(new Event('online')));
    expect(view.container.textContent).toContain('the page');
    view.unmount();
  });

  it('lets other errors through to the boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('a bug');
    };
    await expect(
      renderForTest(
        <PageBoundary resetKey="/m/home">
          <Broken />
        </PageBoundary>,
      ),
    ).rejects.toThrow('a bug');
  });
});

describe('a stale page after a deploy', () => {
  const appPage = (answer: () => Promise<Response>) =>
    vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
  const reloadSpy = () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    return reload;
  };

  it('reloads the app page once per build, never in a loop', async () => {
    online(true);
    appPage(async () => new Response(null, { status: 200 }));
    const reload = reloadSpy();
    expect(await reloadOnceForNewBuild()).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReload)).toBeTruthy();
    expect(await reloadOnceForNewBuild()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while offline, or when the app page itself does not answer', async () => {
    const isOnline = online(false);
    const fetched = appPage(async () => new Response(null, { status: 200 }));
    const reload = reloadSpy();
    expect(await reloadOnceForNewBuild()).toBe(false);
    expect(fetched).not.toHaveBeenCalled();

    isOnline.mockReturnValue(true);
    fetched.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await reloadOnceForNewBuild()).toBe(false);
    fetched.mockImplementation(async () => new Response(null, { status: 502 }));
    expect(await reloadOnceForNewBuild()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReload)).toBeNull();
  });
});
