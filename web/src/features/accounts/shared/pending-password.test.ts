import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import {
  forgetPendingPassword,
  pendingPassword,
  rememberPendingPassword,
} from './pending-password';

const member = {
  spanId: '',
  id: '7',
  token: 'token-a',
  merchantCode: 'demo',
  userName: 'ann',
  type: 0,
  firstTimeLogin: true,
};

afterEach(() => {
  forgetPendingPassword();
  endSession();
  localStorage.clear();
});

describe('the password remembered for the change', () => {
  it('is kept in memory for the session it was typed in, never in storage', () => {
    startSession(member);
    rememberPendingPassword('Tide-Lantern-42', 'registered');
    expect(pendingPassword()).toEqual({ password: 'Tide-Lantern-42', reason: 'registered' });
    const stored = [...Object.values(sessionStorage), ...Object.values(localStorage)].join();
    expect(stored).not.toContain('Tide-Lantern-42');
  });

  it('is forgotten after the change', () => {
    startSession(member);
    rememberPendingPassword('Tide-Lantern-42', 'expired');
    forgetPendingPassword();
    expect(pendingPassword()).toBeNull();
  });

  it('is forgotten when the session ends or another member signs in', () => {
    startSession(member);
    rememberPendingPassword('Tide-Lantern-42', 'registered');
    endSession();
    startSession(member);
    expect(pendingPassword()).toBeNull();

    rememberPendingPassword('Tide-Lantern-42', 'registered');
    startSession({ ...member, token: 'token-b' });
    expect(pendingPassword()).toBeNull();
  });

  it('is not kept without a session', () => {
    rememberPendingPassword('Tide-Lantern-42', 'registered');
    expect(pendingPassword()).toBeNull();
  });
});
