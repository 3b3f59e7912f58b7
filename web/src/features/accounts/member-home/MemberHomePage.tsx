import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { PAGE_PATHS, type SessionSummary } from '@lobby/contract';
import { ActiveBonuses } from '../../../components/ActiveBonuses';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { OfflineState } from '../../../components/OfflineState';
import { PageFrame } from '../../../components/PageFrame';
import { VipCard } from '../../../components/VipCard';
import { showToast } from '../../../lib/dialogs';
import { useDates } from '../../../lib/dates';
import { useT } from '../../../lib/i18n';
import { useMerchant } from '../../../lib/merchant';
import { isOfflineQuery } from '../../../lib/offline';
import { endSession, useSession } from '../../../lib/session';
import { describeUserAgent } from './device-label';
import { memberTypeKey } from '../shared/member-type';
import { useMemberInfo } from '../shared/queries';
import { useSubmitLock } from '../shared/submit-lock';
import { useEndOtherSessions, useMemberSessions } from './sessions';
import { useSignOut } from './sign-out';
import '../shared/accounts.css';

const TwoFactorSettings = lazy(() => import('./TwoFactorSettings'));
const EmailSettings = lazy(() => import('./EmailSettings'));
const PasskeySettings = lazy(() => import('../passkeys/PasskeySettings'));
const SignInNotices = lazy(() => import('./SignInNotices'));

const TOAST_MS = 3000;

function SessionRow({ entry }: { entry: SessionSummary }) {
  const t = useT();
  const dates = useDates();
  const named = describeUserAgent(entry.userAgent);
  const device = named ? t('member.deviceOn', named) : entry.device || t('member.unknownDevice');
  return (
    <li className="session-row">
      <div className="session-device">
        <span>{device}</span>
        {entry.current && <span className="badge">{t('member.thisDevice')}</span>}
      </div>
      <div className="session-meta">
        <span>{t('member.address', { ip: entry.ip })}</span>
        <span>{t('member.lastSeen', { time: dates.timeAgo(entry.lastSeenAt) })}</span>
      </div>
    </li>
  );
}

function Sessions() {
  const t = useT();
  const sessions = useMemberSessions();
  const endOthers = useEndOtherSessions();
  const submitLocked = useSubmitLock();
  const current = sessions.data?.filter((entry) => entry.current) ?? [];
  const others = sessions.data?.filter((entry) => !entry.current) ?? [];
  const processing = endOthers.isPending;

  const signOutOthers = () =>
    void submitLocked(async () => {
      try {
        const ended = await endOthers.mutateAsync();
        showToast(t('member.signedOutOthers', { count: ended }), TOAST_MS);
      } catch {
        // The error catalogue has shown what went wrong.
      }
    });

  return (
    <section className="account-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="card-title">
        {t('member.sessionsTitle')}
      </h2>
      {isOfflineQuery(sessions) ? (
        <OfflineState onRetry={() => void sessions.refetch()} />
      ) : sessions.isPending ? (
        <ul className="session-list" aria-hidden="true">
          <li className="skeleton row-skeleton" />
          <li className="skeleton row-skeleton" />
        </ul>
      ) : sessions.isError ? (
        <div className="inline-state" role="alert">
          <p>{t('member.sessionsError')}</p>
          <button
            type="button"
            className="button secondary"
            onClick={() => void sessions.refetch()}
          >
            {t('action.retry')}
          </button>
        </div>
      ) : (
        <>
          {/* Like messaging apps: this device first, the action, then the others. */}
          <ul className="session-list">
            {current.map((entry) => (
              <SessionRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="muted">{t('member.onlyThisDevice')}</p>
          ) : (
            <>
              <button
                type="button"
                className="button secondary block"
                aria-busy={processing || undefined}
                aria-disabled={processing || undefined}
                onClick={signOutOthers}
              >
                {t('member.signOutOthers')}
              </button>
              <h3 id="other-sessions-title" className="list-title">
                {t('member.otherDevices')}
              </h3>
              <ul className="session-list" aria-labelledby="other-sessions-title">
                {others.map((entry) => (
                  <SessionRow key={entry.id} entry={entry} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** /m/member/home (member only): who the member is, language, password, devices, sign out. */
export default function MemberHomePage() {
  const t = useT();
  const [, navigate] = useLocation();
  const session = useSession();
  const info = useMemberInfo();
  const { languages } = useMerchant();
  const signOutCall = useSignOut();
  const submitLocked = useSubmitLock();
  const processing = signOutCall.isPending;

  const signOut = () =>
    void submitLocked(async () => {
      await signOutCall.mutateAsync();
      navigate(PAGE_PATHS.home);
      endSession();
      showToast(t('member.signedOut'), TOAST_MS);
    });

  const name = info.data?.account ?? session?.userName ?? '';

  return (
    <PageFrame title={t('page.memberHome')}>
      <section className="account-card profile" aria-labelledby="member-name">
        <span className="avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div className="profile-text">
          <h2 id="member-name" className="card-title">
            {name}
          </h2>
          {info.data ? (
            <p className="muted">
              <span className="visually-hidden">{t('member.type')}: </span>
              <span className="badge">{t(memberTypeKey(info.data))}</span>
            </p>
          ) : info.isError ? (
            <p className="muted">
              {t('member.loadError')}{' '}
              <button type="button" className="text-link" onClick={() => void info.refetch()}>
                {t('action.retry')}
              </button>
            </p>
          ) : (
            <span className="skeleton line-skeleton" aria-hidden="true" />
          )}
        </div>
      </section>

      <VipCard label={info.data?.clubLabel ?? null} />
      <ActiveBonuses />
      <section className="account-card settings-list" aria-label={t('wallet.balance')}>
        <Link href={PAGE_PATHS.walletDeposit} className="settings-row">
          <span>{t('page.walletDeposit')}</span>
          <span aria-hidden="true" className="chevron">
            ›
          </span>
        </Link>
        <Link href={PAGE_PATHS.walletWithdraw} className="settings-row">
          <span>{t('page.walletWithdraw')}</span>
          <span aria-hidden="true" className="chevron">
            ›
          </span>
        </Link>
        <Link href={PAGE_PATHS.walletHistory} className="settings-row">
          <span>{t('page.walletHistory')}</span>
          <span aria-hidden="true" className="chevron">
            ›
          </span>
        </Link>
        <Link href={PAGE_PATHS.protection} className="settings-row">
          <span>{t('page.protection')}</span>
          <span aria-hidden="true" className="chevron">
            ›
          </span>
        </Link>
      </section>

      <section className="account-card settings-list" aria-label={t('member.settings')}>
        <div className="settings-row">
          <span id="member-language">{t('member.language')}</span>
          <LanguageSwitcher languages={languages} showName labelledBy="member-language" />
        </div>
        <Link
          href={`${PAGE_PATHS.changePassword}?go=${PAGE_PATHS.memberHome}`}
          className="settings-row"
        >
          <span>{t('page.changePsw')}</span>
          <span aria-hidden="true" className="chevron">
            ›
          </span>
        </Link>
        <Link href={PAGE_PATHS.feedback} className="settings-row">
          <span>{t('page.feedback')}</span>
          <span aria-hidden="true" className="chevron">
            ›
          </span>
        </Link>
      </section>

      <Suspense fallback={null}>
        <EmailSettings />
      </Suspense>
      <Suspense fallback={null}>
        <TwoFactorSettings />
      </Suspense>
      <Suspense fallback={null}>
        <PasskeySettings />
      </Suspense>
      <Suspense fallback={null}>
        <SignInNotices />
      </Suspense>

      <Sessions />

      <button
        type="button"
        className="button secondary block sign-out"
        aria-busy={processing || undefined}
        aria-disabled={processing || undefined}
        onClick={signOut}
      >
        {t('action.signOut')}
      </button>
    </PageFrame>
  );
}
