import { Link } from 'wouter';
import {
  formatNumber,
  PAGE_PATHS,
  showsVipBenefits,
  vipProgress,
  type MemberInfo,
} from '@lobby/contract';
import { useLanguage, useT } from '../lib/i18n';
import { useRankProgress, useVipLevels } from '../lib/member-rewards';
import { vipStanding } from '../lib/vip-standing';
import { VipConditions } from './VipConditions';
import './vip.css';

/**
 * The member home's VIP card: the member's level or none yet, a bar of completed over expected
 * conditions on that level (no bar without a level: SPEC's "full" share of a member without a
 * label is not progress), the next level with each of its conditions and the member's progress
 * on it, the level's benefits when its type is AUTO, and the link to all levels.
 */
export function VipCard({ label }: { label: MemberInfo['clubLabel'] }) {
  const t = useT();
  const language = useLanguage();
  const progress = useRankProgress();
  const levels = useVipLevels();
  const count = (value: number) => String(formatNumber(value, 0, language));
  const facts = progress.data;
  const ranked = facts?.playerRankProgress.labelId ? facts : undefined;
  const share = ranked
    ? vipProgress({ ...ranked.currentProgress, labelId: ranked.playerRankProgress.labelId })
    : 0;
  const percent = Math.round(share * 100);
  const { current, next } = vipStanding(levels.data?.levels ?? [], label);
  const nextProgress = facts?.next?.labelId === next?.labelId ? facts?.next : undefined;
  const benefits = showsVipBenefits(label) ? (current?.benefits ?? []) : [];
  return (
    <section className="account-card vip-card" aria-labelledby="vip-card-title">
      <h2 id="vip-card-title" className="card-title">
        {t('vip.title')}
      </h2>
      <p className="vip-card-level">{label ? label.labelName : t('vip.none')}</p>
      {label && (
        <div
          className="vip-bar"
          role="progressbar"
          aria-label={t('vip.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={ranked ? percent : undefined}
          aria-busy={progress.isPending}
        >
          <span className="vip-bar-fill" style={{ inlineSize: `${percent}%` }} />
        </div>
      )}
      {label && ranked && (
        <p className="vip-card-progress">
          {share < 1
            ? t('vip.progress', {
                done: count(ranked.currentProgress.completedConditions),
                total: count(ranked.currentProgress.totalExpectedConditions),
              })
            : t('vip.full')}
        </p>
      )}
      {levels.data && (
        <div className="vip-card-next">
          {next ? (
            <>
              <p>{t('vip.next', { name: next.labelName })}</p>
              {nextProgress && nextProgress.conditions.length > 0 && levels.data ? (
                <VipConditions
                  conditions={nextProgress.conditions}
                  currency={levels.data.currency}
                />
              ) : (
                <p className="vip-card-progress">
                  {t('vip.conditions', { count: count(next.totalConditions) })}
                </p>
              )}
            </>
          ) : (
            current && <p>{t('vip.top')}</p>
          )}
        </div>
      )}
      {benefits.length > 0 && (
        <>
          <h3 className="vip-benefits-title">{t('vip.benefits')}</h3>
          <ul className="vip-benefits">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </>
      )}
      <Link className="button secondary" href={PAGE_PATHS.vip}>
        {t('vip.seeLevels')}
      </Link>
    </section>
  );
}
