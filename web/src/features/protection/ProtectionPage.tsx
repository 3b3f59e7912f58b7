import { LIMIT_KINDS, type LimitKind } from '@lobby/contract';
import { OfflineState } from '../../components/OfflineState';
import { PageFrame } from '../../components/PageFrame';
import { useT } from '../../lib/i18n';
import { isOfflineQuery } from '../../lib/offline';
import { useWalletBalance } from '../../lib/wallet-balance';
import { BreakCard } from './BreakCard';
import { LimitRow } from './LimitRow';
import { useProtectionStatus } from './queries';
import { RealityCheckCard } from './RealityCheckCard';
import '../../components/forms.css';
import './protection.css';

const TITLES: Record<LimitKind, string> = {
  deposit: 'protection.depositLimits',
  loss: 'protection.lossLimits',
  session: 'protection.sessionLimit',
};

/** /m/protection (member only): limits, reality checks, time-out and self-exclusion. */
export default function ProtectionPage() {
  const t = useT();
  const status = useProtectionStatus();
  const balance = useWalletBalance();

  if (isOfflineQuery(status)) {
    return (
      <PageFrame title={t('page.protection')}>
        <OfflineState onRetry={() => void status.refetch()} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('page.protection')}>
      <div className="protection-page">
        <p className="protection-intro">{t('protection.intro')}</p>
        {status.isPending ? (
          <div className="account-card" aria-hidden="true">
            <div className="skeleton row-skeleton" />
            <div className="skeleton row-skeleton" />
          </div>
        ) : status.isError ? (
          <div className="inline-state" role="alert">
            <p>{t('protection.loadError')}</p>
            <button
              type="button"
              className="button secondary"
              onClick={() => void status.refetch()}
            >
              {t('action.retry')}
            </button>
          </div>
        ) : (
          <>
            {LIMIT_KINDS.map((kind) => (
              <section key={kind} className="account-card" aria-labelledby={`limits-${kind}`}>
                <h2 id={`limits-${kind}`} className="card-title">
                  {t(TITLES[kind])}
                </h2>
                <ul className="limit-list">
                  {status.data.limits
                    .filter((limit) => limit.kind === kind)
                    .map((limit) => (
                      <LimitRow
                        key={`${limit.kind}-${limit.period}`}
                        limit={limit}
                        currency={balance.data}
                      />
                    ))}
                </ul>
              </section>
            ))}
            <RealityCheckCard realityCheck={status.data.realityCheck} />
          </>
        )}
        <BreakCard />
      </div>
    </PageFrame>
  );
}
