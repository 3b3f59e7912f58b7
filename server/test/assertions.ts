import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

/** Asserts a failure answer in the platform's shape, and returns its message. */
export function expectFailure(
  response: LightMyRequestResponse,
  statusCode: number,
  errorCode: string,
): string {
  expect(response.statusCode).toBe(statusCode);
  const body = response.json() as { success: unknown; errorCode: unknown; message: unknown };
  expect(body).toEqual({ success: false, errorCode, message: expect.any(String) });
  return body.message as string;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
