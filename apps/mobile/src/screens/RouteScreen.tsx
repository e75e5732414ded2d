import { localeAtom } from '@storefront/state';
import type { PageId } from '@storefront/ui-shared';
import { useAtomValue } from 'jotai/react';
import { usePageContext } from '../app/page-context';
import { screenTitle } from '../routing/screen-title';
import { PlaceholderScreen } from './PlaceholderScreen';

/** The placeholder of the screen `page`, titled like the route being shown. */
export function RouteScreen({ page }: { page: PageId }) {
  const pageContext = usePageContext();
  const locale = useAtomValue(localeAtom);
  return <PlaceholderScreen title={screenTitle(pageContext, locale)} page={page} />;
}
