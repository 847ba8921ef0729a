import './list.css';

/**
 * The polite status line above a public list's results: "Memuat …" with a small spinner while a new
 * page, search or filter loads (the old page stays, dimmed, below it), empty otherwise. The region is
 * always in the page, so screen readers hear the text when it appears.
 */
export function ListLoading({ busy, text }: { busy: boolean; text: string }) {
  return (
    <div className="list-status" role="status" aria-live="polite">
      {busy ? (
        <span className="list-loading">
          <span className="spinner spinner-sm" aria-hidden="true" />
          {text}
        </span>
      ) : null}
    </div>
  );
}
