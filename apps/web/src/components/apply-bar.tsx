import './apply-bar.css';

/**
 * On phones the apply box of a vacancy page (and the join box of an event page) sits below the whole text (docs/product.md §2): this bar,
 * fixed to the bottom of the screen at 768 px or less and hidden wider, brings it back in one tap. It scrolls
 * the box (the section or aside holding the heading `targetId`, inside which the bar is rendered last) clear of the sticky header and focuses its first
 * control; it never applies by itself, so whatever the box asks first is still asked. The page is padded by
 * the bar's height, so the bar covers no content (docs/decisions/089-layout-that-holds.md).
 */
export function ApplyBar({ targetId, label }: { targetId: string; label: string }) {
  const reach = () => {
    const heading = document.getElementById(targetId);
    const box = heading?.closest('section, aside') ?? heading;
    if (!box) return;
    const header = document.querySelector<HTMLElement>('.site-header')?.offsetHeight ?? 0;
    window.scrollTo({ top: box.getBoundingClientRect().top + window.scrollY - header - 12 });
    // The box's own first control; the bar sits inside the box, last, and is not one of them.
    const control = [
      ...box.querySelectorAll<HTMLElement>('button:not(:disabled), a[href], textarea, input'),
    ].find((el) => !el.closest('.apply-bar'));
    control?.focus({ preventScroll: true });
  };
  return (
    <div className="apply-bar" data-testid="apply-bar">
      <a
        href={`#${targetId}`}
        className="btn btn-primary btn-block"
        onClick={(event) => {
          event.preventDefault();
          reach();
        }}
      >
        {label}
      </a>
    </div>
  );
}
