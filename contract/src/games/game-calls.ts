import { z } from 'zod/mini';
import { boundedQueryInt, GAME_LIST_LIMIT_MAX } from '../core/bounds.js';
import { defineCall, relayPath } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { PLAY_REFUSALS } from '../protection/protection.js';
import { GAME_CATEGORIES, LANE_CLASSIFIES, type LaneClassify } from './games.js';
import { optionalText, text } from '../core/text.js';

export const gameCategorySchema = z.enum(GAME_CATEGORIES);
export const laneClassifySchema = z.enum(LANE_CLASSIFIES as [LaneClassify, ...LaneClassify[]]);

/** What launching a lottery card needs (SPEC section 7). */
export const lotteryCardSchema = z.object({
  /** The prize mode the lottery draws under (lottoPrizeMode, or prizeMode for SEA and Vietnam). */
  prizeMode: z.string(),
  /** The lottery's game code (lottoGameCode, or gameCode for SEA and Vietnam). */
  gameCode: z.string(),
});

/** One game as a card of a lane (SPEC section 3: accountTypeName, displayName, freeplay). */
export const gameCardSchema = z.object({
  gameId: z.string(),
  nodeId: z.string(),
  /** The vendor code the card is grouped under, after the merge of RNG and PVP into TCG. */
  accountTypeName: z.string(),
  vendorName: z.string(),
  displayName: z.string(),
  /** True when a visitor may try the game without an account (GCS_gameTrialLaunch). */
  freeplay: z.boolean(),
  hot: z.boolean(),
  ordinal: z.number(),
  /** Artwork, a same-origin path; the box keeps a 1:1 ratio whatever arrives. */
  image: z.string(),
  gameClassify: laneClassifySchema,
  lottery: z.nullable(lotteryCardSchema),
});
export type GameCard = z.infer<typeof gameCardSchema>;

export const laneVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  gameCount: z.number(),
});
export type LaneVendor = z.infer<typeof laneVendorSchema>;

/** A lane: one category (or lottery lane) with its vendors and cards. */
export const laneSchema = z.object({
  title: z.string(),
  gameClassify: laneClassifySchema,
  category: gameCategorySchema,
  ordinal: z.number(),
  /** Every enabled game of the lane, whatever `limit` left out of `cards`. */
  gameCount: z.number(),
  vendors: z.array(laneVendorSchema),
  cards: z.array(gameCardSchema),
});
export type Lane = z.infer<typeof laneSchema>;

/** GCSGAME_newGameVendor's value.data (SPEC section 3: game vendor data). */
export const gameVendorDataSchema = z.object({
  lanes: z.array(laneSchema),
  /** Vendor codes shown under another code (RNG and PVP to TCG). */
  mapping: z.record(z.string(), z.string()),
  /** Categories in the merchant's order. */
  sorting: z.array(gameCategorySchema),
  /** Per lane, vendor codes in the merchant's order. */
  vendorSorting: z.record(z.string(), z.array(z.string())),
  /** Per category, how its page lays cards out. */
  display: z.record(z.string(), z.enum(['grid', 'matches'])),
  /** Per category, its ordinal. */
  ordinal: z.record(z.string(), z.number()),
});
export type GameVendorData = z.infer<typeof gameVendorDataSchema>;

const limitSchema = z.optional(boundedQueryInt(1, GAME_LIST_LIMIT_MAX));

export const gameVendorLanes = defineCall({
  method: 'GET',
  path: relayPath('GCSGAME_newGameVendor'),
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({
    /** Only the lanes of this category; all lanes when absent. */
    category: z.optional(gameCategorySchema),
    /** At most this many cards per lane (gameCount still counts them all). */
    limit: limitSchema,
  }),
  value: z.object({ data: gameVendorDataSchema }),
  errors: [],
  summary:
    "The merchant's game lanes in order (SPEC section 9 ordinals), each with its vendors and cards; titles in the request's Language.",
});

export const hotGames = defineCall({
  method: 'POST',
  path: relayPath('GCSGAME_hotGamesV2'),
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ limit: limitSchema, category: z.optional(gameCategorySchema) }),
  value: z.object({ games: z.array(gameCardSchema) }),
  errors: [],
  summary: 'The games the merchant marks hot, in lane order.',
});

/** A sports match: odds are decimal strings, never floats. */
export const gameMatchSchema = z.object({
  matchId: z.string(),
  sport: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  /** ISO 8601 kick-off. */
  startsAt: z.string(),
  live: z.boolean(),
  /** "2 - 1" while live, null before kick-off. */
  score: z.nullable(z.string()),
  odds: z.object({ home: z.string(), draw: z.nullable(z.string()), away: z.string() }),
  /** The sports book game a tap launches. */
  gameId: z.string(),
});
export type GameMatch = z.infer<typeof gameMatchSchema>;

export const gameMatches = defineCall({
  method: 'GET',
  path: relayPath('GCSGAME_getGameMatchV2'),
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({ limit: limitSchema }),
  value: z.object({ matches: z.array(gameMatchSchema) }),
  errors: [],
  summary: 'Live and upcoming sports matches, live first, then by kick-off.',
});

/** Banner linkage types of SPEC section 2: P activity, URL link, G game; NONE does nothing. */
export const BANNER_LINKAGE_TYPES = ['P', 'URL', 'G', 'NONE'] as const;

export const bannerSchema = z.object({
  id: z.string(),
  groupName: z.string(),
  /** In the asked language where the banner has words per language; the image's text alternative. */
  title: z.string(),
  /**
   * The words the page draws over the image, in the asked language (else English); null when the
   * image has its words painted in.
   */
  caption: z.nullable(z.object({ title: z.string(), action: z.string() })),
  /** The banner image, a same-origin path; the box keeps a 2:1 ratio. */
  url: z.string(),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  /** P: the activity id; URL: a /m/ path or an http(s) link; G: the game id. */
  linkage: z.string(),
  roomId: z.nullable(z.string()),
  nodeId: z.nullable(z.string()),
  gameType: z.nullable(z.string()),
  vendor: z.nullable(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const banners = defineCall({
  method: 'GET',
  path: '/wps/banners',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({ groupName: z._default(text(64), 'm_home') }),
  value: z.object({ banners: z.array(bannerSchema) }),
  errors: [],
  summary:
    "The merchant's banners of one group for the request's Language (banners for every language included), in order.",
});

/** The device a launch is for; the product is mobile web only. */
const launchDevice = z._default(z.literal('MOBILE'), 'MOBILE');

/**
 * POST /wps/game/launchGame (SPEC section 7): a catalogue game by gameId; an e-lottery by
 * launchMode LOTT with lottoPrizeMode and lottoGameCode (or lottoMode SEA_Tradition_Mobile); a
 * SEA or Vietnam lotto by gameCode and prizeMode.
 */
export const launchGameRequestSchema = z
  .object({
    gameId: optionalText(64),
    nodeId: optionalText(64),
    device: launchDevice,
    backUrl: optionalText(2048),
    hasLobby: z.optional(z.boolean()),
    language: optionalText(16),
    title: optionalText(128),
    labelName: optionalText(128),
    lottoArea: z.optional(z.literal('VN')),
    launchMode: z.optional(z.literal('LOTT')),
    lottoPrizeMode: optionalText(64),
    lottoGameCode: optionalText(64),
    lottoView: z.optional(z.enum(['betting', 'lobby'])),
    lottoMode: z.optional(z.literal('SEA_Tradition_Mobile')),
    gameCode: optionalText(64),
    prizeMode: optionalText(64),
  })
  .check(
    z.refine(
      (body) => !!body.gameId || !!body.lottoGameCode || !!body.gameCode,
      'name a game: gameId, lottoGameCode or gameCode',
    ),
  );
export type LaunchGameRequest = z.input<typeof launchGameRequestSchema>;

export const launchValueSchema = z.object({
  /** The vendor's launch address: short-lived and signed. */
  url: z.string(),
  gameId: z.string(),
  displayName: z.string(),
  /** ISO 8601: the url stops opening the game after this. */
  expiresAt: z.string(),
});
export type LaunchValue = z.infer<typeof launchValueSchema>;

export const launchGame = defineCall({
  method: 'POST',
  path: '/wps/game/launchGame',
  moduleId: 'GAMELO3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: launchGameRequestSchema,
  value: launchValueSchema,
  errors: [
    ERROR_CODES.gameNotFound,
    ERROR_CODES.vendorUnavailable,
    ERROR_CODES.sessionLimitReached,
    ...PLAY_REFUSALS,
  ],
  summary:
    "Launches a game or a lottery for the signed-in member: the vendor's signed launch address, which returns to backUrl only when it is a same-site /m/ path. Player protection refuses it during a time-out or self-exclusion, before new terms are accepted, or once the day's play time is spent; a launch opens the member's play session (reality checks).",
});

export const trialLaunch = defineCall({
  method: 'POST',
  path: relayPath('GCS_gameTrialLaunch'),
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    gameId: text(64),
    nodeId: optionalText(64),
    platform: z._default(z.literal('html5'), 'html5'),
    backUrl: optionalText(2048),
    language: optionalText(16),
  }),
  value: launchValueSchema,
  errors: [ERROR_CODES.gameNotFound, ERROR_CODES.trialUnavailable, ERROR_CODES.vendorUnavailable],
  summary: 'Launches a free trial of a freeplay game for anyone, without an account.',
});

/** How long a hand-off token for an external banner link lives. */
export const HANDOFF_TTL_MS = 60_000;

export const createHandoff = defineCall({
  method: 'POST',
  path: '/wps/member/handoff',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({ url: text(2048) }),
  value: z.object({
    /** The link with username and a one-use hand-off token appended (never the session token). */
    url: z.string(),
    expiresAt: z.string(),
  }),
  errors: [ERROR_CODES.handoffUrlInvalid],
  summary:
    "Appends the member's username and a one-use, short-lived hand-off token bound to the link's host to an external http(s) link.",
});

export const redeemHandoff = defineCall({
  method: 'POST',
  path: '/wps/handoff/redeem',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ token: text(128), host: text(255) }),
  value: z.object({ customerId: z.string(), userName: z.string(), merchantCode: z.string() }),
  errors: [ERROR_CODES.handoffInvalid],
  summary:
    'Server to server: a partner exchanges a hand-off token for the member it was made for, once, before it expires, from the host it was made for. Any failure answers handoff.invalid.',
});
