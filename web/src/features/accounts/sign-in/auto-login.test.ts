import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionLoginRemembered, STORAGE_KEYS, type RememberedLogin } from '@lobby/contract';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { currentMerchant } from '../../../lib/merchant';
import { readRememberedLogin, saveRememberedLogin } from '../../../lib/remembered-login';
import { endSession, session } from '../../../lib/session';
import { autoLogIn } from './auto-login';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../../../lib/device-id', () => ({
  getDeviceId: async () => '0f8e9d7c-aaaa-4bbb-8ccc-111111111111',
}));

const call = vi.mocked(api.call);
const remembered: RememberedLogin = {
  type: 'username',
  username: 'ann_1',
  rememberToken: 'a'.repeat(43),
  merchant: 'demo',
};
const failure = (errorCode: string) => new ApiError('failure', errorCode, '', 200);

beforeEach(() => {
  call.mockReset();
  localStorage.clear();
  endSession();
  currentMerchant.set({ code: 'demo', languages: ['EN'] });
  saveRememberedLogin(remembered);
});

describe('auto-login on load', () => {
  it('signs in with the remember token and keeps the one that replaces it', async () => {
    call.mockResolvedValue({
      id: '7',
      token: 'session-token',
      userName: 'Ann_1',
      customerType: 0,
      firstTimeLogin: false,
      spanId: 'span-1',
      passwordExpired: false,
      updatePassword: false,
      rememberToken: 'b'.repeat(43),
    });
    expect(await autoLogIn(remembered)).toBe(true);
    expect(call).toHaveBeenCalledWith(sessionLoginRemembered, {
      body: {
        rememberToken: remembered.rememberToken,
        loginDeviceId: '0f8e9d7c-aaaa-4bbb-8ccc-111111111111',
        device: undefined,
      },
      alert: false,
    });
    expect(session.get()).toMatchObject({ token: 'session-token', userName: 'Ann_1', id: '7' });
    expect(readRememberedLogin()).toEqual({
      ...remembered,
      username: 'Ann_1',
      rememberToken: 'b'.repeat(43),
    });
    // Never the password.
    expect(localStorage.getItem(STORAGE_KEYS.rememberedLogin)).not.toContain('password');
  });

  it.each(['login.cred.err', 'not.exists.user'])(
    '%s forgets the remembered login and turns auto-login off',
    async (code) => {
      call.mockRejectedValue(failure(code));
      expect(await autoLogIn(remembered)).toBe(false);
      expect(readRememberedLogin()).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
      expect(session.get()).toBeNull();
    },
  );

  it('token_ip_different turns auto-login off but keeps the login', async () => {
    call.mockRejectedValue(failure('token_ip_different'));
    expect(await autoLogIn(remembered)).toBe(false);
    expect(readRememberedLogin()).toEqual(remembered);
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
  });

  it('keeps both when the server could not be reached, for the next load', async () => {
    call.mockRejectedValue(new ApiError('network', 'network_error', ''));
    expect(await autoLogIn(remembered)).toBe(false);
    expect(readRememberedLogin()).toEqual(remembered);
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBeNull();
  });
});
