import { describe, expect, it } from 'vitest';
import { countersOf } from '../../test/limit-keys.js';
import { merchantFactory } from '../../test/factories.js';
import {
  accountTries,
  CODES_SENT,
  FAILED_SIGN_INS,
  ownConfirmations,
  PASSKEY_CHALLENGES,
  REGISTRATIONS,
  secondFactorTries,
  SIGN_IN_TRIES,
  USERNAME_CHECKS,
} from './accounts-limits.js';

const M = 60_000;
const H = 60 * M;
const source = { merchantCode: 'm1', ip: '198.18.7.9' };

describe('the accounts limit kinds', () => {
  it('count sign-ins and username checks on the one sign-in allowance of a source', async () => {
    const counters = ['login:src:m1:198.18.7.9 900000/60', 'login:net:m1:198.18.7.0/24 900000/150'];
    expect(await countersOf(SIGN_IN_TRIES, source)).toEqual(counters);
    expect(await countersOf(USERNAME_CHECKS, source)).toEqual(counters);
    expect([SIGN_IN_TRIES.tooMany, USERNAME_CHECKS.tooMany]).toEqual([
      'TOO_MANY_REQUEST_LOGIN',
      'TOO_MANY_REQUEST_CHECK',
    ]);
  });

  it('give passkey challenges, registrations and codes sent their own counters', async () => {
    expect(await countersOf(PASSKEY_CHALLENGES, source)).toEqual([
      `passkey:ip:m1:198.18.7.9 ${15 * M}/120`,
      `passkey:net:m1:198.18.7.0/24 ${15 * M}/600`,
    ]);
    expect(await countersOf(REGISTRATIONS, { ...source, deviceId: 'd1' })).toEqual([
      `reg:ip:m1:198.18.7.9 ${H}/10`,
      `reg:net:m1:198.18.7.0/24 ${H}/40`,
      `reg:dev:m1:d1 ${H}/5`,
    ]);
    expect(await countersOf(REGISTRATIONS, { ...source, deviceId: undefined })).toHaveLength(2);
    expect(await countersOf(REGISTRATIONS, { ...source, deviceId: '' })).toHaveLength(2);
    expect(await countersOf(CODES_SENT, source)).toEqual([
      `code:ip:m1:198.18.7.9 ${H}/20`,
      `code:net:m1:198.18.7.0/24 ${H}/60`,
    ]);
    expect(await countersOf(FAILED_SIGN_INS, { merchantCode: 'm1' })).toEqual([
      `login:fail:m1 ${M}/100`,
    ]);
  });

  it("count an account's and a session's tries by the merchant's lockout", async () => {
    const merchant = merchantFactory({ code: 'm1' });
    const accounts = { ...merchant.accounts, lockoutFailures: 7, lockoutMinutes: 20 };
    const strict = { ...merchant, accounts };
    const account = { merchantCode: 'm1', username: 'Ann' };
    expect(await countersOf(accountTries(strict), account)).toEqual([
      `login:acct:m1:ann ${20 * M}/7`,
    ]);
    expect(await countersOf(secondFactorTries(strict), account)).toEqual([
      `login:2fa:m1:ann ${20 * M}/3`,
    ]);
    const session = { merchantCode: 'm1', sessionId: 's1' };
    expect(await countersOf(ownConfirmations(strict), session)).toEqual([
      `confirm:session:m1:s1 ${20 * M}/7`,
    ]);
  });
});
