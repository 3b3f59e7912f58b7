import { expect } from '@playwright/test';
import { operatorApi } from './signed-in';

/**
 * The newest message the local adapters 'sent' to a recipient (+63… or an email address), read
 * from the development inbox as the merchant's support operator (signed in once for the run:
 * support/signed-in.ts).
 */
export async function newestInboxText(merchant: string, recipient: string): Promise<string> {
  const ops = await operatorApi('support', merchant);
  try {
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
