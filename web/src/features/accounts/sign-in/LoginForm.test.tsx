import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  captchaGeetest,
  captchaImage,
  registerSettings,
  sessionLogin,
  type CallDef,
  type RegisterSettings,
} from '@lobby/contract';
import * as accountSheet from '../../../lib/account-sheet';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { setLanguage } from '../../../lib/i18n';
import { currentMerchant } from '../../../lib/merchant';
import { endSession } from '../../../lib/session';
import { pendingPassword } from '../shared/pending-password';
import { renderForTest } from '../../../../test/render';
import { LoginForm } from './LoginForm';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('wouter', () => ({
  Link: ({ href, children }: { href: string; children: string }) => <a href={href}>{children}</a>,
  useLocation: () => ['/m/login', navigate],
  useSearch: () => '',
}));
vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../../../lib/device-id', () => ({
  getDeviceId: async () => '0f8e9d7c-aaaa-4bbb-8ccc-111111111111',
  prepareDeviceId: () => undefined,
}));

const call = vi.mocked(api.call);
const SVG = (n: number) => `data:image/svg+xml;base64,${btoa(`<svg id="${n}"/>`)}`;

function settingsWith(captcha: Partial<RegisterSettings['captcha']>): RegisterSettings {
  return {
    methods: ['username'],
    mobilePassword: true,
    mobileCode: false,
    autoLoginAfterRegister: true,
    emailReset: false,
    passwordMinLength: 8,
    passwordMaxLength: 128,
    captcha: { kind: 'none', version: 'v3', login: false, register: false, sms: false, ...captcha },
    protection: {
      minimumAge: 18,
      termsVersion: '1',
      privacyVersion: '1',
      termsUrl: null,
      privacyUrl: null,
    },
  };
}

/** Answers each call the way a server would, by the call; login answers with `login`. */
function serve(settings: RegisterSettings, login: () => Promise<unknown>) {
  let images = 0;
  call.mockImplementation(async (def: CallDef) => {
    if (def === registerSettings) return settings;
    if (def === captchaImage) return { captchaId: `id-${++images}`, image: SVG(images) };
    if (def === captchaGeetest)
      return { ...LOCAL_SETUP, challenge: `${++images}`.padStart(32, '0') };
    if (def === sessionLogin) return login();
    throw new Error(`unexpected call ${def.path}`);
  });
}

const LOCAL_SETUP = {
  version: 'v3',
  mode: 'local',
  success: true,
  gt: 'local',
  challenge: '',
  newCaptcha: true,
  captchaId: '',
} as const;

const calledWith = (def: CallDef) => call.mock.calls.filter(([made]) => made === def);

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function renderLogin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderForTest(
    <QueryClientProvider client={client}>
      <LoginForm idPrefix="t" />
    </QueryClientProvider>,
  );
  const field = (id: string) => view.container.querySelector<HTMLInputElement>(`#t-${id}`);
  const submit = () =>
    view.act(async () => {
      view.container.querySelector('form')!.requestSubmit();
      await vi.waitFor(() => expect(view.container.querySelector('[aria-busy]')).toBeNull());
    });
  const fill = () =>
    view.act(() => {
      type(field('username')!, 'ann_1');
      type(field('password')!, 'Lobby-test-Pa55!');
    });
  return { view, field, submit, fill };
}

beforeAll(() => setLanguage('EN'));
beforeEach(() => {
  call.mockReset();
  navigate.mockReset();
  localStorage.clear();
  currentMerchant.set({ code: 'demo', languages: ['EN'], flags: { MOBILEAUTOLOGIN3: true } });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('LoginForm', () => {
  it('login_verify_required opens the two-factor step', async () => {
    const open = vi.spyOn(accountSheet, 'openAccountSheet');
    serve(settingsWith({}), () =>
      Promise.reject(new ApiError('failure', 'login_verify_required', 'verify', 200)),
    );
    const { view, fill, submit } = await renderLogin();
    await fill();
    await submit();
    expect(calledWith(sessionLogin)).toHaveLength(1);
    expect(open).toHaveBeenCalledWith({ mode: 'twoFactor' });
    expect(view.container.querySelector('.form-error')).toBeNull();
    view.unmount();
  });

  it('an expired password leads to /m/changePsw with PWDEXPFORCECHANGE3 on, and home without it', async () => {
    const expired = {
      id: '7',
      token: 'session-token',
      userName: 'ann_1',
      customerType: 0,
      firstTimeLogin: false,
      spanId: 'span-1',
      passwordExpired: true,
      updatePassword: false,
    };
    serve(settingsWith({}), () => Promise.resolve(expired));
    currentMerchant.set({ code: 'demo', languages: ['EN'], flags: { PWDEXPFORCECHANGE3: true } });
    const forced = await renderLogin();
    await forced.fill();
    await forced.submit();
    expect(navigate).toHaveBeenLastCalledWith('/m/changePsw?go=%2Fm%2Fhome');
    expect(pendingPassword()).toEqual({ password: 'Lobby-test-Pa55!', reason: 'expired' });
    forced.view.unmount();
    endSession();

    currentMerchant.set({ code: 'demo', languages: ['EN'], flags: {} });
    const free = await renderLogin();
    await free.fill();
    await free.submit();
    expect(navigate).toHaveBeenLastCalledWith('/m/home');
    free.view.unmount();
    endSession();
  });

  it("says other failures on the form: the known ones in the player's words, others as the server put them", async () => {
    const open = vi.spyOn(accountSheet, 'openAccountSheet');
    let answer = new ApiError('failure', 'login.cred.err', 'Server says no', 200);
    serve(settingsWith({}), () => Promise.reject(answer));
    const { view, fill, submit } = await renderLogin();
    await fill();
    await submit();
    expect(view.container.querySelector('.form-error')?.textContent).toBe(
      'Wrong username or password.',
    );
    view.unmount();

    answer = new ApiError('failure', 'some.server.code', 'Server says no', 200);
    const again = await renderLogin();
    await again.fill();
    await again.submit();
    expect(calledWith(sessionLogin)).toHaveLength(2);
    expect(again.view.container.querySelector('.form-error')?.textContent).toBe('Server says no');
    expect(open).not.toHaveBeenCalled();
    again.view.unmount();
  });

  it('says a locked account is locked for a while and links to the password reset', async () => {
    const answer = new ApiError('failure', 'login.locked', 'Too many tries', 200);
    serve(settingsWith({}), () => Promise.reject(answer));
    const { view, fill, submit } = await renderLogin();
    await fill();
    await submit();
    expect(view.container.querySelector('.form-error')?.textContent).toBe(
      'Too many tries: this account is locked for a while. Try again later, or reset your password.',
    );
    const reset = view.container.querySelector<HTMLAnchorElement>('a[href="/m/forgotPsw"]');
    expect(reset?.textContent).toBe('Reset password');
    view.unmount();
  });

  it('offers "Remember me" with MOBILEAUTOLOGIN3 on, and asks for a remember token when ticked', async () => {
    serve(settingsWith({}), () =>
      Promise.reject(new ApiError('failure', 'login.cred.err', '', 200)),
    );
    const { view, field, fill, submit } = await renderLogin();
    const remember = field('remember')!;
    expect(remember.type).toBe('checkbox');
    expect(remember.closest('label')?.textContent).toBe('Remember me');
    await fill();
    await view.act(() => remember.click());
    await submit();
    expect(calledWith(sessionLogin)[0]![1]).toMatchObject({ body: { remember: true } });
    view.unmount();

    currentMerchant.set({ code: 'demo', languages: ['EN'], flags: {} });
    const without = await renderLogin();
    expect(without.field('remember')).toBeNull();
    without.view.unmount();
  });

  it('with a plain login captcha: asks for the code, sends it, and after a refusal shows a new picture with the input cleared', async () => {
    serve(settingsWith({ kind: 'plain', login: true }), () =>
      Promise.reject(new ApiError('failure', 'captcha.invalid', 'wrong', 200)),
    );
    const { view, field, fill, submit } = await renderLogin();
    await vi.waitFor(() =>
      expect(view.container.querySelector('img.captcha-image')).not.toBeNull(),
    );
    const image = () => view.container.querySelector<HTMLImageElement>('img.captcha-image');
    expect(image()?.getAttribute('src')).toBe(SVG(1));
    expect(image()?.alt).toBe('Security code picture');

    await fill();
    await submit();
    // Nothing is sent without the code; the field says so.
    expect(calledWith(sessionLogin)).toHaveLength(0);
    expect(field('captcha')?.getAttribute('aria-invalid')).toBe('true');

    await view.act(() => type(field('captcha')!, 'ab3cd'));
    await submit();
    expect(calledWith(sessionLogin)[0]![1]).toMatchObject({
      body: { captchaId: 'id-1', captchaCode: 'ab3cd' },
    });
    await vi.waitFor(() => expect(image()?.getAttribute('src')).toBe(SVG(2)));
    expect(field('captcha')?.value).toBe('');
    expect(view.container.querySelector('#t-captcha-error')?.textContent).toBe(
      'That code was not right. Type the one in the new picture.',
    );
    view.unmount();
  });

  it('the refresh button draws a new picture and clears the code', async () => {
    serve(settingsWith({ kind: 'plain', login: true }), () => Promise.resolve(undefined));
    const { view, field } = await renderLogin();
    await vi.waitFor(() =>
      expect(view.container.querySelector('img.captcha-image')).not.toBeNull(),
    );
    await view.act(() => type(field('captcha')!, 'zz'));
    const refresh = view.container.querySelector<HTMLButtonElement>(
      'button[aria-label="New picture"]',
    )!;
    await view.act(() => refresh.click());
    await vi.waitFor(() =>
      expect(view.container.querySelector('img.captcha-image')?.getAttribute('src')).toBe(SVG(2)),
    );
    expect(field('captcha')?.value).toBe('');
    expect(calledWith(captchaImage)).toHaveLength(2);
    view.unmount();
  });

  it('with Geetest (local mode): a submit with no solved check runs it first, and the check shows solved', async () => {
    serve(settingsWith({ kind: 'geetest', login: true }), () =>
      Promise.reject(new ApiError('failure', 'login.cred.err', '', 200)),
    );
    const { view, fill, submit } = await renderLogin();
    const check = () => view.container.querySelector<HTMLButtonElement>('[role="checkbox"]');
    await vi.waitFor(() => expect(check()).not.toBeNull());
    expect(check()!.textContent).toBe("I'm not a robot");
    expect(check()!.getAttribute('aria-checked')).toBe('false');

    await fill();
    await submit();
    const challenge = '1'.padStart(32, '0');
    expect(calledWith(sessionLogin)[0]![1]).toMatchObject({
      body: { geetestChallenge: challenge, geetestSeccode: `${challenge}|jordan` },
    });
    // The failed attempt used the answer up: the check must be solved again.
    expect(check()!.getAttribute('aria-checked')).toBe('false');

    await view.act(() => check()!.click());
    await vi.waitFor(() => expect(check()!.getAttribute('aria-checked')).toBe('true'));
    expect(calledWith(captchaGeetest)).toHaveLength(2);
    view.unmount();
  });
});
