import Button from 'antd/es/button';
import { useLocale } from '../app/session';
import { catalogText } from './text';

/** What shows when a catalogue query failed: what happened and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const text = catalogText(useLocale());
  return (
    <div className="pc-catalog-state" role="alert">
      <p>{text.loadFailed}</p>
      <Button type="primary" onClick={onRetry}>
        {text.retry}
      </Button>
    </div>
  );
}

/** An empty list, with a way forward. */
export function NoGames() {
  const text = catalogText(useLocale());
  return (
    <div className="pc-catalog-state" data-empty>
      <p>{text.empty}</p>
      <a className="pc-catalog-state__link" href="/games">
        {text.browseAll}
      </a>
    </div>
  );
}
