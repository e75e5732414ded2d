import { type PageLoadingFlag, pageLoading } from './page-loading';
import { reloadIfNewVersion } from './version-watcher';

/**
 * Both apps' `+onPageTransitionStart`: after a new deploy the navigation to `url` becomes a full
 * page load (the loading flag stays off: the page is being replaced); otherwise the flag is set.
 */
export function startPageTransition(
  url: string | undefined,
  reload: (url: string) => boolean = reloadIfNewVersion,
  flag: PageLoadingFlag = pageLoading,
): void {
  if (url && reload(url)) return;
  flag.start();
}
