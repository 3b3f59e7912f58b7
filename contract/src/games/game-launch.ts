import type { LaunchGameRequest } from './game-calls.js';

/** The lottery play types /m/launchGame knows; anything else opens the e-lottery. */
export const LOTTERY_PLAY_TYPES = { sea: 'SEA', vietnam: 'VN' } as const;

/**
 * The launch request of a /m/launchGame address (SPEC section 2: prize_mode or vendor, code,
 * playType, backUrl, lottoView), or undefined when it names no lottery. playType SEA launches
 * the SEA traditional lottery, VN the Vietnam lotto, anything else the e-lottery (lottoArea VN,
 * launchMode LOTT). backUrl travels as given; the server keeps it only when it is a same-site
 * /m/ path.
 */
export function lotteryLaunchFromQuery(
  search: string,
  language: string,
): LaunchGameRequest | undefined {
  const query = new URLSearchParams(search);
  const prizeMode = query.get('prize_mode') || query.get('vendor') || undefined;
  const code = query.get('code') || undefined;
  if (!code) return undefined;
  const backUrl = query.get('backUrl') || undefined;
  const playType = (query.get('playType') ?? '').toUpperCase();
  const common = { device: 'MOBILE', backUrl, language, hasLobby: true } as const;
  if (playType === LOTTERY_PLAY_TYPES.sea) {
    return { ...common, lottoMode: 'SEA_Tradition_Mobile', gameCode: code, prizeMode };
  }
  if (playType === LOTTERY_PLAY_TYPES.vietnam) {
    return { ...common, gameCode: code, prizeMode };
  }
  const lottoView = query.get('lottoView') === 'lobby' ? 'lobby' : 'betting';
  return {
    ...common,
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: prizeMode,
    lottoGameCode: code,
    lottoView,
  };
}

/** True when a user agent or query says the page runs inside the merchant's own app. */
export function isInMerchantApp(input: {
  search: string;
  userAgent: string;
  appUserAgentMarker: string;
  rememberedInApp: boolean;
}): boolean {
  if (input.rememberedInApp) return true;
  if (new URLSearchParams(input.search).get('inApp') === '1') return true;
  const marker = input.appUserAgentMarker.trim();
  return marker.length > 0 && input.userAgent.includes(marker);
}
