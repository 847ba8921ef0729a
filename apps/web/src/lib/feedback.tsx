/**
 * All user feedback of docs/product.md §8/§9 in one place: error dialogs (server message, 'Oke', no timer),
 * toasts (2000 ms, top-right, progress bar; thrown-error toasts 3000 ms), confirmation dialogs
 * ('Ya hapus'/'Batal' by default) and warnings. A plain store so code outside React (query callbacks,
 * helpers) can call it; FeedbackProvider renders it.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import {
  CONFIRM_DIALOG_NO,
  CONFIRM_DIALOG_YES,
  CONFIRM_TEXT,
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
} from '@siloker/shared/constants';
import { ERROR_CODE_LABEL } from '@siloker/shared/envelope-constants';
import { Modal } from '../components/modal.tsx';
import { isApiError, requestIdOf } from './api-client.ts';
import './feedback.css';

export type FeedbackTone = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  message: string;
  tone: FeedbackTone;
  duration: number;
}

export interface DialogLink {
  label: string;
  href: string;
}

interface Dialog {
  id: number;
  kind: 'alert' | 'confirm';
  tone: FeedbackTone;
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  links?: DialogLink[];
  /** A server error's request id, shown small so a screenshot leads to the log line (decision 096). */
  code?: string;
  resolve: (answer: boolean) => void;
}

interface State {
  toasts: Toast[];
  dialogs: Dialog[];
}

/** Nothing shown: the server's render, and what hydration starts from (docs/decisions/099). */
const NOTHING_SHOWN: State = { toasts: [], dialogs: [] };
let state: State = NOTHING_SHOWN;
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function update(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  update({ toasts: state.toasts.filter((t) => t.id !== id) });
}

function answer(id: number, value: boolean) {
  const dialog = state.dialogs.find((d) => d.id === id);
  update({ dialogs: state.dialogs.filter((d) => d.id !== id) });
  dialog?.resolve(value);
}

function openDialog(options: Omit<Dialog, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    update({ dialogs: [...state.dialogs, { ...options, id: nextId++, resolve }] });
  });
}

const TITLES: Record<FeedbackTone, string> = {
  success: 'Berhasil',
  error: 'Terjadi Kesalahan',
  warning: 'Peringatan',
  info: 'Informasi',
};

interface AlertOptions {
  title?: string;
  confirmText?: string;
  links?: DialogLink[];
  /** The request id of a server error (requestIdOf), shown as "Kode: …". */
  code?: string | undefined;
}

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  tone?: FeedbackTone;
}

export const feedback = {
  toast(message: string, options: { tone?: FeedbackTone; duration?: number } = {}): number {
    const toast: Toast = {
      id: nextId++,
      message,
      tone: options.tone ?? 'success',
      duration: options.duration ?? TOAST_DURATION_MS,
    };
    update({ toasts: [...state.toasts, toast] });
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), toast.duration),
    );
    return toast.id;
  },
  /** A thrown error's toast (docs/product.md §8): 3 s. */
  errorToast(message: string): number {
    return feedback.toast(message, { tone: 'error', duration: ERROR_TOAST_DURATION_MS });
  },
  dismissToast,
  /** A non-success response: the server's message, centred, confirm button, no timer. */
  errorDialog(message: string, options: AlertOptions = {}): Promise<void> {
    return feedback.alert(message, { ...options, tone: 'error' });
  },
  warning(message: string, options: AlertOptions = {}): Promise<void> {
    return feedback.alert(message, { ...options, tone: 'warning' });
  },
  success(message: string, options: AlertOptions = {}): Promise<void> {
    return feedback.alert(message, { ...options, tone: 'success' });
  },
  async alert(message: string, options: AlertOptions & { tone?: FeedbackTone } = {}): Promise<void> {
    const tone = options.tone ?? 'info';
    await openDialog({
      kind: 'alert',
      tone,
      title: options.title ?? TITLES[tone],
      message,
      confirmText: options.confirmText ?? CONFIRM_TEXT,
      cancelText: '',
      links: options.links,
      code: options.code,
    });
  },
  /** Resolves true when the user confirms. */
  confirm(options: ConfirmOptions): Promise<boolean> {
    return openDialog({
      kind: 'confirm',
      tone: options.tone ?? 'warning',
      title: options.title ?? 'Konfirmasi',
      message: options.message,
      confirmText: options.confirmText ?? CONFIRM_DIALOG_YES,
      cancelText: options.cancelText ?? CONFIRM_DIALOG_NO,
    });
  },
  /**
   * The §8 rule for a failed call: a non-success response shows the server's message in the error
   * dialog; anything thrown (network, bug) shows the given toast text for 3 s.
   */
  handleError(error: unknown, fallbackMessage: string): void {
    if (isApiError(error)) {
      void feedback.errorDialog(error.response.data?.message || fallbackMessage, {
        code: requestIdOf(error),
      });
      return;
    }
    feedback.errorToast(fallbackMessage);
  },
  /** Test and route helper: drop every toast and dialog (dialogs answer false). */
  reset(): void {
    for (const id of timers.keys()) clearTimeout(timers.get(id));
    timers.clear();
    const dialogs = state.dialogs;
    update({ toasts: [], dialogs: [] });
    for (const dialog of dialogs) dialog.resolve(false);
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ICONS: Record<FeedbackTone, string> = { success: '✓', error: '!', warning: '!', info: 'i' };

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <span className="toast-icon" aria-hidden="true">
        {ICONS[toast.tone]}
      </span>
      <p className="toast-message">{toast.message}</p>
      <button
        type="button"
        className="toast-close"
        aria-label="Tutup notifikasi"
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
      <span
        className="toast-progress"
        style={{ animationDuration: `${toast.duration}ms` }}
        aria-hidden="true"
      />
    </div>
  );
}

function FeedbackDialog({ dialog }: { dialog: Dialog }) {
  const isConfirm = dialog.kind === 'confirm';
  return (
    <Modal
      open
      role="alertdialog"
      title={dialog.title}
      dismissible={false}
      onClose={() => answer(dialog.id, false)}
      icon={
        <span className={`feedback-icon feedback-icon-${dialog.tone}`} aria-hidden="true">
          {ICONS[dialog.tone]}
        </span>
      }
      footer={
        <>
          {isConfirm ? (
            <button type="button" className="btn btn-ghost" onClick={() => answer(dialog.id, false)}>
              {dialog.cancelText}
            </button>
          ) : null}
          <button
            type="button"
            className={`btn ${dialog.tone === 'error' && isConfirm ? 'btn-danger' : 'btn-primary'}`}
            data-autofocus
            onClick={() => answer(dialog.id, true)}
          >
            {dialog.confirmText}
          </button>
        </>
      }
    >
      <p>{dialog.message}</p>
      {dialog.links?.length ? (
        <ul className="dialog-links">
          {dialog.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {dialog.code ? (
        <p className="dialog-code">
          {ERROR_CODE_LABEL}: <span className="dialog-code-value">{dialog.code}</span>
        </p>
      ) : null}
    </Modal>
  );
}

/** Renders the toasts (top-right) and the front dialog. Mount once, near the root. */
export function FeedbackProvider({ children }: { children?: ReactNode }) {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => NOTHING_SHOWN,
  );
  const front = current.dialogs[0];
  return (
    <>
      {children}
      <div className="toast-region" role="region" aria-live="polite" aria-label="Notifikasi">
        {current.toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      {front ? <FeedbackDialog key={front.id} dialog={front} /> : null}
    </>
  );
}
