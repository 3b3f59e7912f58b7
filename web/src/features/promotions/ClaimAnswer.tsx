import { Link } from 'wouter';
import { formatNumber, PAGE_PATHS, type ClaimOutcome } from '@lobby/contract';
import { useDates } from '../../lib/dates';
import { useLanguage, useT } from '../../lib/i18n';
import { formatMinorUnits, isolateAmount, useWalletBalance } from '../../lib/wallet-balance';

/** Where an action promotion's reward is earned, and the button's words. */
export const PROMOTION_ACTIONS = {
  APP_DOWNLOAD: {
    path: PAGE_PATHS.download,
    text: 'bonus.claimAppDownload',
    label: 'page.download',
  },
  REFERRAL: {
    path: PAGE_PATHS.inviteFriends,
    text: 'bonus.claimReferral',
    label: 'page.inviteFriends',
  },
} as const;

/**
 * What a claim or a promo code did, said exactly where the player tapped (issue 30 point 4): the
 * bonus credited and the wagering it requires, the deposit it waits for, or the action that earns
 * it, with the button that leads there.
 */
export function ClaimAnswer({
  promotionId,
  outcome,
}: {
  promotionId: string;
  outcome: ClaimOutcome;
}) {
  const t = useT();
  const language = useLanguage();
  const dates = useDates();
  const currency = useWalletBalance().data;
  const money = (amount: number) =>
    isolateAmount(
      currency
        ? formatMinorUnits(amount, currency, language)
        : String(formatNumber(amount, 0, language)),
    );
  let text: string;
  let next: { path: string; label: string } | null = null;
  let expires: string | null = null;
  switch (outcome.kind) {
    case 'credited':
      text = t(outcome.state === 'queued' ? 'bonus.claimQueued' : 'bonus.claimCredited', {
        amount: money(outcome.amount),
        required: money(outcome.wageringRequired),
      });
      expires = t('bonus.expires', { date: dates.date(outcome.expiresAt, 'dateTime') });
      break;
    case 'nextDeposit':
      text = t('bonus.claimNextDeposit', {
        percent: String(formatNumber(outcome.percent, 0, language)),
        max: money(outcome.cap),
        min: money(outcome.minDeposit),
      });
      next = {
        path: `${PAGE_PATHS.walletDeposit}?bonus=${encodeURIComponent(promotionId)}`,
        label: 'bonus.depositNow',
      };
      break;
    case 'action': {
      const action = PROMOTION_ACTIONS[outcome.action];
      text = t(action.text);
      next = { path: action.path, label: action.label };
      break;
    }
    case 'recorded':
      text = t('bonus.claimRecorded');
      break;
  }
  return (
    <div className="promo-answer" role="status" data-testid="claim-answer">
      <p>{text}</p>
      {expires && <p className="promo-answer-note">{expires}</p>}
      {next && (
        <Link className="button block" href={next.path}>
          {t(next.label)}
        </Link>
      )}
    </div>
  );
}
