/** Placeholder cards while a list loads (hidden from assistive technology; the list says it is busy). */
export function SkeletonCards({ count }: { count: number }) {
  return (
    <ul className="card-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line short" />
        </li>
      ))}
    </ul>
  );
}
