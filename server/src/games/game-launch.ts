import {
  ERROR_CODES,
  lotteryLanguage,
  PAGE_PATHS,
  resolveLanguage,
  safeMemberTarget,
  type calls,
  type LaunchValue,
  type ParsedCallBody,
} from '@lobby/contract';
import type { GameRepository, GameRow } from './game-repository.js';
import type { MemberRepository } from '../accounts/index.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import {
  GameVendorUnavailableError,
  TRIAL_PLAYER_NAME,
  type GameVendorResolver,
  type LaunchPlayer,
} from './vendors/index.js';
import type { SessionContext } from '../core/http/request-identity.js';

/** Where the launch comes from: the page's origin and the request's Language header. */
export interface LaunchSite {
  origin: string;
  headerLanguage: string | undefined;
}

/** A member's launch body and a visitor's trial body, as the contract parsed them. */
type LaunchBody = ParsedCallBody<typeof calls.launchGame>;
type TrialBody = ParsedCallBody<typeof calls.trialLaunch>;
/** What both launches share: where the vendor sends the player back, in which language. */
type LaunchOptions = Pick<LaunchBody, 'backUrl' | 'language' | 'lottoView'>;

const HOME = PAGE_PATHS.home;

/**
 * The backUrl a vendor may send the player to: a same-origin /m/ page (given as a path or as an
 * absolute address on the page's own origin), else /m/home.
 */
export function sameSiteBackUrl(backUrl: string | undefined, origin: string): string {
  if (!backUrl) return HOME;
  if (backUrl.startsWith('/')) return safeMemberTarget(backUrl, origin);
  try {
    const url = new URL(backUrl);
    if (url.origin !== new URL(origin).origin) return HOME;
    return safeMemberTarget(`${url.pathname}${url.search}${url.hash}`, origin);
  } catch {
    return HOME;
  }
}

const notFound = () => new AppError(404, ERROR_CODES.gameNotFound, 'This game is not available');
const vendorUnavailable = () =>
  new AppError(
    503,
    ERROR_CODES.vendorUnavailable,
    'The game is unavailable right now, please try again shortly',
  );

/** Launches games and lotteries for members, and free trials for anyone. */
export class GameLaunchService {
  private readonly games: GameRepository;
  private readonly members: MemberRepository;
  private readonly vendors: GameVendorResolver;
  private readonly log: { warn(details: object, message: string): void };

  constructor(deps: {
    games: GameRepository;
    members: MemberRepository;
    vendors: GameVendorResolver;
    log: { warn(details: object, message: string): void };
  }) {
    this.games = deps.games;
    this.members = deps.members;
    this.vendors = deps.vendors;
    this.log = deps.log;
  }

  async launch(
    merchant: MerchantConfig,
    session: SessionContext,
    body: LaunchBody,
    site: LaunchSite,
  ): Promise<LaunchValue> {
    const member = await this.members.findById(merchant.code, session.memberId);
    if (!member) {
      throw new AppError(401, ERROR_CODES.customerNotLogin, 'Please sign in to continue');
    }
    const game = await this.findGame(merchant, body);
    const player = { customerId: String(member.id), userName: member.username };
    return this.start(merchant, game, player, false, body, site);
  }

  async trial(merchant: MerchantConfig, body: TrialBody, site: LaunchSite): Promise<LaunchValue> {
    const game = await this.games.findGame(merchant.code, body.gameId);
    if (!game) throw notFound();
    if (!game.freeplay) {
      throw new AppError(
        400,
        ERROR_CODES.trialUnavailable,
        'This game has no free trial; sign in to play',
      );
    }
    const guest = { customerId: null, userName: TRIAL_PLAYER_NAME };
    return this.start(merchant, game, guest, true, body, site);
  }

  /** The game a launch names: by id, else the e-lottery code, else the SEA or Vietnam code. */
  private async findGame(merchant: MerchantConfig, body: LaunchBody): Promise<GameRow> {
    const game = body.gameId
      ? await this.games.findGame(merchant.code, body.gameId)
      : body.lottoGameCode
        ? await this.games.findLottery(merchant.code, body.lottoGameCode, body.lottoPrizeMode)
        : body.gameCode
          ? await this.games.findLottery(merchant.code, body.gameCode, body.prizeMode)
          : undefined;
    if (!game) throw notFound();
    return game;
  }

  private async start(
    merchant: MerchantConfig,
    game: GameRow,
    player: LaunchPlayer,
    trial: boolean,
    body: LaunchOptions,
    site: LaunchSite,
  ): Promise<LaunchValue> {
    const vendor = this.vendors(merchant, game.vendor_code);
    if (!vendor) throw vendorUnavailable();
    const language = resolveLanguage({
      explicit: body.language ?? site.headerLanguage,
      merchantDefault: merchant.defaultLanguage,
      merchantLanguages: merchant.languages,
    });
    const lottery = game.lottery_game_code
      ? { gameCode: game.lottery_game_code, prizeMode: game.lottery_prize_mode ?? '' }
      : null;
    try {
      const address = await vendor.launch({
        merchantCode: merchant.code,
        player,
        game: { id: game.id, displayName: game.display_name, playKind: game.play_kind, lottery },
        language: game.play_kind === 'lottery' ? lotteryLanguage(language) : language,
        origin: site.origin,
        backUrl: sameSiteBackUrl(body.backUrl, site.origin),
        lottoView: game.play_kind === 'lottery' ? (body.lottoView ?? 'betting') : null,
        trial,
      });
      return {
        url: address.url,
        gameId: game.id,
        displayName: game.display_name,
        expiresAt: address.expiresAt.toISOString(),
      };
    } catch (error) {
      if (!(error instanceof GameVendorUnavailableError)) throw error;
      this.log.warn(
        { merchant: merchant.code, vendor: game.vendor_code, reason: error.message },
        'game vendor unavailable',
      );
      throw vendorUnavailable();
    }
  }
}
