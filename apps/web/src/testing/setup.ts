import { configure } from '@testing-library/react';

// Screen tests wait for what the fake API answers. On a loaded two-core CI machine a screen can take
// several seconds to settle, so findBy/waitFor wait up to 10 s (a test that fails still fails).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> and its `open` attribute but not showModal()/close() nor the browser's Esc → `cancel`;
// the modal (components/modal.tsx) uses them. A minimal stand-in: the attribute, a stack of modal dialogs,
// and Esc cancelling the top one (closing it unless the cancel event is prevented), as Chromium does.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  let modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    modals = modals.filter((dialog) => dialog.isConnected && dialog !== this);
    if (this.open) return;
    this.open = true;
    modals.push(this);
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    modals = modals.filter((dialog) => dialog !== this);
    if (!this.open) return;
    this.open = false;
    queueMicrotask(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
