import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { calls, type OpsLanguage } from '@lobby/contract';
import { opsRequest, setActingMerchant } from '../lib/api';
import { useConsoleInfo } from '../lib/console';
import { setLanguage, useLanguage, useT } from '../lib/i18n';
import { forgetOperatorData, useOperator, useSessionQuery } from '../lib/session';
import { Loading } from '../components/Loading';
import type { OpsPage } from '../pages';

const LANGUAGE_NAMES: Record<OpsLanguage, string> = {
  EN: 'English',
  CN: '中文',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
};

/** The signed-in frame: navigation of the pages the role may open, who is signed in, the page. */
export function Layout({ pages, children }: { pages: readonly OpsPage[]; children: ReactNode }) {
  const t = useT();
  const operator = useOperator();
  const info = useConsoleInfo();
  const language = useLanguage();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => opsRequest(calls.operatorLogout),
    onSettled: () => {
      setActingMerchant(undefined);
      forgetOperatorData(queryClient);
      navigate('/sign-in');
    },
  });
  const session = useSessionQuery().data;
  const visible = pages.filter((page) => operator.may(page.permission));
  return (
    <div className="ops-shell">
      <header className="ops-top">
        <strong className="ops-brand">{info.merchantName}</strong>
        <span className="ops-who" data-testid="ops-who">
          {operator.username} · {t(`role.${operator.role}`)}
        </span>
        {session?.superOperator && (
          <label className="ops-language">
            <span className="ops-visually-hidden">{t('common.merchant')}</span>
            <select
              aria-label={t('common.merchant')}
              value={operator.merchantCode}
              onChange={(event) => {
                setActingMerchant((event.target as HTMLSelectElement).value);
                // Everything read so far was the other merchant's: read it all again.
                void queryClient.invalidateQueries();
              }}
            >
              {session.merchants.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="ops-language">
          <span className="ops-visually-hidden">{t('common.language')}</span>
          <select
            value={language}
            onChange={(event) =>
              void setLanguage((event.target as HTMLSelectElement).value as OpsLanguage)
            }
          >
            {info.languages.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {t('common.signOut')}
        </button>
      </header>
      <nav className="ops-nav" aria-label={t('nav.label')}>
        <ul>
          {visible.map((page) => {
            const href = `/${page.path}`;
            const current = location === href || location.startsWith(`${href}/`);
            return (
              <li key={page.path}>
                <Link href={href} aria-current={current ? 'page' : undefined}>
                  {t(page.titleKey)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main className="ops-main">
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </main>
    </div>
  );
}
