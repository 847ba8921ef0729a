/** Every route change clears validation errors (docs/product.md §2): forms listen here, the layout calls reset. */
const listeners = new Set<() => void>();

export function onValidationReset(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function resetAllValidation(): void {
  for (const listener of listeners) listener();
}
