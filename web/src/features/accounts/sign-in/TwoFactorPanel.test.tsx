import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as accountSheet from '../../../lib/account-sheet';
import * as navigation from '../../../lib/navigation';
import { setLanguage } from '../../../lib/i18n';
import { renderForTest } from '../../../../test/render';
import AccountSheet from '../AccountSheet';

vi.mock('wouter', () => ({ Link: () => null, useLocation: () => ['/m/login', vi.fn()] }));

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the two-factor step (login_verify_required)', () => {
  it('names the ways a code can come and offers Contact Us and Close', async () => {
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    const close = vi.spyOn(accountSheet, 'closeAccountSheet');
    const view = await renderForTest(<AccountSheet request={{ mode: 'twoFactor' }} />);
    const dialog = document.querySelector('[role="dialog"]')!;
    const title = dialog.querySelector(`#${dialog.getAttribute('aria-labelledby')}`);
    expect(title?.textContent).toBe('Verification required');
    const methods = [...dialog.querySelectorAll('.method-list li')].map((item) => item.textContent);
    expect(methods).toEqual(['Email', 'Authenticator app (Google Authenticator)', 'SMS']);
    const buttons = [...dialog.querySelectorAll<HTMLButtonElement>('.two-factor button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Contact Us', 'Close']);

    // Contact Us closes the sheet and opens the merchant's customer service.
    await view.act(() => buttons[0]!.click());
    expect(navigate).toHaveBeenCalledWith('/m/chat');
    expect(close).toHaveBeenCalledTimes(1);

    await view.act(() => buttons[1]!.click());
    expect(close).toHaveBeenCalledTimes(2);
    view.unmount();
  });
});
