import { errorMessageKey } from '../lib/errors';
import { useT } from '../lib/i18n';
import { OpsApiError } from '../lib/api';

/** A failed call in words: the code's own message if the console has one, else the server's. */
export function ErrorMessage({ error }: { error: unknown }) {
  const t = useT();
  if (!error) return null;
  const key = errorMessageKey(error);
  const text =
    key !== undefined
      ? t(key)
      : error instanceof OpsApiError && error.message
        ? error.message
        : t('error.unknown');
  return (
    <p className="ops-error" role="alert">
      {text}
    </p>
  );
}
