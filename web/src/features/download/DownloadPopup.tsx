import { useEffect, useRef, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { banners as bannersCall, downloadKind, type DownloadSetting } from '@lobby/contract';
import { Icon } from '../../components/icons';
import { Scrim } from '../../components/Scrim';
import { api } from '../../lib/api';
import { useModalCovered } from '../../lib/modal-layer';
import { useLanguage, useT } from '../../lib/i18n';
import { sessionStore } from '../../lib/storage';
import { claimVisitPrompt, visitPromptFree } from '../../lib/visit-prompt';
import { AppIdentity } from './AppIdentity';
import { useDownloadBarOnScreen } from './bar-on-screen';
import { DownloadLink } from './DownloadLink';
import { devicePlatform } from './device';

/** Session flag: the popup showed once this session. */
const POPUP_SHOWN_KEY = 'lobby:downloadPopupShown';

/** The popup's link for this phone: iOS the lite key's (MOBILECONFIG), Android the Android key's. */
export function popupOffer(setting: DownloadSetting) {
  const platform = devicePlatform();
  const url =
    platform === 'ios'
      ? setting.popup.iosLite
      : platform === 'android'
        ? setting.popup.android
        : null;
  const kind = downloadKind(url);
  return url && kind ? { url, kind } : undefined;
}

function PopupBanners({ groups }: { groups: string[] }) {
  const language = useLanguage();
  const answers = useQueries({
    queries: groups.map((groupName) => ({
      queryKey: ['download', 'popupBanners', groupName, language],
      queryFn: async () =>
        (await api.call(bannersCall, { query: { groupName }, alert: false, auth: false })).banners,
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const first = answers.flatMap((answer) => answer.data?.slice(0, 1) ?? []);
  if (first.length === 0) return null;
  return (
    <div className="download-popup-banners">
      {first.map((banner) => (
        <img key={banner.id} src={banner.url} alt={banner.title} width={320} height={160} />
      ))}
    </div>
  );
}

/**
 * The download popup (SPEC section 2): after the wait (20 s by default) on the entry pages,
 * once a session, to a phone with the popup's link outside the app, in a visit no other prompt holds,
 * and never while the download bar offers the same app (it waits until the bar is closed).
 */
export function DownloadPopup({
  setting,
  eligible,
}: {
  setting: DownloadSetting;
  eligible: boolean;
}) {
  const t = useT();
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);
  const covered = useModalCovered();
  // The bar offers the same app: the popup waits until it is closed.
  const barOnScreen = useDownloadBarOnScreen();
  const offer = popupOffer(setting);
  const closeRef = useRef<HTMLButtonElement>(null);
  const ready = eligible && setting.popup.enabled && !!offer;

  useEffect(() => {
    if (!ready || sessionStore.get(POPUP_SHOWN_KEY) === '1' || !visitPromptFree('downloadPopup'))
      return;
    const timer = window.setTimeout(() => setDue(true), setting.popup.waitMs);
    return () => window.clearTimeout(timer);
  }, [ready, setting.popup.waitMs]);

  // Never over another sheet or dialog: the popup waits until the page is clear.
  useEffect(() => {
    if (!due || covered || barOnScreen || open) return;
    setDue(false);
    // Another prompt may have taken the visit during the wait.
    if (!claimVisitPrompt('downloadPopup')) return;
    sessionStore.set(POPUP_SHOWN_KEY, '1');
    setOpen(true);
  }, [due, covered, barOnScreen, open]);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  if (!open || !offer) return null;
  const close = () => setOpen(false);
  return (
    <Scrim onClick={close}>
      <div
        className="sheet download-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby="download-popup-title"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        <div className="download-popup-head">
          <h2 id="download-popup-title">{t('download.windowTitle', { name: setting.appName })}</h2>
          <button
            ref={closeRef}
            type="button"
            className="icon-button"
            aria-label={t('action.close')}
            onClick={close}
          >
            <Icon name="close" />
          </button>
        </div>
        <PopupBanners groups={setting.popup.banners} />
        <AppIdentity setting={setting} large />
        <p>{t('download.windowBody')}</p>
        <DownloadLink offer={offer} label={t('download.get')} block />
      </div>
    </Scrim>
  );
}
