import { Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $loggedIn } from '@si/core';
import { $allowedModules } from '../../access/states/$allowedModules.ts';
import { moduleAccess } from '../../access/utils/moduleAccess.ts';
import { Layout } from '../../frame/components/Layout.tsx';
import { $router } from '../states/$router.ts';
import { pages } from '../../../pages/pages.ts';
import { NOT_ALLOWED_PATH, resolveRedirect } from '../utils/resolveRedirect.ts';
import { routeByName } from '../utils/routeByName.ts';
import { PageLoading } from './PageLoading.tsx';

const EMPTY: Record<string, string> = {};

/** Renders the current route: guard first, then its layout around its lazy page; unknown paths get not-found. */
export function RouteView() {
  const page = useStore($router);
  const loggedIn = useStore($loggedIn);
  const route = page ? routeByName.get(String(page.route)) : undefined;
  const allowed = useStore($allowedModules);
  // Spec 6: a module the organization has not enabled leads to not-allowed (the server also answers 403).
  const access = loggedIn ? moduleAccess(route, allowed) : 'allowed';
  const redirect = resolveRedirect(route, loggedIn) ?? (access === 'denied' ? NOT_ALLOWED_PATH : undefined);

  useEffect(() => {
    // Replace, not push: Back must not return to a page the guard refused.
    if (redirect) $router.open(redirect, true);
  }, [redirect]);

  if (redirect) return null;
  if (!route || !page) {
    const NotFound = pages.notFound;
    return (
      <Layout name="blank">
        <Suspense fallback={<PageLoading />}>
          <NotFound route={NOT_FOUND_ROUTE} params={EMPTY} search={EMPTY} />
        </Suspense>
      </Layout>
    );
  }
  const Page = pages[route.page];
  return (
    <Layout name={route.layout}>
      <Suspense fallback={<PageLoading />}>
        {access === 'pending' ? <PageLoading /> : <Page key={page.path} route={route} params={page.params as Record<string, string>} search={page.search} />}
      </Suspense>
    </Layout>
  );
}

const NOT_FOUND_ROUTE = routeByName.get('not-found')!;
