import type { PlayKind } from '../games-tables.js';

/** How long a launch address opens the game, unless the vendor says otherwise. */
export const LAUNCH_URL_TTL_MS = 2 * 60_000;

/** The name a trial visitor plays under. */
export const TRIAL_PLAYER_NAME = 'Guest';

export interface LaunchPlayer {
  /** Null for a trial visitor. */
  customerId: string | null;
  userName: string;
}

export interface LaunchGame {
  id: string;
  displayName: string;
  playKind: PlayKind;
  lottery: { prizeMode: string; gameCode: string } | null;
}

export interface LaunchRequest {
  merchantCode: string;
  player: LaunchPlayer;
  game: LaunchGame;
  language: string;
  /** The origin the player's page is on (scheme, host, port), for absolute addresses. */
  origin: string;
  /** A same-site /m/ path (path, query, hash), already checked. */
  backUrl: string;
  lottoView: 'betting' | 'lobby' | null;
  trial: boolean;
}

export interface LaunchAddress {
  url: string;
  expiresAt: Date;
}

/** A game vendor: turns a launch into a short-lived address that opens the game. */
export interface GameVendor {
  launch(request: LaunchRequest): Promise<LaunchAddress>;
}

/** The vendor could not give a launch address (down, slow, misconfigured or odd answer). */
export class GameVendorUnavailableError extends Error {}
