import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionLogin, STORAGE_KEYS } from '@lobby/contract';
import { api } from '../../../lib/api';
import { currentMerchant } from '../../../lib/merchant';
import {
  readRememberedLogin,
  saveRememberedLogin,
  turnAutoLoginOff,
} from '../../../lib/remembered-login';
import { logIn } from './sign-in';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../../../lib/device-id', () => ({
  getDeviceId: async () => '0f8e9d7c-aaaa-4bbb-8ccc-111111111111',
}));

const call = vi.mocked(api.call);
const loginValue = {
  id: '7',
  token: 'session-token',
  userName: 'ann_1',
  customerType: 1,
  firstTimeLogin: false,
  spanId: 'span-1',
  passwordExpired: false,
  updatePassword: false,
};
const token = 'c'.repeat(43);
const credentials = { username: 'ann_1', password: 'Lobby-test-Pa55!', captcha: null };

beforeEach(() => {
  call.mockReset();
  localStorage.clear();
  currentMerchant.set({ code: 'demo', languages: ['EN'] });
});

describe('remembered login at sign-in', () => {
  it('"Remember me" keeps the remember token, never the password, and turns auto-login on', async () => {
    turnAutoLoginOff();
    call.mockResolvedValue({ ...loginValue, rememberToken: token });
    const { session } = await logIn({ ...credentials, remember: true });
    expect(call).toHaveBeenCalledWith(
      sessionLogin,
      expect.objectContaining({ body: expect.objectContaining({ remember: true }) }),
    );
    expect(session).toMatchObject({ token: 'session-token', type: 1, spanId: 'span-1' });
    expect(readRememberedLogin()).toEqual({
      type: 'username',
      username: 'ann_1',
      rememberToken: token,
      merchant: 'demo',
    });
    expect(JSON.stringify(localStorage)).not.toContain(credentials.password);
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBeNull();
  });

  it('without "Remember me" the device forgets any earlier remembered login', async () => {
    saveRememberedLogin({
      type: 'username',
      username: 'bob',
      rememberToken: token,
      merchant: 'demo',
    });
    call.mockResolvedValue(loginValue);
    await logIn({ ...credentials, remember: false });
    expect(call.mock.calls[0]![1]).toMatchObject({ body: { remember: undefined } });
    expect(readRememberedLogin()).toBeNull();
  });
});
