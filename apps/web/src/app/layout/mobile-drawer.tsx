import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router';
import { headerLinks, isPanelPath, paths } from '../../config/paths.ts';
import { panelMenuFor } from '../../features/panel/panel-menu.ts';
import { useSession } from '../../lib/session-context.tsx';
import { notificationLabel, unreadBadge } from './unread-count.ts';
import './mobile-drawer.css';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  onRegister: () => void;
  logout: { run: () => Promise<void>; label: string; busy: boolean };
  showDashboard: boolean;
  showLogin: boolean;
  siteName: string;
}

/** A submenu that slides open and shut (300 ms, see --submenu-slide in the stylesheet). */
function Submenu({
  title,
  children,
  defaultOpen = false,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className="submenu">
      <button
        type="button"
        className="submenu-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <span>{title}</span>
        <svg className="submenu-chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={id} className="submenu-panel" data-open={open} inert={!open}>
        <div className="submenu-inner">{children}</div>
      </div>
    </div>
  );
}

/** The drawer menu used below 1024 px (docs/product.md §2), with the unread count for a signed-in user. */
export function MobileDrawer({
  open,
  onClose,
  onRegister,
  logout,
  showDashboard,
  showLogin,
  siteName,
}: DrawerProps) {
  const { isLoggedIn, user } = useSession();
  const unread = user?.unread_notif_count ?? 0;
  const { pathname } = useLocation();
  // The signed-in role's panel menu (the side menu's twin, which hides at this width).
  const panelMenu = isLoggedIn ? panelMenuFor(user?.role_name, user?.office_role) : [];
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  // Close when the route changes.
  useEffect(() => {
    closeRef.current();
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  // Portalled to <body>: the sticky header's backdrop filter would otherwise contain the fixed drawer.
  return createPortal(
    <div className="drawer-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panelRef}
        id="mobile-drawer"
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={`Menu ${siteName}`}
      >
        <div className="drawer-head">
          <span className="drawer-title">Menu</span>
          <button type="button" className="icon-btn" aria-label="Tutup menu" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label="Menu seluler">
          {isLoggedIn ? (
            <Link
              to={paths.notifications.path}
              className="drawer-link drawer-notif"
              aria-label={notificationLabel(unread)}
            >
              <span>Notifikasi</span>
              {unread ? (
                <span className="drawer-badge" aria-hidden="true">
                  {unreadBadge(unread)}
                </span>
              ) : null}
            </Link>
          ) : null}
          {panelMenu.length > 0 ? (
            <Submenu title="Menu Panel" defaultOpen={isPanelPath(pathname)}>
              {panelMenu.map((entry) => (
                <NavLink key={entry.to} to={entry.to} className="drawer-link">
                  {entry.label}
                </NavLink>
              ))}
            </Submenu>
          ) : null}
          <Submenu title="Jelajahi" defaultOpen={!isPanelPath(pathname) || panelMenu.length === 0}>
            {headerLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className="drawer-link">
                {link.label}
              </NavLink>
            ))}
          </Submenu>
          <Submenu title="Akun">
            {isLoggedIn ? (
              <>
                {showDashboard && panelMenu.length === 0 ? (
                  <Link to={paths.dashboard.path} className="drawer-link">
                    Halaman Utama
                  </Link>
                ) : null}
                <button
                  type="button"
                  className="drawer-link"
                  disabled={logout.busy}
                  onClick={() => {
                    onClose();
                    void logout.run();
                  }}
                >
                  {logout.label}
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  className="drawer-link"
                  onClick={() => {
                    onClose();
                    onRegister();
                  }}
                >
                  Daftar
                </button>
                {showLogin ? (
                  <Link to={paths.login.path} className="drawer-link">
                    Masuk
                  </Link>
                ) : null}
              </>
            )}
          </Submenu>
        </nav>
      </div>
    </div>,
    document.body,
  );
}
