/**
 * Moving to a field in error (docs/decisions/084): focus without the browser's own scroll, then bring the
 * whole field (label, control and its message) to the middle of the screen, clear of the sticky header
 * and the sticky save bar. scroll-margin (error-summary.css) keeps the same room for other jumps.
 */
export function focusField(id: string): boolean {
  const control = document.getElementById(id);
  if (!control) return false;
  control.focus({ preventScroll: true });
  const box = control.closest('.form-field, .form-fieldset') ?? control;
  // jsdom has no scrollIntoView.
  if (typeof box.scrollIntoView === 'function') box.scrollIntoView({ block: 'center', inline: 'nearest' });
  return true;
}

/** The ids in the order their elements appear on the page; ids not on the page come last, in order. */
export function inPageOrder(ids: readonly string[]): string[] {
  const position = (id: string) => document.getElementById(id);
  return ids
    .map((id, index) => ({ id, index, element: position(id) }))
    .sort((a, b) => {
      if (a.element && b.element && a.element !== b.element) {
        return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
      }
      if (a.element && !b.element) return -1;
      if (!a.element && b.element) return 1;
      return a.index - b.index;
    })
    .map((entry) => entry.id);
}
