import { Suspense, lazy, useEffect } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import {
  guardRoute,
  isEntryPath,
  MESSAGE_KEYS,
  normalizePath,
  PAGE_PATHS,
  referralCodeOf,
} from '@lobby/contract';
import { LoadingNotice } from '../../components/LoadingNotice';
import { PageBoundary } from '../../components/PageBoundary';
import { DialogHost } from '../../components/dialogs/DialogHost';
import { AccessDeniedPage } from '../../features/system/AccessDeniedPage';
import { DomainUnavailablePage } from '../../features/system/DomainUnavailablePage';
import { MaintenancePage } from '../../features/system/MaintenancePage';
import { useStatus } from '../../features/system/use-status';
import { useAccountSheet } from '../../lib/account-sheet';
import { ApiError } from '../../lib/api-client';
import { classifyError } from '../../lib/error-catalogue';
import { useT } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';
import { setNavigator } from '../../lib/navigation';
import { useSession } from '../../lib/session';
import { BottomNav } from './BottomNav';
import { Header } from './Header';
import { ShellDownloadBar } from './ShellDownloadBar';
import { useAfterLoad } from './use-after-load';
import { useAutoLogin } from './use-auto-login';
import { useBoot } from './use-boot';
import { useTelemetry } from './use-telemetry';
import { AppRoutes } from '../router';

// Accounts code stays off the first page: these chunks load only once a session exists or the
// accounts sheet is opened.
const SessionEffects = lazyPage(() => import('../../features/accounts/member-home/SessionEffects'));
const AccountSheet = lazyPage(() => import('../../features/accounts/AccountSheet'));
// Player protection's new-terms screen and reality checks, for a signed-in member only.
const ProtectionEffects = lazyPage(() => import('../../features/protection/ProtectionEffects'));
// Attribution capture, the merchant's pixels and the first tracked events, after load.
const AttributionEffects = lazy(() =>
  import('../../features/attribution/AttributionEffects').catch(() => ({ default: () => null })),
);
// The meta block follows the page the player navigates to (the server wrote the first one).
const SeoEffects = lazy(() =>
  import('../../features/seo/SeoEffects').catch(() => ({ default: () => null })),
);
// The download popup and app upgrade wait for the first paint in a chunk of their own.
const DownloadEffects = lazyPage(() => import('../../features/download/DownloadEffects'));

/** Counts this phone for the member whose referral link opened the page (once a session). */
function useReferralVisit(): void {
  useEffect(() => {
    const code = referralCodeOf(window.location.search);
    if (!code) return;
    import('../../features/referral/record-visit')
      .then(({ recordReferralVisit }) => recordReferralVisit(code))
      .catch(() => {
        // Counting a visit is best effort; the registration still credits the referrer.
      });
  }, []);
}
const ChatPage = lazyPage(() => import('../../features/chat/ChatPage'));
// The service worker, update check and install prompt start after load; without their code
// (offline before it was ever fetched) the page simply goes without them.
const PwaHost = lazy(() =>
  import('../../features/pwa/PwaHost').catch(() => ({ default: () => null })),
);

function StatusFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  const serverMessage = error instanceof ApiError && error.kind === 'failure' ? error.message : '';
  const plainHttpNoAnswer =
    window.location.protocol === 'http:' && error instanceof ApiError && error.kind === 'network';
  const message = plainHttpNoAnswer
    ? t(MESSAGE_KEYS.networkCorsError)
    : serverMessage || t(MESSAGE_KEYS.internetLost);
  return (
    <main className="full-page" role="alertdialog" aria-labelledby="status-failure-title">
      <h1 id="status-failure-title">{t('dialog.confirmation')}</h1>
      <p>{message}</p>
      <button type="button" className="button" onClick={retry}>
        {t('action.retry')}
      </button>
    </main>
  );
}

/** The entry and home pages: the download bar leads them (DESIGN, what the screens look like). */
function isHomePath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return isEntryPath(path) || path === PAGE_PATHS.home;
}

/** The frame of every page: status first, then header, sticky area, the page and bottom nav. */
export function AppShell() {
  const status = useStatus();
  const ready = useBoot(status.data, status.isError);
  const autoLoginSettled = useAutoLogin(status.data);
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const session = useSession();
  const sheet = useAccountSheet();
  const t = useT();
  useReferralVisit();
  const afterLoad = useAfterLoad();
  useTelemetry(afterLoad, status.data?.merchantCode ?? '', session?.spanId);

  useEffect(() => setNavigator((to) => navigate(to)), [navigate]);

  if (!ready) return null;
  if (status.isError) {
    return classifyError(status.error).kind === 'domainUnavailable' ? (
      <DomainUnavailablePage />
    ) : (
      <StatusFailure error={status.error} retry={() => void status.refetch()} />
    );
  }
  const info = status.data;
  if (!info) return null;
  if (info.maintenance) return <MaintenancePage end={info.maintenanceEnd} />;
  if (info.regionRestriction) {
    // Contact Us on the access-denied page opens the merchant's customer service, and only that.
    return pathname === PAGE_PATHS.chat ? (
      <main className="content">
        <Suspense
          fallback={<div className="page-loading" role="status" aria-label={t('loading')} />}
        >
          <ChatPage />
        </Suspense>
      </main>
    ) : (
      <AccessDeniedPage ip={info.ip} />
    );
  }

  // While auto-login runs, a member-only page waits for it instead of sending the player away.
  const decision = autoLoginSettled
    ? guardRoute({ pathname, search: search ? `?${search}` : '', hasSession: !!session })
    : ({ kind: 'allow' } as const);
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  const pageLoading = <div className="page-loading" role="status" aria-label={t('loading')} />;

  return (
    <div className="app">
      {isHomePath(pathname) && <ShellDownloadBar loggedIn={!!session} />}
      <Header status={info} />
      <div className="sticky-container" id="sticky-container" />
      <main className="content">
        {autoLoginSettled ? (
          <PageBoundary resetKey={pathname}>
            <Suspense fallback={pageLoading}>
              <AppRoutes />
            </Suspense>
          </PageBoundary>
        ) : (
          pageLoading
        )}
      </main>
      <BottomNav />
      <PageBoundary resetKey={pathname}>
        <Suspense fallback={null}>{session && <SessionEffects />}</Suspense>
        <Suspense fallback={null}>{session && <ProtectionEffects />}</Suspense>
        <Suspense fallback={null}>{sheet && <AccountSheet request={sheet} />}</Suspense>
        <Suspense fallback={null}>
          <DownloadEffects appUserAgentMarker={info.gameLaunch.appUserAgentMarker} />
        </Suspense>
      </PageBoundary>
      <LoadingNotice />
      <Suspense fallback={null}>{afterLoad && <PwaHost />}</Suspense>
      <Suspense fallback={null}>
        {afterLoad && <AttributionEffects pixels={info.pixels} />}
      </Suspense>
      <Suspense fallback={null}>{afterLoad && <SeoEffects status={info} />}</Suspense>
      <DialogHost />
    </div>
  );
}
