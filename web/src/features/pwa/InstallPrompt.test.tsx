import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INSTALL_STORAGE_KEYS } from '@lobby/contract';
import { setLanguage } from '../../lib/i18n';
import type { InstallPromptEvent } from '../../lib/install-event';
import { currentMerchant } from '../../lib/merchant';
import { renderForTest } from '../../../test/render';
import { InstallPrompt } from './InstallPrompt';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

async function renderPrompt(event: InstallPromptEvent | undefined, userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const onDone = vi.fn();
  const view = await renderForTest(
    <InstallPrompt event={event} icon={undefined} onDone={onDone} />,
  );
  const buttons = () =>
    [...view.container.querySelectorAll('button')].map((button) => button.textContent);
  const steps = () => view.container.querySelector('[data-testid="install-steps"]')?.textContent;
  return { view, onDone, buttons, steps };
}

beforeAll(async () => {
  await setLanguage('EN');
  currentMerchant.set({ code: 'demo', name: 'Lucky Demo', languages: ['EN'] });
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the install sheet', () => {
  it('where the browser cannot install, gives iOS Safari its steps and one Ok, never an Agree', async () => {
    const sheet = await renderPrompt(undefined, IPHONE);
    expect(sheet.steps()).toBe('Tap Share, then “Add to Home Screen”.');
    expect(sheet.buttons()).toEqual(['Ok']);
    await sheet.view.act(() => sheet.view.container.querySelector('button')!.click());
    expect(sheet.onDone).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(INSTALL_STORAGE_KEYS.skip)).toBe('1');
    sheet.view.unmount();
  });

  it("gives another browser its menu's steps", async () => {
    const sheet = await renderPrompt(undefined, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0');
    expect(sheet.steps()).toBe(
      'Open the browser menu and choose “Install app” or “Add to Home screen”.',
    );
    expect(sheet.buttons()).toEqual(['Ok']);
    sheet.view.unmount();
  });

  it("with the browser's install event, offers Cancel and Agree, and Agree opens its dialog", async () => {
    const prompt = vi.fn(() => Promise.resolve());
    const event = {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const, platform: 'web' }),
    } as unknown as InstallPromptEvent;
    const sheet = await renderPrompt(event, 'Mozilla/5.0 (Linux; Android 14) Chrome/120.0');
    expect(sheet.steps()).toBeUndefined();
    expect(sheet.buttons()).toEqual(['Cancel', 'Agree']);
    await sheet.view.act(() => sheet.view.container.querySelectorAll('button')[1]!.click());
    expect(prompt).toHaveBeenCalledOnce();
    sheet.view.unmount();
  });
});
