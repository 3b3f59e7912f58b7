import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import {
  CATEGORY_PAGE,
  ENTRY_PATHS,
  PAGE_PATHS,
  isEntryPath,
  normalizePath,
} from '@lobby/contract';
import HomePage from '../features/home/HomePage';
import { ReferralBanner } from '../features/referral/ReferralBanner';
import { lazyPage } from '../lib/lazy-page';

const NotFoundPage = lazyPage(() => import('./NotFoundPage'));

type PageLoader = () => Promise<{ default: ComponentType }>;

const loadLogin: PageLoader = () => import('../features/accounts/sign-in/LoginPage');
const loadRegister: PageLoader = () => import('../features/accounts/registration/RegisterPage');
const loadCategory: PageLoader = () => import('../features/games/CategoryPage');
const loadDownload: PageLoader = () => import('../features/download/DownloadPage');
const AnnouncementMarquee = lazyPage<object>(() => import('../features/home/AnnouncementMarquee'));

// Home's banners and lanes are one lazy chunk of the games feature, composed into the home page
// here, so the first page paints its frame, category strip and skeletons without waiting for it.
const homeSections = () => import('../features/games/HomeSections');
const HomeBanners = lazyPage<object>(() =>
  homeSections().then((m) => ({ default: m.HomeBanners })),
);
const HomeLanes = lazyPage<object>(() => homeSections().then((m) => ({ default: m.HomeLanes })));

function Home() {
  return (
    <HomePage
      top={<ReferralBanner />}
      banners={<HomeBanners />}
      marquee={<AnnouncementMarquee />}
      lanes={<HomeLanes />}
    />
  );
}

/** Pages that have landed, each a lazy chunk, by the code that loads it. */
const PAGE_LOADERS: readonly [path: string, load: PageLoader][] = [
  [PAGE_PATHS.login, loadLogin],
  [PAGE_PATHS.register, loadRegister],
  [PAGE_PATHS.registerHtml, loadRegister],
  [PAGE_PATHS.agentRegister, () => import('../features/accounts/registration/AgentRegisterPage')],
  [PAGE_PATHS.changePassword, () => import('../features/accounts/member-home/ChangePasswordPage')],
  [PAGE_PATHS.forgotPassword, () => import('../features/accounts/codes/ForgotPasswordPage')],
  [PAGE_PATHS.resetPassword, () => import('../features/accounts/codes/ResetPasswordPage')],
  [PAGE_PATHS.memberHome, () => import('../features/accounts/member-home/MemberHomePage')],
  [PAGE_PATHS.game, () => import('../features/games/GamePage')],
  [PAGE_PATHS.launchGame, () => import('../features/games/LaunchGamePage')],
  [PAGE_PATHS.news, () => import('../features/promotions/NewsPage')],
  [PAGE_PATHS.activity, () => import('../features/promotions/ActivityPage')],
  [PAGE_PATHS.vip, () => import('../features/vip/VipPage')],
  [PAGE_PATHS.walletHistory, () => import('../features/wallet/WalletHistoryPage')],
  [PAGE_PATHS.walletDeposit, () => import('../features/wallet/WalletDepositPage')],
  [PAGE_PATHS.walletWithdraw, () => import('../features/wallet/WalletWithdrawPage')],
  [PAGE_PATHS.protection, () => import('../features/protection/ProtectionPage')],
  [PAGE_PATHS.chat, () => import('../features/chat/ChatPage')],
  [PAGE_PATHS.feedback, () => import('../features/feedback/FeedbackPage')],
  [PAGE_PATHS.inviteFriends, () => import('../features/referral/InviteFriendsPage')],
  [PAGE_PATHS.download, loadDownload],
  [PAGE_PATHS.app, loadDownload],
  ...Object.values(CATEGORY_PAGE).map((path): [string, PageLoader] => [path, loadCategory]),
];

const lazyPages = new Map<PageLoader, ComponentType>();
const PAGES = PAGE_LOADERS.map(([path, load]): [string, ComponentType] => {
  if (!lazyPages.has(load)) lazyPages.set(load, lazyPage(load));
  return [path, lazyPages.get(load)!];
});

/**
 * Starts fetching the code the page at `pathname` draws, as the app starts: the first page's chunk
 * then downloads while status and the language are applied, instead of after the first render.
 */
export function preloadPage(pathname: string): void {
  const path = normalizePath(pathname);
  const load =
    isEntryPath(path) || path === PAGE_PATHS.home
      ? homeSections
      : PAGE_LOADERS.find(([pagePath]) => pagePath === path)?.[1];
  // A chunk that fails here fails again, and says so, when the page itself asks for it.
  load?.().catch(() => undefined);
}

/**
 * Every route of SPEC section 2; every page but the entry is its own lazy chunk. Paths match
 * with or without one trailing slash, as the contract's normalizePath does.
 */
export function AppRoutes() {
  return (
    <Switch>
      {[...ENTRY_PATHS, PAGE_PATHS.home, `${PAGE_PATHS.home}/`].map((path) => (
        <Route key={path} path={path} component={Home} />
      ))}
      {PAGES.flatMap(([path, Page]) =>
        [path, `${path}/`].map((variant) => (
          <Route key={variant} path={variant} component={Page} />
        )),
      )}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
