import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionLogout } from '@lobby/contract';
import { api } from '../../../lib/api';
import { readRememberedLogin, saveRememberedLogin } from '../../../lib/remembered-login';
import { endServerSession } from './sign-out';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);
const token = 'c'.repeat(43);

beforeEach(() => {
  call.mockReset();
  localStorage.clear();
});

describe('signing out', () => {
  it('signing out forgets the remembered login even when the server call fails', async () => {
    saveRememberedLogin({
      type: 'username',
      username: 'ann_1',
      rememberToken: token,
      merchant: 'demo',
    });
    call.mockRejectedValue(new Error('offline'));
    await endServerSession();
    expect(call).toHaveBeenCalledWith(sessionLogout, { alert: false });
    expect(readRememberedLogin()).toBeNull();
  });
});
