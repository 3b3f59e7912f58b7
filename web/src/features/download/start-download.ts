import { downloadTip, iosMajorVersion, MESSAGE_KEYS, type DownloadKind } from '@lobby/contract';
import { openDialog } from '../../lib/dialogs';
import { t } from '../../lib/i18n';
import { trackEvent } from '../../lib/tracked-events';

/**
 * After a download starts: a configuration profile is installed from Settings, so the player is
 * told where (ios17_download_tips on iOS 17 and later, app_goto_setting before).
 */
export function afterDownload(kind: DownloadKind): void {
  trackEvent('downloadApp');
  const tip = downloadTip(kind, iosMajorVersion(navigator.userAgent));
  if (tip) openDialog({ kind: 'notice', title: t(MESSAGE_KEYS.notice), message: t(tip) });
}
