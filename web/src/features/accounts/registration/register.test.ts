import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberRegister } from '@lobby/contract';
import { api } from '../../../lib/api';
import { currentMerchant } from '../../../lib/merchant';
import { readRememberedLogin } from '../../../lib/remembered-login';
import { register } from './register';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../../../lib/device-id', () => ({
  getDeviceId: async () => '0f8e9d7c-aaaa-4bbb-8ccc-111111111111',
}));

const call = vi.mocked(api.call);
const token = 'c'.repeat(43);

beforeEach(() => {
  call.mockReset();
  localStorage.clear();
  currentMerchant.set({ code: 'demo', languages: ['EN'] });
});

describe('remembered login at registration', () => {
  const registration = {
    method: 'username' as const,
    username: 'ann_1',
    mobileNum: '',
    countryDialingCode: undefined,
    password: 'Lobby-test-Pa55!',
    agentApplication: false,
    captcha: null,
    birthDate: '1990-05-17',
    acceptTerms: true,
  };
  const registered = {
    id: '8',
    customerId: '8',
    userName: 'ann_1',
    token: 'session-token',
    spanId: 'span-2',
    customerType: 0,
  };

  it('asks to be remembered with the setting on, and keeps the token', async () => {
    call.mockResolvedValue({ ...registered, rememberToken: token });
    const session = await register({ ...registration, remember: true });
    expect(call.mock.calls[0]![0]).toBe(memberRegister);
    expect(call.mock.calls[0]![1]).toMatchObject({
      body: { remember: true, birthDate: '1990-05-17', acceptTerms: true },
    });
    expect(session).toMatchObject({ spanId: 'span-2', type: 0, id: '8' });
    expect(readRememberedLogin()?.rememberToken).toBe(token);
  });

  it('is not remembered with the setting off', async () => {
    call.mockResolvedValue(registered);
    await register({ ...registration, remember: false });
    expect(call.mock.calls[0]![1]).toMatchObject({ body: { remember: undefined } });
    expect(readRememberedLogin()).toBeNull();
  });
});
