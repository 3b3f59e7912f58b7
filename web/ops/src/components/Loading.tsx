import { useT } from '../lib/i18n';

/** A quiet placeholder while a page or its data loads. */
export function Loading() {
  const t = useT();
  return (
    <p className="ops-loading" role="status" aria-live="polite">
      {t('common.loading')}
    </p>
  );
}
