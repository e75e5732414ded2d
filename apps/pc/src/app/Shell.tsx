import { showLoginDialogAtom } from '@storefront/state';
import { t } from '@storefront/ui-shared';
import {
  authGuardAction,
  ERROR_TOAST_DURATION_MS,
  errorToastContent,
  importWithReload,
  NavigationLoader,
  pageRouteMatch,
  useAppBootstrap,
  useLocale,
  useVersionWatcher,
} from '@storefront/ui-shared/react';
import ConfigProvider from 'antd/es/config-provider';
import useMessage from 'antd/es/message/useMessage';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { LazyBoundary } from '../account/LazyBoundary';
import { LoginRequired } from '../account/LoginRequired';
import { useFrameData } from '../data/frame';
import { Footer } from '../frame/Footer';
import { Header } from '../frame/Header';
import { NewVersionNotice } from '../frame/NewVersionNotice';
import { ANTD_LOCALES } from './antd-locale';
import { ASSET_PREFIX } from './app-config';
import { usePageContext } from './page-context';
import { titleWithFrame } from './route-info';
import { useAppServices } from './services';
import { MountedContext, useIsLogin, useMounted } from './session';
import './shell.css';

const ERROR_SECONDS = ERROR_TOAST_DURATION_MS / 1000;

// Off the first load; a chunk lost to a deploy reloads the page (at most once per 10 s).
const LoginDialog = lazy(importWithReload(() => import('../account/LoginDialog')));

/** The pc frame: header, the page (or its login prompt or error screen), footer, and the overlays. */
export function Shell() {
  const services = useAppServices();
  const mounted = useAppBootstrap(services.store, services.api);
  return (
    <MountedContext.Provider value={mounted}>
      <Frame />
    </MountedContext.Provider>
  );
}

function Frame() {
  const services = useAppServices();
  const pageContext = usePageContext();
  const { buildId } = pageContext;
  const mounted = useMounted();
  const locale = useLocale();
  // The tab title follows navigations and language switches here, once the page is hydrated (the
  // server wrote the first one), and again when the frame with a category's title arrives.
  const frame = useFrameData();
  useEffect(() => {
    if (mounted) document.title = titleWithFrame(pageContext, locale, frame);
  }, [mounted, pageContext, locale, frame]);
  const [messageApi, messageHolder] = useMessage();
  const showError = useCallback(
    (content: string, seconds = ERROR_SECONDS) =>
      void messageApi.error({ content: errorToastContent(content), duration: seconds }),
    [messageApi],
  );
  useEffect(() => {
    services.setErrorToast((content, durationMs) => showError(content, durationMs / 1000));
  }, [services, showError]);

  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]}>
      {/* data-mounted: the stored state is loaded (end-to-end tests wait for it). */}
      <div className="pc-app" data-mounted={mounted || undefined}>
        <Header />
        <main className="pc-main" id="main">
          <PageBody />
        </main>
        <Footer />
      </div>
      <NavigationLoader label={t(locale, 'loading')} />
      {mounted && <LoginDialogWhenOpen showError={showError} />}
      {mounted && <VersionWatcher buildId={buildId} />}
      {messageHolder}
    </ConfigProvider>
  );
}

function PageBody() {
  const pageContext = usePageContext();
  const isLogin = useIsLogin();
  const openLoginDialog = useSetAtom(showLoginDialogAtom);
  const match = pageRouteMatch('pc', pageContext);
  const action = match ? authGuardAction(match.route, isLogin, 'pc') : { kind: 'allow' as const };
  const mounted = useMounted();
  // On each page the dialog follows the guard: open on a private page while logged out, closed
  // elsewhere (a dialog left open on an earlier page, or stored from an earlier visit, does not follow).
  const { urlPathname } = pageContext;
  useEffect(() => {
    if (mounted && urlPathname) openLoginDialog(action.kind === 'openLoginDialog');
  }, [mounted, action.kind, urlPathname, openLoginDialog]);

  if (action.kind === 'openLoginDialog') return <LoginRequired />;
  const { Page } = pageContext;
  return <Page />;
}

/** What shows when the dialog's code cannot be loaded and the page may not reload again yet. */
const DIALOG_LOAD_FAILED =
  'The login could not be loaded. Please check your connection and try again.';

function LoginDialogWhenOpen({ showError }: { showError: (message: string) => void }) {
  const open = useAtomValue(showLoginDialogAtom);
  const setOpen = useSetAtom(showLoginDialogAtom);
  if (!open) return null;
  return (
    <LazyBoundary
      onError={() => {
        setOpen(false);
        showError(DIALOG_LOAD_FAILED);
      }}
    >
      <Suspense fallback={null}>
        <LoginDialog />
      </Suspense>
    </LazyBoundary>
  );
}

function VersionWatcher({ buildId }: { buildId: string }) {
  const { hasNewVersion, reload } = useVersionWatcher({
    assetPrefix: ASSET_PREFIX,
    currentBuildId: buildId,
  });
  return hasNewVersion ? <NewVersionNotice onReload={reload} /> : null;
}
