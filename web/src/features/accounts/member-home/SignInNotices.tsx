import { useDates } from '../../../lib/dates';
import { useT } from '../../../lib/i18n';
import { describeUserAgent } from './device-label';
import { useEndSession, useSignInNotices } from './sign-in-notices';
import '../passkeys/passkeys.css';

/**
 * Member home's notices of sign-ins from new devices (also emailed where the member has an
 * address, linking here): each names the device and address, and ends that session while it is
 * live.
 */
export default function SignInNotices() {
  const t = useT();
  const dates = useDates();
  const notices = useSignInNotices();
  const end = useEndSession();
  return (
    <section id="sign-in-notices" className="account-card" aria-labelledby="notices-title">
      <h2 id="notices-title" className="card-title">
        {t('notices.title')}
      </h2>
      {notices.data?.length === 0 && <p className="muted">{t('notices.none')}</p>}
      <ul className="session-list">
        {notices.data?.map((notice) => {
          const named = describeUserAgent(notice.userAgent);
          const device = named
            ? t('member.deviceOn', named)
            : notice.device || t('member.unknownDevice');
          return (
            <li key={notice.id} className="notice-item">
              <div>
                <strong>{device}</strong>
                <span className="muted">
                  {' '}
                  {notice.ip} · {dates.date(notice.createdAt, 'dateTime')}
                </span>
              </div>
              {notice.live ? (
                <button
                  type="button"
                  className="button secondary small"
                  disabled={end.isPending}
                  onClick={() => end.mutate(notice.sessionId)}
                >
                  {t('notices.endSession')}
                </button>
              ) : (
                <span className="muted">{t('notices.ended')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
