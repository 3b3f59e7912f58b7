import { createHmac, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import {
  SIGNED_REQUEST_HEADERS,
  vendorWalletCredit,
  vendorWalletDebit,
  type CallDef,
  type VendorWalletValue,
} from '@lobby/contract';
import { BASE_URL, GAME_LAUNCH_SECRET } from './environment';

// The demo vendor's seamless-wallet key, derived from the launch secret as the server derives it
// (server/src/core/launch-secret.ts, demoWalletSecret): HMAC-SHA256 of "demo-vendor-wallet".
const walletKey = createHmac('sha256', GAME_LAUNCH_SECRET.value)
  .update('demo-vendor-wallet')
  .digest();

async function send(
  request: APIRequestContext,
  call: CallDef,
  merchant: string,
  payload: Record<string, unknown>,
): Promise<{ success: boolean; value?: VendorWalletValue; errorCode?: string }> {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', walletKey).update(`${timestamp}.${body}`).digest('hex');
  const response = await request.post(`${BASE_URL}${call.path}`, {
    headers: {
      'content-type': 'application/json',
      merchant,
      [SIGNED_REQUEST_HEADERS.vendor]: 'demo',
      [SIGNED_REQUEST_HEADERS.timestamp]: timestamp,
      [SIGNED_REQUEST_HEADERS.signature]: signature,
    },
    data: body,
  });
  return (await response.json()) as { success: boolean; value?: VendorWalletValue };
}

/**
 * One round of a demo slot as the demo vendor plays it: the bet through the seamless wallet's
 * debit, then the win (if any) through its credit, both of the round's game and id. Answers the
 * wallet's last answer: cash plus bonus, and the bonus money.
 */
export async function demoSlotRound(
  request: APIRequestContext,
  round: { merchant: string; customerId: string; gameId: string; bet: number; win: number },
): Promise<VendorWalletValue> {
  const roundId = randomUUID();
  const player = { customerId: round.customerId, gameId: round.gameId, roundId };
  const debit = await send(request, vendorWalletDebit, round.merchant, {
    ...player,
    transactionId: `${roundId}-bet`,
    amount: round.bet,
  });
  expect(debit.errorCode).toBeUndefined();
  if (round.win === 0) return debit.value!;
  const credit = await send(request, vendorWalletCredit, round.merchant, {
    ...player,
    transactionId: `${roundId}-win`,
    amount: round.win,
  });
  expect(credit.errorCode).toBeUndefined();
  return credit.value!;
}
