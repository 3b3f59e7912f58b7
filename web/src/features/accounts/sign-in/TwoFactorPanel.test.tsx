import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as accountSheet from '../../../lib/account-sheet';
import * as navigation from '../../../lib/navigation';
import { setLanguage } from '../../../lib/i18n';
import { renderForTest } from '../../../../test/render';
import AccountSheet from '../AccountSheet';
import { forgetPendingSignIn, keepPendingSignIn } from './two-factor-step';

vi.mock('wouter', () => ({ Link: () => null, useLocation: () => ['/m/login', vi.fn()] }));
// The sheet's sign-in form would derive a device id (FingerprintJS) after the test has ended.
vi.mock('../../../lib/device-id', () => ({
  getDeviceId: async () => '0f8e9d7c-aaaa-4bbb-8ccc-111111111111',
  prepareDeviceId: () => undefined,
}));

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the two-factor step (login_verify_required)', () => {
  it('without a waiting sign-in, says to contact customer service and offers Contact Us and Close', async () => {
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    const close = vi.spyOn(accountSheet, 'closeAccountSheet');
    const view = await renderForTest(
      <QueryClientProvider client={new QueryClient()}>
        <AccountSheet request={{ mode: 'twoFactor' }} />
      </QueryClientProvider>,
    );
    const dialog = document.querySelector('[role="dialog"]')!;
    const title = dialog.querySelector(`#${dialog.getAttribute('aria-labelledby')}`);
    expect(title?.textContent).toBe('Verification required');
    expect(dialog.querySelector('input')).toBeNull();
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

  it('with a waiting sign-in, asks for the authenticator or recovery code', async () => {
    keepPendingSignIn({
      username: 'ann',
      password: 'x',
      remember: false,
      methods: ['ga'],
      destination: '/m/home',
    });
    const view = await renderForTest(
      <QueryClientProvider client={new QueryClient()}>
        <AccountSheet request={{ mode: 'twoFactor' }} />
      </QueryClientProvider>,
    );
    const field = document.querySelector<HTMLInputElement>('#two-factor-code')!;
    expect(field.autocomplete).toBe('one-time-code');
    expect(document.querySelector('label[for="two-factor-code"]')?.textContent).toBe(
      'Code from your authenticator app',
    );
    forgetPendingSignIn();
    view.unmount();
  });

  it('with texted and emailed codes offered, lets the player choose, and sends the code of the one chosen', async () => {
    keepPendingSignIn({
      username: 'ann',
      password: 'x',
      remember: false,
      methods: ['sms', 'email'],
      destination: '/m/home',
    });
    const view = await renderForTest(
      <QueryClientProvider client={new QueryClient()}>
        <AccountSheet request={{ mode: 'twoFactor' }} />
      </QueryClientProvider>,
    );
    const radios = [
      ...document.querySelectorAll<HTMLInputElement>('input[name="two-factor-method"]'),
    ];
    expect(radios.map((radio) => radio.value)).toEqual(['sms', 'email']);
    expect(radios[0]!.checked).toBe(true);
    expect(document.querySelector('.two-factor .form-note')?.textContent).toBe(
      'Send a code to your mobile number, then enter it.',
    );
    expect(document.querySelector('.two-factor .send-code')?.textContent).toBe('Send code');
    await view.act(() => radios[1]!.click());
    expect(document.querySelector('.two-factor .form-note')?.textContent).toBe(
      'Send a code to your email address, then enter it.',
    );
    expect(document.querySelector('label[for="two-factor-code"]')?.textContent).toBe(
      'Verification code',
    );
    forgetPendingSignIn();
    view.unmount();
  });
});
