import { errorScreen, notFoundMessage } from '@storefront/ui-shared';
import Button from 'antd/es/button';
import { usePageContext } from '../app/page-context';
import { errorStatus } from '../app/route-info';

/** "Page not found" (404) or "Application error" (anything else), with "Back to home". */
export function ErrorScreen() {
  const pageContext = usePageContext();
  const status = errorStatus(pageContext);
  const screen = errorScreen(status);
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null;
  const detail = reason ?? (status === 404 ? notFoundMessage(pageContext.urlPathname) : null);
  return (
    <section className="pc-error" data-testid="error-screen" data-status={status}>
      <p className="pc-error__code" aria-hidden="true">
        {status}
      </p>
      <h1 className="pc-error__title">{screen.title}</h1>
      {detail && <p className="pc-error__detail">{detail}</p>}
      {/* A full page load: after an error the app starts clean. */}
      <Button type="primary" size="large" href={screen.action.href} rel="external">
        {screen.action.label}
      </Button>
    </section>
  );
}
