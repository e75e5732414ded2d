import { Search, WarningO } from '@react-vant/icons';
import { errorScreen, notFoundMessage } from '@storefront/ui-shared';
import { usePageContext } from '../app/page-context';
import { errorStatus } from '../routing/screen-title';

/** "Page not found" (404) or "Application error" (anything else), with "Back to home". */
export function ErrorScreen() {
  const pageContext = usePageContext();
  const status = errorStatus(pageContext) ?? 500;
  const screen = errorScreen(status);
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null;
  const detail = status === 404 ? (reason ?? notFoundMessage(pageContext.urlPathname)) : reason;
  const Icon = status === 404 ? Search : WarningO;
  return (
    <section className="screen screen--error" data-status={status}>
      <span className="error-icon" aria-hidden>
        <Icon />
      </span>
      <h2 className="screen__title">{screen.title}</h2>
      {detail && <p className="screen__description">{detail}</p>}
      <a className="button-link" href={screen.action.href}>
        {screen.action.label}
      </a>
    </section>
  );
}
