import { formatNumber, showsVipBenefits } from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { useLanguage, useT } from '../../lib/i18n';
import { useRankProgress, useVipLevels } from '../../lib/member-rewards';
import { vipStanding } from '../../lib/vip-standing';
import '../../components/vip.css';
import { textLanguageAttributes } from '../../lib/text-language';

/**
 * The VIP club: every level by rank with its conditions and what it gives; a member's own level
 * and the next one are marked, and a member without a level reads so.
 */
export default function VipPage() {
  const t = useT();
  const language = useLanguage();
  const levels = useVipLevels();
  const progress = useRankProgress().data;
  const mine = progress?.playerRankProgress.labelId ?? null;
  const mineLevel = levels.data?.find((level) => level.labelId === mine);
  const { next } = vipStanding(levels.data ?? [], mineLevel ?? null);
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
      <>
        {progress && !mine && <p className="vip-none">{t('vip.none')}</p>}
        <ol className="vip-levels">
          {levels.data.map((level) => (
            <li
              key={level.labelId}
              className="vip-level"
              aria-current={level.labelId === mine ? 'true' : undefined}
            >
              <h2 className="vip-level-name">
                <span {...textLanguageAttributes(level.textLanguages?.labelName)}>
                  {level.labelName}
                </span>
                <span className="vip-level-rank">{t('vip.level', { level: level.rankLevel })}</span>
              </h2>
              {level.labelId === mine && <p className="vip-level-mine">{t('vip.yourLevel')}</p>}
              {progress && level.labelId === next?.labelId && (
                <p className="vip-level-mine">{t('vip.nextLevel')}</p>
              )}
              <p className="vip-level-conditions">
                {t('vip.conditions', {
                  count: String(formatNumber(level.totalConditions, 0, language)),
                })}
              </p>
              {showsVipBenefits(level) && level.benefits.length > 0 && (
                <ul className="vip-benefits" aria-label={t('vip.benefits')}>
                  {level.benefits.map((benefit, index) => (
                    <li
                      key={benefit}
                      {...textLanguageAttributes(level.textLanguages?.[`benefits.${index}`])}
                    >
                      {benefit}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </>
    );
  }
  return <PageFrame title={t('vip.title')}>{body}</PageFrame>;
}
