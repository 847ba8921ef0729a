import { useState, type FormEvent } from 'react';
import './list.css';

/**
 * The search box of a public list (vacancies, companies, events, job seekers). It keeps its own text until submitted; render
 * it with `key={search}` so it follows the address when the search changes elsewhere (back button).
 * It is a real GET form (field `search`, the list's own query parameter), so it searches before or
 * without JavaScript too; `formId` lets the list's filters join it by their `form` attribute
 * (docs/decisions/099).
 */
export function ListSearch({
  id,
  label,
  placeholder,
  initial,
  onSearch,
  formId,
}: {
  id: string;
  formId?: string;
  label: string;
  placeholder: string;
  initial: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form id={formId} method="get" className="list-search" role="search" aria-label={label} onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        className="form-input"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
      />
      <button type="submit" className="btn btn-primary">
        Cari
      </button>
    </form>
  );
}
