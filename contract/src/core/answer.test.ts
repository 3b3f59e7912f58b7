import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod/mini';
import { answerSchema, fail, failureSchema, ok, successSchema } from './answer.js';

const member = z.object({ id: z.number(), userName: z.string() });
const memberAnswer = answerSchema(member);

describe('ok and fail', () => {
  it('build the two answer shapes', () => {
    expect(ok({ id: 1 })).toEqual({ success: true, value: { id: 1 } });
    expect(ok(null)).toEqual({ success: true, value: null });
    expect(fail('login.cred.err', 'Wrong password')).toEqual({
      success: false,
      errorCode: 'login.cred.err',
      message: 'Wrong password',
    });
  });
});

describe('answerSchema', () => {
  it('parses a success with a valid value', () => {
    const body = { success: true, value: { id: 7, userName: 'ann' } };
    expect(memberAnswer.parse(body)).toEqual(body);
  });

  it('parses a failure', () => {
    const body = { success: false, errorCode: 'not.exists.user', message: 'No such user' };
    expect(memberAnswer.parse(body)).toEqual(body);
  });

  it('tolerates extra fields the platform may add', () => {
    const body = { success: true, value: { id: 7, userName: 'ann' }, traceId: 'abc' };
    expect(memberAnswer.safeParse(body).success).toBe(true);
  });

  it('refuses bodies of neither shape', () => {
    const bad: unknown[] = [
      null,
      'ok',
      {},
      { value: { id: 7, userName: 'ann' } },
      { success: 'true', value: { id: 7, userName: 'ann' } },
      { success: true, value: { id: '7', userName: 'ann' } },
      { success: true },
      { success: false, errorCode: 'x' },
      { success: false, message: 'x' },
      { success: false, errorCode: 1, message: 'x' },
      { success: true, errorCode: 'x', message: 'x' },
    ];
    for (const body of bad)
      expect(memberAnswer.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it('keeps success and failure schemas apart', () => {
    expect(successSchema(member).safeParse(fail('x', 'y')).success).toBe(false);
    expect(failureSchema.safeParse(ok({ id: 1, userName: 'a' })).success).toBe(false);
  });

  it('round-trips any JSON value and any failure', () => {
    const anyAnswer = answerSchema(z.unknown());
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(anyAnswer.parse(ok(value))).toEqual(ok(value));
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (code, message) => {
        expect(anyAnswer.parse(fail(code, message))).toEqual(fail(code, message));
      }),
    );
  });
});
