import { Link, useLocation } from 'wouter';
import { downloadKind, normalizePath, PAGE_PATHS, platformDownload } from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { useT } from '../../lib/i18n';
import { AppIdentity } from './AppIdentity';
import { DownloadLink } from './DownloadLink';
import { devicePlatform } from './device';
import { useDownloadSetting } from './queries';
import { afterDownload } from './start-download';
import './download.css';

/** /m/download and /m/app: the app, its download for this phone, and every other one offered. */
export default function DownloadPage() {
  const t = useT();
  const [pathname] = useLocation();
  const query = useDownloadSetting();
  const title = t(normalizePath(pathname) === PAGE_PATHS.app ? 'page.app' : 'page.download');
  const setting = query.data;
  if (!setting) {
    return (
      <PageFrame title={title}>
        <div className="page-loading" role="status" aria-label={t('loading')} />
      </PageFrame>
    );
  }
  const mine = platformDownload(setting.links, devicePlatform());
  const all = (
    [
      ['download.android', setting.links.android],
      ['download.ios', setting.links.ios],
      ['download.iosLite', setting.links.iosLite],
    ] as const
  ).flatMap(([labelKey, url]) => {
    const kind = downloadKind(url);
    return url && kind ? [{ labelKey, offer: { url, kind } }] : [];
  });
  if (all.length === 0) {
    return (
      <PageFrame title={title}>
        <EmptyState
          title={title}
          body={t('download.none')}
          action={
            <Link className="button" href={PAGE_PATHS.home}>
              {t('action.backHome')}
            </Link>
          }
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <section className="download-page">
        <AppIdentity setting={setting} large nameId="download-app-name" />
        <p>{t('download.windowBody')}</p>
        {mine && <DownloadLink offer={mine} label={t('download.get')} block />}
        {!mine && <p className="download-note">{t('download.none')}</p>}
        <ul className="download-all" aria-labelledby="download-app-name">
          {all.map(({ labelKey, offer }) => (
            <li key={labelKey}>
              <a
                className="download-other"
                href={offer.url}
                onClick={() => afterDownload(offer.kind)}
              >
                {t(labelKey)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
