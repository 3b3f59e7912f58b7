import { useState } from 'react';
import { useT } from '../lib/i18n';

/** Where a keyset page starts: after (older than) or before (newer than) an id; none for the first. */
export type KeysetCursor = { before?: string; after?: string };

/**
 * The cursor of the page on screen. Filters change: `reset()`. The answer's `next` and
 * `previous` cursors feed the Pager.
 */
export function useKeyset() {
  const [cursor, setCursor] = useState<KeysetCursor>({});
  return {
    cursor,
    next: (id: string) => setCursor({ before: id }),
    previous: (id: string) => setCursor({ after: id }),
    reset: () => setCursor({}),
  };
}

export interface PagerProps {
  /** Cursors from the answer; null at either end. */
  next: string | null;
  previous: string | null;
  onNext: (cursor: string) => void;
  onPrevious: (cursor: string) => void;
}

/** Previous and next buttons of keyset paging (no page numbers: the rows move under us). */
export function Pager({ next, previous, onNext, onPrevious }: PagerProps) {
  const t = useT();
  return (
    <nav className="ops-pager" aria-label={t('pager.label')}>
      <button type="button" disabled={!previous} onClick={() => previous && onPrevious(previous)}>
        {t('pager.previous')}
      </button>
      <button type="button" disabled={!next} onClick={() => next && onNext(next)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
