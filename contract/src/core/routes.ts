/** The routes of SPEC section 2 and the pure rules that decide where a visitor may go. */

import { CATEGORY_PAGE } from '../games/games.js';

/**
 * The one table of page paths (SPEC section 2): web's router, links and redirects and the
 * server's own addresses (a game's way home) all read their paths here.
 */
export const PAGE_PATHS = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  registerHtml: '/m/register.html',
  agentRegister: '/m/agentRegister',
  inviteFriends: '/m/inviteFriends',
  feedback: '/m/feedback',
  changePassword: '/m/changePsw',
  /** Password reset by a texted code (not in SPEC section 2's list; reached from the login form). */
  forgotPassword: '/m/forgotPsw',
  /** A new password by an emailed link: the token rides in the fragment (#token=…). */
  resetPassword: '/m/resetPassword',
  activity: '/m/activity',
  launchGame: '/m/launchGame',
  game: '/m/game',
  memberHome: '/m/member/home',
  walletHistory: '/m/wallet/history',
  walletDeposit: '/m/wallet/deposit',
  walletWithdraw: '/m/wallet/withdraw',
  /** Player protection: limits, reality checks, time-out and self-exclusion (reached from member home). */
  protection: '/m/protection',
  /** The built-in customer-service chat (the Service tab), for members and visitors. */
  chat: '/m/chat',
  news: '/m/news',
  /** The VIP club's levels and what each gives (not in SPEC section 2's list; reached from the VIP card). */
  vip: '/m/vip',
  download: '/m/download',
  app: '/m/app',
} as const;
export type PagePath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];

/** Paths that open the entry page without any redirect. */
export const ENTRY_PATHS: readonly string[] = ['/', '/m', '/m/', '/m/index', '/m/index.html'];

/** Category pages; with the entry paths they are the search-engine indexable pages. */
export const CATEGORY_PATHS: readonly string[] = [
  ...Object.values(CATEGORY_PAGE),
  PAGE_PATHS.news,
  PAGE_PATHS.download,
  PAGE_PATHS.app,
];

/** Routes that need a session; a visitor is sent to the login page. */
export const MEMBER_ONLY_PATHS: readonly string[] = [
  PAGE_PATHS.memberHome,
  PAGE_PATHS.changePassword,
  PAGE_PATHS.game,
  PAGE_PATHS.launchGame,
  PAGE_PATHS.walletHistory,
  PAGE_PATHS.walletDeposit,
  PAGE_PATHS.walletWithdraw,
  PAGE_PATHS.protection,
];

/** Query parameters that carry a session token into a protected route. */
export const TOKEN_QUERY_PARAMS = ['token', 'tokens'] as const;

/**
 * Splits a sign-in link's token (`token`, else `tokens`) off a query string: answers the token, or
 * undefined when none is given, and the query without either parameter; a query with neither
 * comes back exactly as it was (SPEC section 2).
 */
export function takeQueryToken(search: string): { token: string | undefined; rest: string } {
  const query = new URLSearchParams(search);
  if (!TOKEN_QUERY_PARAMS.some((name) => query.has(name)))
    return { token: undefined, rest: search };
  const token = query.get('token') || query.get('tokens') || undefined;
  for (const name of TOKEN_QUERY_PARAMS) query.delete(name);
  const rest = query.toString();
  return { token, rest: rest && `?${rest}` };
}

/** Tracking parameters carried from page to page (SPEC section 2). */
export const TRACKING_PARAMS: readonly string[] = [
  'affiliateCode',
  'referralCode',
  'r',
  'inApp',
  'fullscreen',
  'from',
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'bbg',
  'isBgeTest',
  'cid',
  'kw',
];

/** Pages that reload in place after an accepted app update; any other goes home. */
export const RELOAD_IN_PLACE_PATHS: readonly string[] = [
  PAGE_PATHS.game,
  PAGE_PATHS.home,
  PAGE_PATHS.login,
  '/m/index',
  '/m/index.html',
  PAGE_PATHS.memberHome,
  PAGE_PATHS.register,
  PAGE_PATHS.registerHtml,
];

/** The only pages where the home-screen install prompt may show. */
export const INSTALL_PROMPT_PATHS: readonly string[] = ['/', PAGE_PATHS.home, '/m/index.html'];

/** Strips one trailing slash so `/m/home/` and `/m/home` are the same route (but `/` stays `/`). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') && pathname !== '/m/'
    ? pathname.slice(0, -1)
    : pathname;
}

/** True when the path opens the entry page. */
export function isEntryPath(pathname: string): boolean {
  return ENTRY_PATHS.includes(pathname);
}

/** True for every route the app knows, entry paths included. */
export function isKnownRoute(pathname: string): boolean {
  const path = normalizePath(pathname);
  return (
    isEntryPath(path) ||
    CATEGORY_PATHS.includes(path) ||
    Object.values<string>(PAGE_PATHS).includes(path)
  );
}

/** The game page opens a free trial (GCS_gameTrialLaunch) with this query flag set to 1. */
export const TRIAL_QUERY_PARAM = 'trial';

/** A free trial on the game page needs no account: visitors may open it (SPEC section 2). */
function isTrialGame(route: string, query: URLSearchParams): boolean {
  return route === PAGE_PATHS.game && query.get(TRIAL_QUERY_PARAM) === '1';
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  pathname: string;
  search: string;
  hasSession: boolean;
}

/** Decides whether a route may open, or where the visitor goes instead (SPEC section 2). */
export function guardRoute({ pathname, search, hasSession }: GuardInput): GuardDecision {
  const path = normalizePath(pathname);
  const query = new URLSearchParams(search);
  const tokenInQuery = TOKEN_QUERY_PARAMS.some((name) => !!query.get(name));
  // The web router matches paths case-insensitively (/m/GAME opens /m/game), so the guard does too.
  const route = path.toLowerCase();
  if (route === PAGE_PATHS.feedback.toLowerCase() && !hasSession && !tokenInQuery) {
    return { kind: 'redirect', to: PAGE_PATHS.home };
  }
  const memberOnly = MEMBER_ONLY_PATHS.some((member) => member.toLowerCase() === route);
  if (memberOnly && !hasSession && !tokenInQuery && !isTrialGame(route, query)) {
    const go = `${path}${search}`;
    return { kind: 'redirect', to: `${PAGE_PATHS.login}?go=${encodeURIComponent(go)}` };
  }
  return { kind: 'allow' };
}

// Characters that browsers strip or reinterpret inside URLs; any of them makes a target unsafe.
/** Characters browsers strip or reinterpret inside a URL; a link carrying any is never followed. */
export const UNSAFE_LINK_CHARACTERS = /[\\\u0000-\u001f\u007f\s]/;

/**
 * Resolves a redirect target against the origin and returns its path, query and hash when it
 * is a same-origin page under /m/; otherwise /m/home. Never trusts a string prefix alone.
 */
export function safeMemberTarget(target: string | null | undefined, origin: string): string {
  if (!target || UNSAFE_LINK_CHARACTERS.test(target) || !target.startsWith('/m/'))
    return PAGE_PATHS.home;
  let resolved: URL;
  let base: URL;
  try {
    base = new URL(origin);
    resolved = new URL(target, base);
  } catch {
    return PAGE_PATHS.home;
  }
  if (resolved.origin !== base.origin) return PAGE_PATHS.home;
  if (!resolved.pathname.startsWith('/m/') || resolved.pathname.startsWith('/m//')) {
    return PAGE_PATHS.home;
  }
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** Whether an absolute link has user-info (`http://host@evil.example/` goes to evil.example). */
export function hasUserInfo(link: string): boolean {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(link.trim())?.[1];
  return authority !== undefined && authority.includes('@');
}

/** Whether a link is an http(s) address of a named host without user-info: a banner may open it. */
export function isExternalHttpLink(link: string): boolean {
  if (UNSAFE_LINK_CHARACTERS.test(link) || !/^https?:\/\//i.test(link)) return false;
  if (hasUserInfo(link)) return false;
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Where the user goes after login: the `go` parameter when it is safe, otherwise /m/home. */
export function postLoginDestination(go: string | null | undefined, origin: string): string {
  return safeMemberTarget(go, origin);
}

/** Where the user goes after registration: a stored `go` when it is safe, otherwise /m/home. */
export function postRegisterDestination(
  storedGo: string | null | undefined,
  origin: string,
): string {
  return safeMemberTarget(storedGo, origin);
}

/** True when redirectUrl or backUrl is present: they block auto-login (SPEC section 2). */
export function isAutoLoginBlocked(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has('redirectUrl') || query.has('backUrl');
}

/** Copies the tracking parameters of the current query onto a target path, keeping the target's own. */
export function carryTrackingParams(currentSearch: string, target: string): string {
  const current = new URLSearchParams(currentSearch);
  // The target's own query stays exactly as written; carried parameters are appended to it.
  const [, path, own = '', hash = ''] = /^([^?#]*)(?:\?([^#]*))?(.*)$/.exec(target)!;
  const ownParams = new URLSearchParams(own);
  const carried = new URLSearchParams();
  for (const name of TRACKING_PARAMS) {
    const value = current.get(name);
    if (value !== null && !ownParams.has(name)) carried.set(name, value);
  }
  const query = [own, carried.toString()].filter(Boolean).join('&');
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/**
 * True when search engines may index the page: only on localhost or a www host, only for the
 * category and entry pages, and only for paths with at most two slashes.
 */
export function isIndexable(hostname: string, pathname: string): boolean {
  const host = hostname.toLowerCase();
  if (host !== 'localhost' && !host.startsWith('www')) return false;
  if ((pathname.match(/\//g) ?? []).length > 2) return false;
  return isEntryPath(pathname) || CATEGORY_PATHS.includes(pathname);
}

/** Where the page goes after an accepted app update: itself when listed, else /m/home. */
export function reloadTargetAfterUpdate(pathname: string): string {
  const path = normalizePath(pathname);
  return RELOAD_IN_PLACE_PATHS.includes(path) ? path : PAGE_PATHS.home;
}

/** True on the only pages where the install prompt may show. */
export function isInstallPromptPath(pathname: string): boolean {
  return INSTALL_PROMPT_PATHS.includes(normalizePath(pathname));
}

export type ReferralEntry = 'agentRegister' | 'inviteFriends' | 'customerService' | 'comingSoon';

/** Decides what the referral entry opens (SPEC section 2). */
export function referralEntry(input: {
  memberType: number | null | undefined;
  referralPromotionEnabled: boolean;
  loggedIn: boolean;
}): ReferralEntry {
  if (input.memberType === 1 || input.memberType === 2) return 'agentRegister';
  if (input.referralPromotionEnabled) return 'inviteFriends';
  return input.loggedIn ? 'customerService' : 'comingSoon';
}

/** Paths each referral entry opens; customer service and coming soon are dialogs, not pages. */
export const REFERRAL_ENTRY_PATHS = {
  agentRegister: PAGE_PATHS.agentRegister,
  inviteFriends: PAGE_PATHS.inviteFriends,
} as const;

/**
 * The pages a signed-in player opens most, each its own lazy chunk: named in the app page too, so
 * the chunk and what it imports download beside the entry rather than after it has run and routed.
 */
const MEMBER_PAGE_MODULES: Readonly<Record<string, string>> = {
  [PAGE_PATHS.memberHome]: 'src/features/accounts/member-home/MemberHomePage.tsx',
  [PAGE_PATHS.walletHistory]: 'src/features/wallet/WalletHistoryPage.tsx',
  [PAGE_PATHS.walletDeposit]: 'src/features/wallet/WalletDepositPage.tsx',
  [PAGE_PATHS.activity]: 'src/features/promotions/ActivityPage.tsx',
  [PAGE_PATHS.vip]: 'src/features/vip/VipPage.tsx',
};

/**
 * The web modules (source paths in web/) a page draws its first screen with, beyond the entry:
 * the server names their built chunks and styles in the app page, so they download beside the
 * entry instead of after it has run. web/src/app/router.tsx imports each of them lazily (a web
 * test holds the two together).
 */
export function firstScreenModules(pathname: string): readonly string[] {
  const path = normalizePath(pathname);
  if (isEntryPath(path) || path === PAGE_PATHS.home) {
    return ['src/features/games/HomeSections.tsx', 'src/features/home/AnnouncementMarquee.tsx'];
  }
  if (CATEGORY_PATHS.includes(path)) return ['src/features/games/CategoryPage.tsx'];
  if (path === PAGE_PATHS.login) return ['src/features/accounts/sign-in/LoginPage.tsx'];
  const memberPage = MEMBER_PAGE_MODULES[path];
  return memberPage ? [memberPage] : [];
}
