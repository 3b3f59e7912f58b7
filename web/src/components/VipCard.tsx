import { Link } from 'wouter';
import { PAGE_PATHS, showsVipBenefits, vipProgress, type MemberInfo } from '@lobby/contract';
import { useT } from '../lib/i18n';
import { useRankProgress, useVipLevels } from '../lib/member-rewards';
import './vip.css';

/**
 * The member home's VIP card: the level, a bar of completed over expected conditions (full
 * without a label, SPEC section 4), the level's benefits when its type is AUTO, and the levels.
 */
export function VipCard({ label }: { label: MemberInfo['clubLabel'] }) {
  const t = useT();
  const progress = useRankProgress();
  const levels = useVipLevels();
  const facts = progress.data;
  const share = facts
    ? vipProgress({ ...facts.currentProgress, labelId: facts.playerRankProgress.labelId })
    : 0;
  const percent = Math.round(share * 100);
  const level = levels.data?.find((candidate) => candidate.labelId === label?.labelId);
  const benefits = showsVipBenefits(label) ? (level?.benefits ?? []) : [];
  return (
    <section className="account-card vip-card" aria-labelledby="vip-card-title">
      <h2 id="vip-card-title" className="card-title">
        {t('vip.title')}
      </h2>
      {label && <p className="vip-card-level">{label.labelName}</p>}
      <div
        className="vip-bar"
        role="progressbar"
        aria-label={t('vip.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={facts ? percent : undefined}
        aria-busy={progress.isPending}
      >
        <span className="vip-bar-fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      {facts && (
        <p className="vip-card-progress">
          {facts.playerRankProgress.labelId && share < 1
            ? t('vip.progress', {
                done: facts.currentProgress.completedConditions,
                total: facts.currentProgress.totalExpectedConditions,
              })
            : t('vip.full')}
        </p>
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
