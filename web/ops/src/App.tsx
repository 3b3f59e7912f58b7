import { lazy, useEffect, useMemo } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { operatorMay } from '@lobby/contract';
import { onSignedOut } from './lib/api';
import { useT } from './lib/i18n';
import { forgetOperatorData, useSessionQuery } from './lib/session';
import { Layout } from './layout/Layout';
import { Loading } from './components/Loading';
import { PAGES, type OpsPage } from './pages';
import { SignInPage } from './pages/sign-in/SignInPage';

/** Every page of the registry as a lazy component: each page downloads when first opened. */
function usePageComponents() {
  return useMemo(
    () => new Map(PAGES.map((page: OpsPage) => [page.path, lazy(page.load)] as const)),
    [],
  );
}

function SignedIn() {
  const t = useT();
  const session = useSessionQuery();
  const components = usePageComponents();
  if (session.isPending) return <Loading />;
  if (!session.data) return <Redirect to="/sign-in" />;
  const { role } = session.data;
  const allowed = PAGES.filter((page) => operatorMay(role, page.permission));
  return (
    <Layout pages={PAGES}>
      <Switch>
        {allowed.map((page) => {
          const Page = components.get(page.path)!;
          return (
            <Route key={page.path} path={`/${page.path}`} nest>
              <Page />
            </Route>
          );
        })}
        <Route path="/">
          {allowed[0] ? <Redirect to={`/${allowed[0].path}`} /> : <p>{t('nav.nothing')}</p>}
        </Route>
        <Route>
          <p className="ops-muted">{t('nav.notFound')}</p>
        </Route>
      </Switch>
    </Layout>
  );
}

/** The console: sign-in, then the signed-in layout with the pages of the operator's role. */
export function App() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useEffect(() => {
    onSignedOut(() => {
      forgetOperatorData(queryClient);
      navigate('/sign-in');
    });
  }, [queryClient, navigate]);
  return (
    <Switch>
      <Route path="/sign-in">
        <SignInPage />
      </Route>
      <Route>
        <SignedIn />
      </Route>
    </Switch>
  );
}

export function RoutedApp() {
  return (
    <Router base="/ops">
      <App />
    </Router>
  );
}
