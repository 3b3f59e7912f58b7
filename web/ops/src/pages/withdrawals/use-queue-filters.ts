import { useState } from 'react';
import { useConsoleInfo } from '../../lib/console';
import { useLanguage, useT } from '../../lib/i18n';
import { FIRST_FILTERS, FIRST_QUERY, readFilters, type FilterDraft } from './withdrawal-filters';
import type { WithdrawalsQuery } from './queries';

/** The queue's filters as typed, the query last applied, the page, and what was wrong. */
export function useQueueFilters() {
  const t = useT();
  const language = useLanguage();
  const info = useConsoleInfo();
  const [draft, setDraft] = useState<FilterDraft>(FIRST_FILTERS);
  const [query, setQuery] = useState<WithdrawalsQuery>(FIRST_QUERY);
  const [error, setError] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const set = (name: keyof FilterDraft) => (value: string) =>
    setDraft((previous) => ({ ...previous, [name]: value }));
  /** Applies the typed filters from the first page, or says what is wrong with them. */
  const apply = () => {
    const reading = readFilters(draft, info.currency, language);
    if ('error' in reading) return setError(t(reading.error));
    setError(undefined);
    setPage(1);
    setQuery(reading.query);
  };
  return { draft, set, apply, error, query, page, setPage, currency: info.currency };
}
