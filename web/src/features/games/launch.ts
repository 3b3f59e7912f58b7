import {
  CATEGORY_PAGE,
  PAGE_PATHS,
  TRIAL_QUERY_PARAM,
  categoryOfPage,
  safeMemberTarget,
} from '@lobby/contract';

/** The game page's query field naming where its Back button (and the vendor's exit) leads. */
const BACK_PARAM = 'back';

/**
 * The game page of one game, as an address: reloading it or coming back to it after login
 * launches the same game. `trial` opens the free trial; `back` is where Back leads.
 */
export function gamePath(gameId: string, options: { trial?: boolean; back?: string } = {}): string {
  const query = new URLSearchParams({ gameId });
  if (options.trial) query.set(TRIAL_QUERY_PARAM, '1');
  if (options.back && options.back !== PAGE_PATHS.home) query.set(BACK_PARAM, options.back);
  return `${PAGE_PATHS.game}?${query.toString()}`;
}

/** The login page, returning to `target` once signed in. */
export const loginPathFor = (target: string): string =>
  `${PAGE_PATHS.login}?go=${encodeURIComponent(target)}`;

/** Where a game's Back leads from a page: the category page it was opened on, else home. */
export const backFrom = (pathname: string): string => {
  const category = categoryOfPage(pathname.toLowerCase());
  return category ? CATEGORY_PAGE[category] : PAGE_PATHS.home;
};

export type GameTap =
  /** A member: straight to the game page. */
  | { kind: 'play'; to: string }
  /** A visitor on a freeplay game: try it for free, or log in to play. */
  | { kind: 'choose'; trialTo: string; loginTo: string }
  /** A visitor on any other game: log in, then the game. */
  | { kind: 'logIn'; to: string };

/** What tapping a game (a card, a match, a G banner) does (SPEC section 2). */
export function decideGameTap(input: {
  gameId: string;
  freeplay: boolean;
  signedIn: boolean;
  back: string;
}): GameTap {
  const play = gamePath(input.gameId, { back: input.back });
  if (input.signedIn) return { kind: 'play', to: play };
  const loginTo = loginPathFor(play);
  if (!input.freeplay) return { kind: 'logIn', to: loginTo };
  return {
    kind: 'choose',
    trialTo: gamePath(input.gameId, { trial: true, back: input.back }),
    loginTo,
  };
}

/**
 * Whether a launch may start (SPEC section 8): a merchant that launches games only in its own
 * app refuses a normal browser with label_start_game_error.
 */
export function launchGate(input: { inAppOnly: boolean; inApp: boolean }): 'open' | 'appOnly' {
  return input.inAppOnly && !input.inApp ? 'appOnly' : 'open';
}

/** What the game page launches, read from its address; undefined when it names no game. */
export interface GamePageRequest {
  gameId: string;
  trial: boolean;
  back: string;
}

export function gamePageRequest(search: string, origin: string): GamePageRequest | undefined {
  const query = new URLSearchParams(search);
  const gameId = query.get('gameId')?.trim();
  if (!gameId) return undefined;
  return {
    gameId,
    trial: query.get(TRIAL_QUERY_PARAM) === '1',
    back: safeMemberTarget(query.get(BACK_PARAM), origin),
  };
}

/** Where a lottery's Back leads: its backUrl when that is a safe /m/ page, else the lottery page. */
export const lotteryBack = (backUrl: string | undefined, origin: string): string =>
  backUrl ? safeMemberTarget(backUrl, origin) : CATEGORY_PAGE.ELOTT;
