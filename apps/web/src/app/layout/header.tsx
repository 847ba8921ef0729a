import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import cityLogo from '../../assets/city-logo.svg';
import { headerLinks, isPanelPath, paths } from '../../config/paths.ts';
import { DEFAULT_SITE_CONFIG, logoUrl, siteConfigQueryOptions } from '../../features/master/api.ts';
import { useLogout } from '../../features/auth/use-logout.ts';
import { BellIcon } from '../../components/icons.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { notificationLabel, unreadBadge } from './unread-count.ts';
import './header.css';

/**
 * The site header of docs/product.md §1/§2; below 1024 px the links move into a drawer, at 768 px or less
 * the account buttons too, while the bell stays in the header.
 */
export function Header({ onRegister }: { onRegister: () => void }) {
  const { data: config = DEFAULT_SITE_CONFIG } = useQuery(siteConfigQueryOptions());
  const { isLoggedIn, user } = useSession();
  const unread = user?.unread_notif_count ?? 0;
  const { pathname } = useLocation();
  const logoutAction = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const inPanel = isPanelPath(pathname);
  const onLogin = pathname === paths.login.path;

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to={paths.home.path} className="brand">
          <img
            className="brand-logo"
            src={logoFailed ? cityLogo : logoUrl(config, cityLogo)}
            onError={() => setLogoFailed(true)}
            alt={`Logo ${config.web_name}`}
            width="44"
            height="48"
          />
          <span className="brand-text">
            <span className="brand-name">{config.web_name}</span>
            <span className="brand-subtitle">{config.subtitle}</span>
          </span>
        </Link>

        <nav className="main-nav" aria-label="Menu utama">
          <ul>
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="header-actions">
          {isLoggedIn ? (
            <>
              <Link
                to={paths.notifications.path}
                className="icon-btn notif-link"
                aria-label={notificationLabel(unread)}
              >
                <BellIcon />
                {unread ? (
                  <span className="notif-badge" aria-hidden="true">
                    {unreadBadge(unread)}
                  </span>
                ) : null}
              </Link>
              {inPanel ? null : (
                <Link to={paths.dashboard.path} className="btn btn-primary btn-sm">
                  Halaman Utama
                </Link>
              )}
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => void logoutAction.run()}
                disabled={logoutAction.busy}
                aria-busy={logoutAction.busy || undefined}
              >
                {logoutAction.label}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-outline btn-sm" onClick={onRegister}>
                Daftar
              </button>
              {onLogin ? null : (
                <Link to={paths.login.path} className="btn btn-primary btn-sm">
                  Masuk
                </Link>
              )}
            </>
          )}
        </div>

        <button
          type="button"
          className="menu-toggle"
          aria-label="Buka menu"
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <MobileDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onRegister={onRegister}
        logout={logoutAction}
        showDashboard={!inPanel}
        showLogin={!onLogin}
        siteName={config.web_name}
      />
    </header>
  );
}
