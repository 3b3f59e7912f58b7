import { formatDateTime } from '@lobby/contract';
import { useLanguage } from '../lib/i18n';

/** A moment (ISO 8601) as the operator's language writes it, in the browser's time zone. */
export function DateText({ iso }: { iso: string }) {
  const language = useLanguage();
  return <time dateTime={iso}>{formatDateTime(iso, language)}</time>;
}
