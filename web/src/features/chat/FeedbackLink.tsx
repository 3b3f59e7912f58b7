import { Link } from 'wouter';
import { PAGE_PATHS } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/** The way from customer service to /m/feedback, for members (a visitor would be sent home). */
export function FeedbackLink() {
  const t = useT();
  if (!useSession()) return null;
  return (
    <Link href={PAGE_PATHS.feedback} className="chat-feedback-link">
      {t('page.feedback')}
    </Link>
  );
}
