import { showsVipBenefits } from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { useT } from '../../lib/i18n';
import { useRankProgress, useVipLevels } from '../../lib/member-rewards';
import '../../components/vip.css';

/** The VIP club: every level by rank with what it gives; the member's own level is marked. */
export default function VipPage() {
  const t = useT();
  const levels = useVipLevels();
  const mine = useRankProgress().data?.playerRankProgress.labelId ?? null;
  let body;
  if (levels.isPending) {
    body = <div className="vip-level shimmer" role="status" aria-label={t('loading')} />;
  } else if (levels.isError) {
    body = (
      <div className="vip-level" role="alert">
        <p>{t('vip.loadError')}</p>
        <button type="button" className="button secondary" onClick={() => void levels.refetch()}>
          {t('action.retry')}
        </button>
      </div>
    );
  } else if (levels.data.length === 0) {
    body = <EmptyState title={t('vip.title')} body={t('vip.noLevels')} />;
  } else {
    body = (
      <ol className="vip-levels">
        {levels.data.map((level) => (
          <li
            key={level.labelId}
            className="vip-level"
            aria-current={level.labelId === mine ? 'true' : undefined}
          >
            <h2 className="vip-level-name">
              <span>{level.labelName}</span>
              <span className="vip-level-rank">{t('vip.level', { level: level.rankLevel })}</span>
            </h2>
            {level.labelId === mine && <p className="vip-level-mine">{t('vip.yourLevel')}</p>}
            {showsVipBenefits(level) && level.benefits.length > 0 && (
              <ul className="vip-benefits" aria-label={t('vip.benefits')}>
                {level.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    );
  }
  return <PageFrame title={t('vip.title')}>{body}</PageFrame>;
}
