import { Suspense } from 'react';
import { DownloadBarSlot } from '../../features/download/DownloadBarSlot';
import { useDownloadSetting } from '../../features/download/queries';
import { lazyPage } from '../../lib/lazy-page';

// The member's rank is read (with the accounts code) only where the merchant gates the bar by VIP.
const VipGatedDownloadBar = lazyPage(() => import('./VipGatedDownloadBar'));

/** The download bar of the entry pages; a VIP gate waits for the member's rank level. */
export function ShellDownloadBar({ loggedIn }: { loggedIn: boolean }) {
  const gated = (useDownloadSetting().data?.bar.vipRankLevel ?? null) !== null;
  if (gated && loggedIn) {
    return (
      <Suspense fallback={null}>
        <VipGatedDownloadBar />
      </Suspense>
    );
  }
  return <DownloadBarSlot loggedIn={loggedIn} memberRankLevel={null} />;
}
