import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  ERROR_CODES,
  exclusionRefusalSchema,
  limitRefusalSchema,
  loginVerifyRequiredSchema,
} from '@lobby/contract';
import type { z } from 'zod/mini';

/** The failures that carry a value, each with the contract's shape of it. */
const FAILURE_VALUES: Readonly<Record<string, z.ZodMiniType>> = {
  [ERROR_CODES.loginVerifyRequired]: loginVerifyRequiredSchema,
  [ERROR_CODES.depositLimitReached]: limitRefusalSchema,
  [ERROR_CODES.lossLimitReached]: limitRefusalSchema,
  [ERROR_CODES.sessionLimitReached]: limitRefusalSchema,
  [ERROR_CODES.timedOut]: exclusionRefusalSchema,
  [ERROR_CODES.selfExcluded]: exclusionRefusalSchema,
};

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
  // Only some failures carry a value (the methods offered, the limit passed), in the contract's shape.
  const valueSchema = FAILURE_VALUES[errorCode];
  if (valueSchema) {
    expect(valueSchema.safeParse(body.value).success, response.body).toBe(true);
    const { value: _value, ...rest } = body;
    expect(rest).toEqual({ success: false, errorCode, message: expect.any(String) });
  } else {
    expect(body).toEqual({ success: false, errorCode, message: expect.any(String) });
  }
  return body.message as string;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
