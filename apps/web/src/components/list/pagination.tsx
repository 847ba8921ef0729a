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
}

/** Page buttons, the "x–y dari z" summary and the page-size choice (docs/product.md §9). */
export function Pagination({ page, size, total, defaultSize, onPage, onSize, noun }: PaginationProps) {
  const count = pageCount(total, size);
  const current = Math.min(page, count);
  const first = total === 0 ? 0 : (current - 1) * size + 1;
  const last = Math.min(total, current * size);
  return (
    <nav className="pagination" aria-label={`Halaman ${noun}`}>
      <p className="pagination-summary">
        {first}–{last} dari {total.toLocaleString('id-ID')} {noun}
      </p>
      <ul className="pagination-pages">
        <li>
          <button
            type="button"
            className="page-btn"
            onClick={() => onPage(current - 1)}
            disabled={current <= 1}
            aria-label="Halaman sebelumnya"
          >
            ‹
          </button>
        </li>
        {pageWindow(current, count).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="page-btn"
                onClick={() => onPage(p)}
                aria-current={p === current ? 'page' : undefined}
                aria-label={`Halaman ${p}`}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="page-btn"
            onClick={() => onPage(current + 1)}
            disabled={current >= count}
            aria-label="Halaman berikutnya"
          >
            ›
          </button>
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
