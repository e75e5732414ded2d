import type { ReactNode } from 'react';
import { Dialog } from 'react-vant/es/dialog/index.js';
import 'react-vant/es/dialog/style/index.css';

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmText: string;
  cancelText: string;
}

/**
 * A react-vant confirm dialog as a promise of the answer (its own promise rejects on "cancel").
 * react-vant gives the dialog no role, so it opens inside a host that is the `alertdialog`, named
 * by the title; it stops being one once answered, and goes once the dialog has faded out.
 */
export function confirmAction({
  title,
  message,
  confirmText,
  cancelText,
}: ConfirmOptions): Promise<boolean> {
  const host = document.createElement('div');
  host.setAttribute('role', 'alertdialog');
  host.setAttribute('aria-label', title);
  document.body.append(host);
  return Dialog.confirm({
    title,
    message,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    confirmButtonColor: 'var(--rv-danger-color)',
    teleport: host,
    onClosed: () => host.remove(),
  }).then(
    () => answered(host, true),
    () => answered(host, false),
  );
}

function answered(host: HTMLElement, answer: boolean): boolean {
  host.removeAttribute('role');
  host.removeAttribute('aria-label');
  return answer;
}
