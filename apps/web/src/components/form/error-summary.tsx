/**
 * The error summary at the top of a form (the GOV.UK pattern, docs/decisions/084): after a submit that
 * failed, every field's error at once, the client's rules and the server's `data.errors` together, each a
 * link that focuses its field and brings it clear of the sticky header and save bar.
 */
import { useId, type MouseEvent } from 'react';
import { MESSAGES } from '@siloker/shared/messages';
import { focusField, inPageOrder } from './focus-field.ts';
import './error-summary.css';

/** One error: the id of the control it is about, and its message. */
export interface ErrorSummaryItem {
  id: string;
  message: string;
}

/** A control kept outside useForm (a file, a checkbox group): its error as a list of zero or one item. */
export const summaryItem = (id: string, message: string | undefined): ErrorSummaryItem[] =>
  message ? [{ id, message }] : [];

/** Renders nothing while there is no error to list. */
export function ErrorSummary({ errors }: { errors: readonly ErrorSummaryItem[] }) {
  const titleId = useId();
  if (errors.length === 0) return null;
  // Listed in the order the fields appear, so the first link is the field that has the focus.
  const order = inPageOrder(errors.map((item) => item.id));
  const sorted = [...errors].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  // Never the browser's own jump to the hash: it would change the address (a route change clears every
  // message, docs/product.md §2) and stop under the sticky header.
  const follow = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusField(id);
  };
  return (
    <div className="error-summary" role="alert" aria-labelledby={titleId}>
      <h2 className="error-summary-title" id={titleId}>
        {MESSAGES.formErrorSummaryTitle}
      </h2>
      <p className="error-summary-intro">{MESSAGES.formErrorSummaryIntro}</p>
      <ul className="error-summary-list">
        {sorted.map((item) => (
          <li key={`${item.id} ${item.message}`}>
            <a href={`#${item.id}`} onClick={follow(item.id)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
