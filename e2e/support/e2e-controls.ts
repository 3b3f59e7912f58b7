import { expect, request } from '@playwright/test';
import { BASE_URL } from './environment';

/**
 * The e2e server's test-only controls (E2E_CONTROLS, which production refuses; see
 * server/src/accounts/e2e-control-routes.ts): a spec crosses a server-side time window through
 * them instead of waiting it out.
 */

/**
 * The minute between codes (and reset links) to one recipient has passed, for that recipient on
 * that merchant only: its next send goes at once. Its daily cap still counts.
 */
export async function codeSpacingPassed(
  merchant: string,
  target: { channel: 'sms' | 'email'; to: string },
): Promise<void> {
  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { merchant } });
  try {
    const answer = await api.post('/e2e/accounts/code-spacing', { data: target });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ moved: true });
  } finally {
    await api.dispose();
  }
}
