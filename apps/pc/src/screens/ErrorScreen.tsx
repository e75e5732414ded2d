import { errorPageOf } from '@storefront/ui-shared';
import Button from 'antd/es/button';
import { usePageContext } from '../app/page-context';
import { useText } from '../app/text';

/** "Page not found" (404) or "Application error" (anything else), with "Back to home". */
export function ErrorScreen() {
  const { locale } = useText();
  const { status, detail, ...screen } = errorPageOf({ ...usePageContext(), locale });
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
