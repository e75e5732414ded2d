import type { Locale } from '@storefront/state';
import { t } from '@storefront/ui-shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Popup } from 'react-vant/es/popup/index.js';
import 'react-vant/es/popup/style/index.css';
import { LocaleSettingsForm } from './LocaleSettingsForm';

export interface LocaleSettingsSheetProps {
  open: boolean;
  onClose: () => void;
  locale: Locale;
}

/** The bottom sheet with the language and currency choices; loaded the first time it opens. */
export default function LocaleSettingsSheet({
  open,
  onClose: close,
  locale,
}: LocaleSettingsSheetProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Mounted closed, then opened: the first opening animates like the others and ends in `onOpened`.
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(open), [open]);
  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      safeAreaInsetBottom
      destroyOnClose
      onClose={close}
      onOpened={() => dialog.current?.querySelector<HTMLInputElement>('input:checked')?.focus()}
      className="locale-settings-sheet"
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <h2 id={titleId} className="locale-settings-sheet__title">
          {t(locale, 'catalog.picker.title')}
        </h2>
        <LocaleSettingsForm />
        <button type="button" className="locale-settings-sheet__done" onClick={close}>
          {t(locale, 'catalog.picker.done')}
        </button>
      </div>
    </Popup>
  );
}
