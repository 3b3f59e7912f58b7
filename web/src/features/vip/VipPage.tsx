import {
  formatNumber,
  rankProgress,
  showsVipBenefits,
  type CallValue,
  type VipLevel,
  type WalletCurrency,
} from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { VipConditions } from '../../components/VipConditions';
import { useLanguage, useT } from '../../lib/i18n';
import { useRankProgress, useVipLevels } from '../../lib/member-rewards';
import '../../components/vip.css';
import { textLanguageAttributes } from '../../lib/text-language';

/**
 * A member's standing: their level (or none), the next level and how many of its conditions reach
 * it, each condition with the member's progress; at the top, the conditions that keep the level.
 */
function VipStanding({
  progress,
  levels,
  currency,
}: {
  progress: CallValue<typeof rankProgress>;
  levels: readonly VipLevel[];
  currency: WalletCurrency;
}) {
  const t = useT();
  const language = useLanguage();
  const count = (value: number) => String(formatNumber(value, 0, language));
  const mine = levels.find((level) => level.labelId === progress.playerRankProgress.labelId);
  const next = progress.next && levels.find((level) => level.labelId === progress.next!.labelId);
  return (
    <section className="vip-standing" aria-labelledby="vip-standing-title">
      <h2 id="vip-standing-title" className="vip-standing-level">
        {mine ? t('vip.current', { name: mine.labelName }) : t('vip.none')}
      </h2>
      {next && progress.next ? (
        <>
          <h3 className="vip-standing-next">{t('vip.next', { name: next.labelName })}</h3>
          {progress.next.conditions.length > 0 ? (
            <>
              <p className="vip-standing-rule">
                {t('vip.required', {
                  required: count(progress.next.requiredConditions),
                  total: count(progress.next.conditions.length),
                })}
              </p>
              <VipConditions conditions={progress.next.conditions} currency={currency} />
              <p className="vip-standing-note">{t('vip.reviewNote')}</p>
            </>
          ) : (
            <p className="vip-standing-note">{t('vip.byOperator')}</p>
          )}
        </>
      ) : (
        mine && (
          <>
            <p>{t('vip.top')}</p>
            {progress.conditions.length > 0 && (
              <>
                <h3>{t('vip.keep')}</h3>
                <VipConditions conditions={progress.conditions} currency={currency} />
              </>
            )}
          </>
        )
      )}
    </section>
  );
}

/**
 * The VIP club: a member's standing on top, then every level by rank with its named conditions
 * and what it gives; the member's level and the next are marked.
 */
export default function VipPage() {
  const t = useT();
  const language = useLanguage();
  const levels = useVipLevels();
  const progress = useRankProgress().data;
  const mine = progress?.playerRankProgress.labelId ?? null;
  const next = progress?.next?.labelId ?? null;
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
  } else if (levels.data.levels.length === 0) {
    body = <EmptyState title={t('vip.title')} body={t('vip.noLevels')} />;
  } else {
    const { currency } = levels.data;
    body = (
      <>
        {progress && (
          <VipStanding progress={progress} levels={levels.data.levels} currency={currency} />
        )}
        <ol className="vip-levels">
          {levels.data.levels.map((level) => (
            <li
              key={level.labelId}
              className="vip-level"
              aria-current={level.labelId === mine ? 'true' : undefined}
            >
              <h2 className="vip-level-name">
                <span {...textLanguageAttributes(level.textLanguages?.labelName)}>
                  {level.labelName}
                </span>
                <span className="vip-level-rank">
                  {t('vip.level', { level: String(formatNumber(level.rankLevel, 0, language)) })}
                </span>
              </h2>
              {level.labelId === mine && <p className="vip-level-mine">{t('vip.yourLevel')}</p>}
              {progress && level.labelId === next && (
                <p className="vip-level-mine">{t('vip.nextLevel')}</p>
              )}
              {level.conditions.length > 0 ? (
                <VipConditions conditions={level.conditions} currency={currency} />
              ) : (
                <p className="vip-level-conditions">{t('vip.byOperator')}</p>
              )}
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
