import type { BalanceLogEntry } from '@storefront/api-client/contract';
import type { BalanceFilter, Locale } from '@storefront/ui-shared';
import { t } from '@storefront/ui-shared';
import { downloadBalanceFile, exportBalanceRows } from '@storefront/ui-shared/react';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { useAppServices } from '../app/services';

export interface ExportButtonsProps {
  filter: BalanceFilter;
  rows: readonly BalanceLogEntry[];
  locale: Locale;
}

/**
 * "Export CSV": the server's file of every entry of the filter; "Export rows on screen": the rows
 * loaded so far, written in the browser with the same columns. Both are real downloads.
 */
export function ExportButtons({ filter, rows, locale }: ExportButtonsProps) {
  const { api } = useAppServices();
  const serverFile = useMutation({ mutationFn: () => downloadBalanceFile(api, filter) });
  return (
    <div className="export-buttons">
      <Button
        round
        plain
        type="primary"
        size="small"
        loading={serverFile.isPending}
        disabled={serverFile.isPending}
        onClick={() => serverFile.mutate()}
        data-testid="export-file"
      >
        {t(locale, 'wallet.exportFile')}
      </Button>
      <Button
        round
        plain
        type="primary"
        size="small"
        disabled={rows.length === 0}
        onClick={() => exportBalanceRows(rows, locale)}
        data-testid="export-rows"
      >
        {t(locale, 'wallet.exportRows')}
      </Button>
    </div>
  );
}
