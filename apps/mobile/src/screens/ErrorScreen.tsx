import { Search, WarningO } from '@react-vant/icons';
import { errorPageOf } from '@storefront/ui-shared';
import { usePageContext } from '../app/page-context';
import { useCatalogScope } from '../catalog/use-catalog-scope';

/** "Page not found" (404) or "Application error" (anything else), with "Back to home". */
export function ErrorScreen() {
  const { locale } = useCatalogScope();
  const { status, detail, ...screen } = errorPageOf({ ...usePageContext(), locale });
  const Icon = status === 404 ? Search : WarningO;
  return (
    <section className="screen screen--error" data-testid="error-screen" data-status={status}>
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
