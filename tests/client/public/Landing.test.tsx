import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublic } from './helpers';

const hrefs = (name: string) =>
  screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));

describe('landing page', () => {
  it('shows one h1 with the spec heading, the welcome line and the footer', () => {
    renderPublic('/');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('EMPOWERING NEIGBORHOODS');
    expect(screen.getByText(/Welcome to Neighbourly: Empowering neighbourhoods/)).toBeVisible();
    expect(screen.getByText('© 2024 Neighbourly. All rights reserved')).toBeVisible();
    expect(screen.getByRole('img', { name: /neighbourhood/ })).toHaveAttribute('width', '960');
    expect(document.title).toBe('Neighbourly · Empowering neighbourhoods');
  });

  it('links to sign-in and sign-up from the header and the centre', () => {
    renderPublic('/');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/sign-up',
    );
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/sign-in',
    );
    expect(screen.getByRole('link', { name: 'Neighbourly' })).toHaveAttribute('href', '/');
    expect(hrefs('Explore Neighbourly')).toEqual(['/auth/sign-in']);
    expect(hrefs('Sign up')).toEqual(['/auth/sign-up']);
    // The phone variant (shown by CSS at 768px and below) has its own Login and Register.
    expect(new Set(hrefs('Login'))).toEqual(new Set(['/auth/sign-in']));
    expect(new Set(hrefs('Register'))).toEqual(new Set(['/auth/sign-up']));
  });

  it('shows a small not-found page with a link home for unknown paths', () => {
    renderPublic('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
