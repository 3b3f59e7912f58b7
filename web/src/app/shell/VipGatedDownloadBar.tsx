import { useMemberInfo } from '../../features/accounts/shared/queries';
import { DownloadBarSlot } from '../../features/download/DownloadBarSlot';

/** The download bar behind a VIP gate: shown once the member's rank level is known and enough. */
export default function VipGatedDownloadBar() {
  const rankLevel = useMemberInfo().data?.clubLabel?.rankLevel ?? null;
  return <DownloadBarSlot loggedIn memberRankLevel={rankLevel} />;
}
