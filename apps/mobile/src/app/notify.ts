import { createErrorToastBridge, errorToastContent } from '@storefront/ui-shared/react';

/**
 * The API client's `onError` on mobile: a red notification at the top for 3 s (spec section 8).
 * react-vant's Notify (and its transitions) loads on the first error, not with the page.
 */
export const showErrorNotification = createErrorToastBridge((message, duration) => {
  void import('react-vant/es/notify/index.js').then(({ Notify }) => {
    Notify.show({ type: 'danger', message: errorToastContent(message), duration });
  });
});
