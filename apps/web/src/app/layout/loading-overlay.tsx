import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import './loading-overlay.css';

const BRIEF_MS = 300;

/** A brief overlay on every route change, and while a screen's code or data loads (docs/product.md §2). */
export function LoadingOverlay() {
  const navigation = useNavigation();
  const location = useLocation();
  const [brief, setBrief] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setBrief(true);
    const timer = setTimeout(() => setBrief(false), BRIEF_MS);
    return () => clearTimeout(timer);
  }, [location.key]);

  const visible = brief || navigation.state !== 'idle';
  return (
    <div className="loading-overlay" data-visible={visible} aria-hidden={!visible}>
      {visible ? (
        <div className="loading-box" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">Memuat halaman...</span>
        </div>
      ) : null}
    </div>
  );
}
