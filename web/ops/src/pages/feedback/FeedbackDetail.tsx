import type { FeedbackEntry } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { NEXT } from './feedback-status';
import { useScreenshotUrl, useSetFeedbackStatus } from './queries';

/** One feedback in full: who, when, what, the screenshot as an image, and its status. */
export function FeedbackDetail({ entry, onClose }: { entry: FeedbackEntry; onClose: () => void }) {
  const t = useT();
  const setStatus = useSetFeedbackStatus();
  const screenshot = useScreenshotUrl(entry.screenshot ? entry.id : undefined);

  return (
    <article
      className="ops-panel fb-detail"
      aria-label={t('feedback.detail', { player: entry.userName })}
    >
      <header className="fb-detail-head">
        <h2>
          {entry.userName} · {t(`feedback.category.${entry.category}`)}
        </h2>
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </header>
      <p className="ops-muted">
        <DateText iso={entry.createdAt} /> · {t(`feedback.status.${entry.status}`)}
        {entry.statusChangedBy && entry.statusChangedAt && (
          <>
            {' '}
            ({entry.statusChangedBy}, <DateText iso={entry.statusChangedAt} />)
          </>
        )}
      </p>
      <p className="fb-body">{entry.text}</p>
      {entry.screenshot &&
        (screenshot.url ? (
          <img
            className="fb-screenshot"
            src={screenshot.url}
            alt={t('feedback.screenshotOf', { player: entry.userName })}
            data-testid="feedback-screenshot"
          />
        ) : screenshot.error ? (
          <ErrorMessage error={screenshot.error} />
        ) : (
          <Loading />
        ))}
      <div className="ops-actions">
        {NEXT[entry.status].map((status) => (
          <button
            key={status}
            type="button"
            className={status === 'answered' ? 'ops-primary' : undefined}
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: entry.id, status, from: entry.status })}
          >
            {t(`feedback.mark.${status}`)}
          </button>
        ))}
      </div>
      <ErrorMessage error={setStatus.error} />
    </article>
  );
}
