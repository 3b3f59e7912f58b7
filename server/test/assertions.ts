import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES, loginVerifyRequiredSchema } from '@lobby/contract';

/** Asserts a failure answer in the platform's shape, and returns its message. */
export function expectFailure(
  response: LightMyRequestResponse,
  statusCode: number,
  errorCode: string,
): string {
  expect(response.statusCode).toBe(statusCode);
  const body = response.json() as {
    success: unknown;
    errorCode: unknown;
    message: unknown;
    value?: unknown;
  };
  // Only login_verify_required carries a value (the methods offered), in the contract's shape.
  if (errorCode === ERROR_CODES.loginVerifyRequired) {
    expect(loginVerifyRequiredSchema.safeParse(body.value).success).toBe(true);
    const { value: _value, ...rest } = body;
    expect(rest).toEqual({ success: false, errorCode, message: expect.any(String) });
  } else {
    expect(body).toEqual({ success: false, errorCode, message: expect.any(String) });
  }
  return body.message as string;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
