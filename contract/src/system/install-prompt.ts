import { isInstallPromptPath } from '../core/routes.js';

/**
 * The install prompt's counter (SPEC section 4): each dismissal adds one, an installation sets it
 * to 99. From `maxCloses` dismissals on the prompt is not offered again; SPEC leaves the number
 * open, three is Lobby's choice (a player who said no three times meant it).
 */
export const INSTALL_PROMPT = { maxCloses: 3, installedCount: 99 } as const;

/** Where the install prompt's state is kept on the device (apart from STORAGE_KEYS: only the
 * prompt's own code, loaded after the page, needs them). */
export const INSTALL_STORAGE_KEYS = {
  /** sessionStorage: '1' once the player dismissed the install prompt this session (SPEC 4). */
  skip: 'lobby.a2hs.skip',
  /** localStorage: how often the install prompt was dismissed; 99 once installed. */
  closeCount: 'lobby.a2hs.closeCount',
  /** localStorage: '1' once the app was installed from this browser. */
  installed: 'lobby.a2hs.installed',
  /** localStorage: '1' once the browser offered no install event when the prompt was asked for. */
  missingPrompt: 'lobby.a2hs.missingPrompt',
  /**
   * localStorage: events a visitor's browser records for the attribution work before any member
   * exists (JSON list of {name, at}); wallet_events holds members' own.
   */
  localEvents: 'lobby.events',
} as const;

/** What decides whether the install prompt may be offered on a page. */
export interface InstallPromptFacts {
  pathname: string;
  /** Running from the home screen already (pwaType known). */
  runsInstalled: boolean;
  /** The installed flag of this browser. */
  installed: boolean;
  /** The skip flag of this session. */
  skipped: boolean;
  closeCount: number;
}

/** True when the install prompt may be asked for (SPEC sections 2 and 4). */
export function mayOfferInstall(facts: InstallPromptFacts): boolean {
  return (
    isInstallPromptPath(facts.pathname) &&
    !facts.runsInstalled &&
    !facts.installed &&
    !facts.skipped &&
    facts.closeCount < INSTALL_PROMPT.maxCloses
  );
}

/** The counter kept on the device, read leniently: anything unreadable counts as none. */
export function parseCloseCount(stored: string | null): number {
  const count = Number(stored);
  return Number.isInteger(count) && count > 0 ? count : 0;
}
