import type { DownloadKind } from '@lobby/contract';
import { afterDownload } from './start-download';

export interface Offer {
  url: string;
  kind: DownloadKind;
}

/** The download link as a button; a profile tells where it installs from once it is fetched. */
export function DownloadLink({
  offer,
  label,
  block = false,
}: {
  offer: Offer;
  label: string;
  block?: boolean;
}) {
  return (
    <a
      className={block ? 'button block' : 'button small download-button'}
      href={offer.url}
      onClick={() => afterDownload(offer.kind)}
    >
      {label}
    </a>
  );
}
