import type { ReactNode } from 'react';
import { Link } from '../common/router';
import { PRODUCT_NAME, messages } from '../../shared/messages';
import './auth.css';

/** The logo link to the landing page, used in every public header. */
export function LogoLink() {
  return (
    <Link to="/" className="pub-brand">
      <img src="/logo.svg" alt="" width="40" height="40" />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}

export function SiteFooter() {
  return <footer className="pub-footer">{messages.landing.copyright}</footer>;
}

interface AuthLayoutProps {
  children: ReactNode;
  /** The sign-up form is wide (two columns) and has the register background image. */
  variant?: 'register' | 'narrow';
}

/** Header with the logo, one centred card holding the page, and the footer. */
export function AuthLayout({ children, variant = 'narrow' }: AuthLayoutProps) {
  const register = variant === 'register';
  return (
    <div className={`pub-page pub-auth${register ? ' pub-auth--register' : ''}`}>
      <header className="pub-auth__header">
        <LogoLink />
      </header>
      <main className="pub-auth__main">
        <div className={`pub-card${register ? ' pub-card--wide' : ''}`}>{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
