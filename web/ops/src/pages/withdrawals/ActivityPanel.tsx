import { OPS_ACTIVITY_DAYS } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { MoneyText } from '../../components/MoneyText';
import { useWithdrawalActivity } from './queries';

/** The requesting member's recent activity, beside the queue: balances, totals, latest items. */
export function ActivityPanel({
  withdrawalId,
  onClose,
}: {
  withdrawalId: string;
  onClose: () => void;
}) {
  const t = useT();
  const activity = useWithdrawalActivity(withdrawalId);
  const value = activity.data;
  return (
    <aside className="ops-panel ops-activity" aria-labelledby="ops-activity-title">
      <div className="ops-panel-head">
        <h2 id="ops-activity-title">
          {value ? t('activity.title', { name: value.userName }) : t('withdrawals.activity')}
        </h2>
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <ErrorMessage error={activity.error} />
      {!value ? (
        activity.isPending && <Loading />
      ) : (
        <>
          <p className="ops-muted">
            {t('activity.registered')} <DateText iso={value.registeredAt} />
          </p>
          <dl className="ops-facts">
            <div>
              <dt>{t('activity.balance')}</dt>
              <dd>
                <MoneyText minor={value.balance} />
              </dd>
            </div>
            <div>
              <dt>{t('activity.bonusBalance')}</dt>
              <dd>
                <MoneyText minor={value.bonusBalance} />
              </dd>
            </div>
          </dl>
          <h3>{t('activity.totals', { days: OPS_ACTIVITY_DAYS })}</h3>
          <dl className="ops-facts">
            {(['deposited', 'withdrawn', 'staked', 'won'] as const).map((name) => (
              <div key={name}>
                <dt>{t(`activity.${name}`)}</dt>
                <dd>
                  <MoneyText minor={value.totals[name]} />
                </dd>
              </div>
            ))}
          </dl>
          <h3>{t('activity.deposits')}</h3>
          <ul className="ops-list">
            {value.deposits.length === 0 && <li className="ops-muted">{t('activity.none')}</li>}
            {value.deposits.map((deposit) => (
              <li key={`${deposit.createdAt}-${deposit.amount}`}>
                <MoneyText minor={deposit.amount} /> · {deposit.method} · {deposit.status} ·{' '}
                <DateText iso={deposit.createdAt} />
              </li>
            ))}
          </ul>
          <h3>{t('activity.withdrawals')}</h3>
          <ul className="ops-list">
            {value.withdrawals.map((withdrawal) => (
              <li key={withdrawal.withdrawalId}>
                <MoneyText minor={withdrawal.amount} /> ·{' '}
                {t(`withdrawals.state.${withdrawal.status}`)} ·{' '}
                <DateText iso={withdrawal.createdAt} />
              </li>
            ))}
          </ul>
          <h3>{t('activity.plays')}</h3>
          <ul className="ops-list">
            {value.plays.length === 0 && <li className="ops-muted">{t('activity.none')}</li>}
            {value.plays.map((play, index) => (
              <li key={`${play.createdAt}-${index}`}>
                {t(`activity.play.${play.kind}`)} <MoneyText minor={play.amount} />
                {play.account === 'bonus' && ` (${t('activity.bonusAccount')})`} ·{' '}
                <DateText iso={play.createdAt} />
              </li>
            ))}
          </ul>
          <h3>{t('activity.bonuses')}</h3>
          <ul className="ops-list">
            {value.bonuses.length === 0 && <li className="ops-muted">{t('activity.none')}</li>}
            {value.bonuses.map((bonus) => (
              <li key={`${bonus.grantedAt}-${bonus.kind}`}>
                {bonus.promotionId ?? bonus.kind} · <MoneyText minor={bonus.granted} /> ·{' '}
                {bonus.state} · <DateText iso={bonus.grantedAt} />
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}
