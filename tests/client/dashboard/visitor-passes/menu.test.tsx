import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../src/shared/contract/auth';
import { adminUser, jsonResponse, memberUser, mockFetch, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';
import { securityUser } from './passesData';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The header menu's items (Logout aside), opened on the entry log (a page every role here has). */
async function menuOf(user: SessionUser): Promise<string[]> {
  mockFetch((url) =>
    url.startsWith('/api/Visitors/')
      ? jsonResponse({ records: [], totalRecordCount: 0 })
      : undefined,
  );
  signIn(user);
  renderDashboard('/dashboard/visitor-log');
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
  return menu
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '')
    .filter((label) => label !== 'Logout');
}

describe('the gate’s menu items', () => {
  it('gives a Member Visitor passes and their Entry log, not the Gate', async () => {
    const items = await menuOf(memberUser);
    expect(items).toContain('Visitor passes');
    expect(items).toContain('Entry log');
    expect(items).not.toContain('Gate');
  });

  it('gives a guard the Gate, the Entry log and their profile only', async () => {
    expect(await menuOf(securityUser)).toEqual(['Gate', 'Entry log', 'Profile']);
  });

  it('gives administrators all three', async () => {
    const items = await menuOf(adminUser);
    expect(items).toEqual(expect.arrayContaining(['Visitor passes', 'Gate', 'Entry log']));
  });
});
