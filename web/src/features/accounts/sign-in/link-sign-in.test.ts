import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, memberInfo, type MemberInfo } from '@lobby/contract';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import * as dialogs from '../../../lib/dialogs';
import { currentMerchant } from '../../../lib/merchant';
import { setNavigator } from '../../../lib/navigation';
import { session, startSession } from '../../../lib/session';
import { linkSessionOf, signInWithLink } from './link-sign-in';

const info: MemberInfo = {
  id: '42',
  account: 'linked_player',
  type: 0,
  language: 'EN',
  clubLabel: { labelName: '', type: '', rankLevel: 0, labelId: null },
  mobile: null,
  agentApplication: 'none',
  mustChangePassword: false,
} as unknown as MemberInfo;

let call: ReturnType<typeof vi.spyOn>;
let opened: ReturnType<typeof vi.spyOn>;
let went: string[];

beforeEach(() => {
  call = vi.spyOn(api, 'call');
  opened = vi.spyOn(dialogs, 'openDialog');
  went = [];
  setNavigator((to) => went.push(to));
  currentMerchant.set({ code: 'demo', languages: ['EN'] });
  history.replaceState(null, '', '/m/member/home?affiliateCode=a1');
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  session.set(null);
});

describe('signing in with a sign-in link (SPEC section 2)', () => {
  it("checks the token with the server, then makes it the session as a sign-in's", async () => {
    call.mockResolvedValue(info);
    expect(await signInWithLink('link-token')).toBe(true);
    expect(call).toHaveBeenCalledWith(memberInfo, { token: 'link-token', alert: false });
    expect(session.get()).toMatchObject({
      token: 'link-token',
      id: '42',
      userName: 'linked_player',
      merchantCode: 'demo',
      type: 0,
    });
    expect(opened).not.toHaveBeenCalled();
    expect(went).toEqual([]);
  });

  it('refuses an invalid, expired or other-merchant token with a notice and the sign-in page', async () => {
    startSession({ ...linkSessionOf('older', info), id: '1' });
    call.mockRejectedValue(
      new ApiError('http', ERROR_CODES.customerNotLogin, 'Please sign in', 401),
    );
    expect(await signInWithLink('bad-token')).toBe(false);
    expect(session.get()).toBeNull();
    expect(opened).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'notice', message: 'error.linkSignIn' }),
    );
    expect(went).toEqual([`/m/login?go=${encodeURIComponent('/m/member/home?affiliateCode=a1')}`]);
  });

  it('says what else went wrong when the check itself failed', async () => {
    call.mockRejectedValue(new ApiError('failure', 'some_code', 'The server says no'));
    expect(await signInWithLink('link-token')).toBe(false);
    expect(session.get()).toBeNull();
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ message: 'The server says no' }));
  });
});
