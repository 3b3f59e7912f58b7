import { expect, request } from '@playwright/test';
import { BASE_URL } from './environment';
import { DEMO_OPERATORS, signInOperatorApi } from './operators';

/**
 * The newest message the local adapters 'sent' to a recipient (+63… or an email address), read as
 * the merchant's operator from the development inbox. Node cannot resolve *.localhost as browsers
 * do: the Merchant header names the merchant.
 */
export async function newestInboxText(merchant: string, recipient: string): Promise<string> {
  const ops = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { merchant } });
  try {
    await signInOperatorApi(ops, DEMO_OPERATORS.support);
    let text = '';
    await expect
      .poll(async () => {
        const answer = await ops.get(`/ops/api/inbox?recipient=${encodeURIComponent(recipient)}`);
        const { value } = (await answer.json()) as { value: { messages: { text: string }[] } };
        text = value.messages[0]?.text ?? '';
        return text;
      })
      .not.toBe('');
    return text;
  } finally {
    await ops.dispose();
  }
}

/** The 6-digit code of the newest message to a recipient. */
export async function codeFromInbox(merchant: string, recipient: string): Promise<string> {
  return /\b(\d{6})\b/.exec(await newestInboxText(merchant, recipient))![1]!;
}
