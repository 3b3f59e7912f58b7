import { referralVisit } from '@lobby/contract';
import { api } from '../../lib/api';
import { getDeviceId } from '../../lib/device-id';
import { sessionStore } from '../../lib/storage';

const RECORDED_KEY = 'lobby:referralVisit';

/** Counts this phone for the member whose link opened the page, once a session per code. */
export async function recordReferralVisit(referralCode: string): Promise<void> {
  if (sessionStore.get(RECORDED_KEY) === referralCode) return;
  const visitorId = await getDeviceId();
  await api.call(referralVisit, {
    body: { referralCode: referralCode.slice(0, 32), visitorId },
    alert: false,
    auth: false,
  });
  sessionStore.set(RECORDED_KEY, referralCode);
}
