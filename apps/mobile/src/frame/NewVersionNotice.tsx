import type { Locale } from '@storefront/ui-shared';
import { useVersionWatcher } from '@storefront/ui-shared/react';
import { ASSET_PREFIX } from '../app/asset-prefix';
import { mt } from '../i18n/messages';

/** Polls the latest build every hour; when a new one is out, offers a reload. */
export function NewVersionNotice({
  buildId,
  locale,
}: {
  buildId: string | undefined;
  locale: Locale;
}) {
  const { hasNewVersion, reload } = useVersionWatcher({
    assetPrefix: ASSET_PREFIX,
    currentBuildId: buildId ?? '',
  });
  if (!hasNewVersion) return null;
  return (
    <div className="new-version-bar" role="status" data-testid="new-version">
      <span>{mt(locale, 'newVersion')}</span>
      <button type="button" className="new-version-bar__reload" onClick={reload}>
        {mt(locale, 'reload')}
      </button>
    </div>
  );
}
