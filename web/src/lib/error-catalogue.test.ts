import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import type { CallDef } from '@lobby/contract';
import { AUTO_LOGIN_KEY, gameLaunchFailure, handleApiError } from './error-catalogue';
import { closeDialog, openDialog } from './dialogs';
import * as dialogs from './dialogs';
import { session, startSession } from './session';

const call = { path: '/wps/x' } as CallDef;
const member = {
  spanId: 's',
  id: '1',
  token: 't',
  merchantCode: 'demo',
  userName: 'ann',
  type: 0,
  firstTimeLogin: false,
};

function failure(errorCode: string, message = '', status = 200) {
  return new ApiError('failure', errorCode, message, status);
}

let opened: ReturnType<typeof vi.spyOn>;
let toasted: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  startSession(member);
  localStorage.clear();
  opened = vi.spyOn(dialogs, 'openDialog');
  toasted = vi.spyOn(dialogs, 'showToast');
});
afterEach(() => {
  vi.restoreAllMocks();
  // Close whatever a test opened so the next starts clean.
  closeDialog(openDialog({ kind: 'notice', message: '' }));
});

describe('error catalogue', () => {
  it.each([
    'CUSTOMER_NOT_LOGIN',
    'customer.not.login',
    'user.or.token.invalid',
    'login.not.session',
  ])('%s logs out, clears the session and asks to sign in', (code) => {
    handleApiError(failure(code), { call, alert: true });
    expect(session.get()).toBeNull();
    expect(sessionStorage.getItem('lobby.session')).toBeNull();
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ kind: 'confirm' }));
  });

  it('asks to sign in once when several calls fail as the session ends', () => {
    handleApiError(failure('customer.not.login', '', 401), { call, alert: true });
    handleApiError(failure('customer.not.login', '', 401), { call, alert: true });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(session.get()).toBeNull();
  });

  it('still asks once when the first failing call was a silent one', () => {
    handleApiError(failure('customer.not.login', '', 401), { call, alert: false });
    expect(opened).not.toHaveBeenCalled();
    handleApiError(failure('customer.not.login', '', 401), { call, alert: true });
    handleApiError(failure('customer.not.login', '', 401), { call, alert: true });
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('asks again once a new session has started and ended', () => {
    handleApiError(failure('customer.not.login', '', 401), { call, alert: true });
    startSession(member);
    handleApiError(failure('customer.not.login', '', 401), { call, alert: true });
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('HTTP 401 logs out', () => {
    handleApiError(new ApiError('http', 'http_401', '', 401), { call, alert: true });
    expect(session.get()).toBeNull();
  });

  it('HTTP 502 is silent and keeps the session', () => {
    handleApiError(new ApiError('http', 'http_502', '', 502), { call, alert: true });
    expect(opened).not.toHaveBeenCalled();
    expect(session.get()).not.toBeNull();
  });

  it('TOO_MANY_REQUEST codes are silent', () => {
    handleApiError(failure('TOO_MANY_REQUEST_LOGIN', 'slow down'), { call, alert: true });
    expect(opened).not.toHaveBeenCalled();
  });

  it('token_ip_different turns auto-login off', () => {
    handleApiError(failure('token_ip_different', 'ip changed'), { call, alert: true });
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
  });

  it('other failures show their message, or unknown_error when there is none', () => {
    handleApiError(failure('some.code', 'Balance too low'), { call, alert: true });
    expect(opened).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Balance too low' }),
    );
    handleApiError(failure('some.code', ''), { call, alert: true });
    expect(opened).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'unknown_error' }));
  });

  it('alert false suppresses the dialog', () => {
    handleApiError(failure('some.code', 'hidden'), { call, alert: false });
    handleApiError(failure('CUSTOMER_NOT_LOGIN'), { call, alert: false });
    expect(opened).not.toHaveBeenCalled();
    expect(session.get()).toBeNull();
  });

  it('a network failure on plain http explains the network error', () => {
    handleApiError(new ApiError('network', 'network_error', 'Failed to fetch'), {
      call,
      alert: true,
    });
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ message: 'error.network' }));
    expect(toasted).not.toHaveBeenCalled();
  });
});

describe('game launch failures (SPEC section 8)', () => {
  it('a timeout offers Retry with timeout_retry_please', () => {
    expect(
      gameLaunchFailure(new ApiError('timeout', 'ECONNABORTED', 'timeout_retry_please')),
    ).toEqual({ kind: 'retry', message: 'timeout_retry_please' });
  });

  it('no answer at all offers Retry too', () => {
    expect(gameLaunchFailure(new ApiError('network', 'network_error', 'Failed'))).toEqual({
      kind: 'retry',
      message: 'error.network',
    });
  });

  it("a refusal shows the server's message, or unknown_error without one", () => {
    expect(gameLaunchFailure(failure('game.vendor.unavailable', 'Vendor is down', 503))).toEqual({
      kind: 'notice',
      message: 'Vendor is down',
    });
    expect(gameLaunchFailure(failure('game.not.found', '', 404))).toEqual({
      kind: 'notice',
      message: 'unknown_error',
    });
    expect(gameLaunchFailure(new Error('boom'))).toEqual({
      kind: 'notice',
      message: 'unknown_error',
    });
  });

  it('says nothing more when handleApiError already dealt with it', () => {
    expect(gameLaunchFailure(failure('customer.not.login', '', 401))).toEqual({ kind: 'handled' });
    expect(gameLaunchFailure(failure('CUSTOMER_NOT_LOGIN'))).toEqual({ kind: 'handled' });
    expect(gameLaunchFailure(failure('TOO_MANY_REQUEST_LAUNCH'))).toEqual({ kind: 'handled' });
    expect(gameLaunchFailure(new ApiError('http', 'http_502', 'Bad Gateway', 502))).toEqual({
      kind: 'handled',
    });
  });
});
