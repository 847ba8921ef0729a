import type { MouseEvent, ReactNode } from 'react';
import './list.css';
import { pageCount, pageSizeOptions, pageWindow } from './paging.ts';

export interface PaginationProps {
  page: number;
  size: number;
  total: number;
  defaultSize: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** What is being paged, for the labels ('lowongan', 'perusahaan', …). */
  noun: string;
  /**
   * The address of a page, for lists that keep their page in the address: the pages are then real
   * links, which work before (or without) JavaScript (docs/decisions/099); buttons otherwise.
   */
  hrefFor?: (page: number) => string;
}

/** A click the app handles itself: a plain left click (a new tab or window is the browser's). */
const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** One page control: a link when the page has an address, a button otherwise. */
function PageControl({
  page,
  disabled = false,
  current = false,
  label,
  onPage,
  hrefFor,
  children,
}: {
  page: number;
  disabled?: boolean;
  current?: boolean;
  label: string;
  onPage: (page: number) => void;
  hrefFor?: (page: number) => string;
  children: ReactNode;
}) {
  if (!hrefFor) {
    return (
      <button
        type="button"
        className="page-btn"
        onClick={() => onPage(page)}
        disabled={disabled}
        aria-current={current ? 'page' : undefined}
        aria-label={label}
      >
        {children}
      </button>
    );
  }
  if (disabled) {
    return (
      <span className="page-btn" aria-disabled="true" aria-label={label}>
        {children}
      </span>
    );
  }
  return (
    <a
      className="page-btn"
      href={hrefFor(page)}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        onPage(page);
      }}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
    >
      {children}
    </a>
  );
}

/** Page buttons, the "x–y dari z" summary and the page-size choice (docs/product.md §9). */
export function Pagination({
  page,
  size,
  total,
  defaultSize,
  onPage,
  onSize,
  noun,
  hrefFor,
}: PaginationProps) {
  const count = pageCount(total, size);
  const current = Math.min(page, count);
  const first = total === 0 ? 0 : (current - 1) * size + 1;
  const last = Math.min(total, current * size);
  const control = { onPage, hrefFor };
  return (
    <nav className="pagination" aria-label={`Halaman ${noun}`}>
      <p className="pagination-summary">
        {first}–{last} dari {total.toLocaleString('id-ID')} {noun}
      </p>
      <ul className="pagination-pages">
        <li>
          <PageControl {...control} page={current - 1} disabled={current <= 1} label="Halaman sebelumnya">
            ‹
          </PageControl>
        </li>
        {pageWindow(current, count).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <PageControl {...control} page={p} current={p === current} label={`Halaman ${p}`}>
                {p}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl {...control} page={current + 1} disabled={current >= count} label="Halaman berikutnya">
            ›
          </PageControl>
        </li>
      </ul>
      <label className="pagination-size">
        <span>Tampilkan</span>
        <select value={size} onChange={(e) => onSize(Number(e.target.value))}>
          {pageSizeOptions(total, defaultSize).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <span>per halaman</span>
      </label>
    </nav>
  );
}
