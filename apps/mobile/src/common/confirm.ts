import type { ReactNode } from 'react';
import { Dialog } from 'react-vant/es/dialog/index.js';
import 'react-vant/es/dialog/style/index.css';

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmText: string;
  cancelText: string;
}

/** A react-vant confirm dialog as a promise of the answer (its own promise rejects on "cancel"). */
export function confirmAction({
  title,
  message,
  confirmText,
  cancelText,
}: ConfirmOptions): Promise<boolean> {
  return Dialog.confirm({
    title,
    message,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    confirmButtonColor: 'var(--rv-danger-color)',
  }).then(
    () => true,
    () => false,
  );
}
