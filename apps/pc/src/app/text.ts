import type { Locale } from '@storefront/state';
import { type MessageKey, type MessageParams, t } from '@storefront/ui-shared';
import { useLocale } from '@storefront/ui-shared/react';
import { useCallback } from 'react';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `t` bound to the UI language, for the screens. */
export function useText(): { locale: Locale; tr: Translate } {
  const locale = useLocale();
  const tr = useCallback<Translate>((key, params) => t(locale, key, params), [locale]);
  return { locale, tr };
}
