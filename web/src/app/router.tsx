import { lazy, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { CATEGORY_PAGE, ENTRY_PATHS, PAGE_PATHS } from '@lobby/contract';
import HomePage from '../features/home/HomePage';

const ComingSoonPage = lazy(() => import('../components/ComingSoonPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const LoginPage = lazy(() => import('../features/accounts/sign-in/LoginPage'));
const RegisterPage = lazy(() => import('../features/accounts/registration/RegisterPage'));
const AgentRegisterPage = lazy(() => import('../features/accounts/registration/AgentRegisterPage'));
const ChangePasswordPage = lazy(
  () => import('../features/accounts/member-home/ChangePasswordPage'),
);
const MemberHomePage = lazy(() => import('../features/accounts/member-home/MemberHomePage'));
const CategoryPage = lazy(() => import('../features/games/CategoryPage'));
const GamePage = lazy(() => import('../features/games/GamePage'));
const LaunchGamePage = lazy(() => import('../features/games/LaunchGamePage'));
const ChatPage = lazy(() => import('../features/chat/ChatPage'));
const FeedbackPage = lazy(() => import('../features/feedback/FeedbackPage'));

// Home's banners and lanes are one lazy chunk of the games feature, composed into the home page
// here, so the first page paints its frame, category strip and skeletons without waiting for it.
const homeSections = () => import('../features/games/HomeSections');
const HomeBanners = lazy(() => homeSections().then((m) => ({ default: m.HomeBanners })));
const HomeLanes = lazy(() => homeSections().then((m) => ({ default: m.HomeLanes })));

function Home() {
  return <HomePage banners={<HomeBanners />} lanes={<HomeLanes />} />;
}

/** Pages that have landed, each a lazy chunk. */
const PAGES: readonly [path: string, page: ComponentType][] = [
  [PAGE_PATHS.login, LoginPage],
  [PAGE_PATHS.register, RegisterPage],
  [PAGE_PATHS.registerHtml, RegisterPage],
  [PAGE_PATHS.agentRegister, AgentRegisterPage],
  [PAGE_PATHS.changePassword, ChangePasswordPage],
  [PAGE_PATHS.memberHome, MemberHomePage],
  [PAGE_PATHS.game, GamePage],
  [PAGE_PATHS.launchGame, LaunchGamePage],
  [PAGE_PATHS.chat, ChatPage],
  [PAGE_PATHS.feedback, FeedbackPage],
  ...Object.values(CATEGORY_PAGE).map((path): [string, ComponentType] => [path, CategoryPage]),
];

/** Routes whose feature has not landed: the real frame and a clear empty state, as a lazy chunk. */
const COMING_SOON: readonly [path: string, titleKey: string][] = [
  [PAGE_PATHS.inviteFriends, 'page.inviteFriends'],
  [PAGE_PATHS.activity, 'page.activity'],
  [PAGE_PATHS.news, 'page.news'],
  [PAGE_PATHS.download, 'page.download'],
  [PAGE_PATHS.app, 'page.app'],
];

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
      {COMING_SOON.flatMap(([path, titleKey]) =>
        [path, `${path}/`].map((variant) => (
          <Route key={variant} path={variant}>
            <ComingSoonPage titleKey={titleKey} />
          </Route>
        )),
      )}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
