import type { Locale } from '@storefront/ui-shared';
import enUS from 'antd/es/locale/en_US';
import idID from 'antd/es/locale/id_ID';

/** antd's own texts (date pickers, pagination, empty states) in the UI language. */
export const ANTD_LOCALES = { en: enUS, id: idID } satisfies Record<Locale, typeof enUS>;
