import { formatNumber, type BonusKind, type BonusView, type WalletCurrency } from '@lobby/contract';
import { isHeld, useForfeitBonus, useMemberBonuses } from '../lib/bonuses';
import { useDates } from '../lib/dates';
import { openDialog, showToast } from '../lib/dialogs';
import { useLanguage, useT } from '../lib/i18n';
import { formatMinorUnits, isolateAmount } from '../lib/wallet-balance';
import './bonuses.css';

const TOAST_MS = 3000;

/** A bonus paid without a promotion (cashback, a VIP reward) is named by its kind. */
const KIND_KEYS: Record<BonusKind, string> = {
  depositMatch: 'bonus.kind.depositMatch',
  freeCredit: 'bonus.kind.freeCredit',
  cashback: 'bonus.kind.cashback',
  vipReward: 'bonus.kind.vipReward',
};

/** Wagered over required as a whole percent, from 0 to 100 (a bonus requiring nothing is done). */
export function wageringPercent(wagered: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((wagered / required) * 100)));
}

function BonusCard({ bonus, currency }: { bonus: BonusView; currency: WalletCurrency }) {
  const t = useT();
  const language = useLanguage();
  const dates = useDates();
  const forfeit = useForfeitBonus();
  const money = (amount: number) => isolateAmount(formatMinorUnits(amount, currency, language));
  const title = bonus.title ?? t(KIND_KEYS[bonus.kind]);
  const queued = bonus.state === 'queued';
  // A queued bonus's money enters the bonus account when it starts: until then it is the grant.
  const amount = queued ? bonus.granted : bonus.balance;
  const percent = wageringPercent(bonus.wagered, bonus.required);
  const progress = t('bonus.wagered', {
    wagered: money(bonus.wagered),
    required: money(bonus.required),
  });
  const confirmForfeit = () =>
    openDialog({
      kind: 'confirm',
      title: t('bonus.forfeitTitle', { title }),
      message: t('bonus.forfeitBody', { amount: money(amount) }),
      confirmLabel: t('bonus.forfeit'),
      cancelLabel: t('bonus.keep'),
      onConfirm: () =>
        forfeit.mutate(
          { bonusId: bonus.id },
          { onSuccess: () => showToast(t('bonus.forfeitDone'), TOAST_MS) },
        ),
    });
  return (
    <li className="bonus-card" data-testid="active-bonus" data-state={bonus.state}>
      <div className="bonus-card-head">
        <h3 className="bonus-title">
          <bdi>{title}</bdi>
        </h3>
        <bdi className="bonus-amount" data-testid="bonus-balance">
          {formatMinorUnits(amount, currency, language)}
        </bdi>
      </div>
      {queued && <p className="bonus-fact bonus-queued">{t('bonus.queued')}</p>}
      <div
        className="bonus-bar"
        role="progressbar"
        aria-label={t('bonus.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progress}
      >
        <span className="bonus-bar-fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="bonus-fact" data-testid="bonus-progress">
        {progress}{' '}
        <span className="bonus-muted">({String(formatNumber(percent, 0, language))}%)</span>
      </p>
      <p className="bonus-fact bonus-muted">
        {t('bonus.expires', { date: dates.date(bonus.expiresAt, 'dateTime') })}
      </p>
      {bonus.maxBet !== null && (
        <p className="bonus-fact bonus-muted">
          {t('bonus.maxBet', { amount: money(bonus.maxBet) })}
        </p>
      )}
      <button
        type="button"
        className="button secondary bonus-forfeit"
        aria-busy={forfeit.isPending || undefined}
        disabled={forfeit.isPending}
        onClick={confirmForfeit}
      >
        {t('bonus.forfeit')}
      </button>
    </li>
  );
}

/**
 * The member's bonuses held now (wallet and member home): the active one and any queued behind
 * it, each with its bonus money, the wagering done of what is required, expiry, the maximum bet
 * and a forfeit that first says what is lost. Loading, empty and error states of its own.
 */
export function ActiveBonuses() {
  const t = useT();
  const bonuses = useMemberBonuses();
  const data = bonuses.data;
  const held = data?.bonuses.filter(isHeld) ?? [];
  return (
    <section className="bonus-section" aria-labelledby="active-bonuses-title">
      <h2 id="active-bonuses-title" className="bonus-section-title">
        {t('bonus.activeTitle')}
      </h2>
      {bonuses.isPending ? (
        <div className="bonus-card shimmer bonus-skeleton" aria-hidden="true" />
      ) : bonuses.isError ? (
        <div className="bonus-state" role="alert">
          <p>{t('bonus.loadError')}</p>
          <button type="button" className="button secondary" onClick={() => void bonuses.refetch()}>
            {t('action.retry')}
          </button>
        </div>
      ) : data && held.length === 0 ? (
        <p className="bonus-state bonus-muted">{t('bonus.none')}</p>
      ) : data ? (
        <ul className="bonus-list">
          {held.map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} currency={data} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
