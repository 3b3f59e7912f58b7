import { Link } from 'wouter';
import { PAGE_PATHS, type MemberInfo } from '@lobby/contract';
import { useT } from '../lib/i18n';

type ClubLabel = NonNullable<MemberInfo['clubLabel']>;

/** The member's VIP level in the header: a crown and the level's name, opening the VIP page. */
export function VipBadge({ label }: { label: ClubLabel }) {
  const t = useT();
  return (
    <Link
      href={PAGE_PATHS.vip}
      className="vip-badge"
      aria-label={t('vip.badge', { name: label.labelName })}
      data-rank={label.rankLevel}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="vip-crown">
        <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5L3 7zm2 13h14v2H5z" />
      </svg>
      <span className="vip-badge-name">{label.labelName}</span>
    </Link>
  );
}
