import { useState, type FormEvent } from 'react';
import './list.css';

/**
 * The search box of a public list (vacancies, companies, events, job seekers). It keeps its own text until submitted; render
 * it with `key={search}` so it follows the address when the search changes elsewhere (back button).
 */
export function ListSearch({
  id,
  label,
  placeholder,
  initial,
  onSearch,
}: {
  id: string;
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
    <form className="list-search" role="search" aria-label={label} onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
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
