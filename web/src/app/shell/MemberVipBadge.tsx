import { VipBadge } from '../../components/VipBadge';
import { useMemberInfo } from '../../features/accounts/shared/queries';

/** The header's VIP badge for a signed-in member with a club label (SPEC section 3). */
export default function MemberVipBadge() {
  const label = useMemberInfo().data?.clubLabel;
  return label ? <VipBadge label={label} /> : null;
}
