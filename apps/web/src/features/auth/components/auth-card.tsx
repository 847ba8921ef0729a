import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import cityLogo from '../../../assets/city-logo.svg';
import { paths } from '../../../config/paths.ts';
import { DEFAULT_SITE_CONFIG, logoUrl, siteConfigQueryOptions } from '../../master/index.ts';
import '../auth.css';

/** The site logo and name, linking home: auth pages have no header (docs/product.md §2). */
function AuthBrand() {
  const { data: config = DEFAULT_SITE_CONFIG } = useQuery(siteConfigQueryOptions());
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <Link to={paths.home.path} className="auth-brand">
      <img
        className="auth-brand-logo"
        src={logoFailed ? cityLogo : logoUrl(config, cityLogo)}
        onError={() => setLogoFailed(true)}
        alt=""
        width="40"
        height="44"
      />
      <span className="auth-brand-text">
        <span className="auth-brand-name">{config.web_name}</span>
        <span className="auth-brand-subtitle">{config.subtitle}</span>
      </span>
    </Link>
  );
}

/**
 * The frame of an account screen: a centred card with the screen's h1. Login-free screens show the
 * site brand on top; panel screens (inside the header layout) do not.
 */
export function AuthCard({
  title,
  lead,
  children,
  footer,
  variant = 'auth',
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  variant?: 'auth' | 'panel';
}) {
  return (
    <section className={variant === 'auth' ? 'auth-page' : 'auth-page auth-page-panel'}>
      <div className="auth-card">
        {variant === 'auth' ? <AuthBrand /> : null}
        <h1 className="auth-title">{title}</h1>
        {lead ? <p className="auth-lead">{lead}</p> : null}
        {children}
        {footer ? <div className="auth-footer">{footer}</div> : null}
      </div>
    </section>
  );
}

/** A message block inside a card: status for good news, alert for problems. */
export function Notice({
  tone,
  children,
}: {
  tone: 'success' | 'error' | 'warning' | 'info';
  children: ReactNode;
}) {
  return (
    <div
      className={`form-alert form-alert-${tone}`}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
