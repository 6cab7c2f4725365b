/**
 * The access table's own rules (src/shared/permissions.ts): deny by default, 'own' cells, the
 * spec's refusal texts and the menu the table gives each role (spec section 6). That the server
 * and the dashboard answer as the table: tests/server/plugins/app/access-table.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { HEADER_SLUGS, SLUG_ACCESS } from '../../src/shared/navigation';
import {
  ALL_ROLES,
  PERMISSIONS,
  canAccess,
  everyRule,
  grantOf,
  refusalOf,
} from '../../src/shared/permissions';
import { ADMIN, EXCO_ROLES, MEMBER, SECURITY, SUPER_ADMIN } from '../../src/shared/roles';

const menuOf = (role: string) =>
  HEADER_SLUGS.filter((slug) =>
    canAccess(role, SLUG_ACCESS[slug].resource, SLUG_ACCESS[slug].action),
  );

describe('the access table', () => {
  it('has a cell for every role in every row', () => {
    for (const { resource, action } of everyRule()) {
      const row = (PERMISSIONS as Record<string, Record<string, object>>)[resource]![action]!;
      expect(Object.keys(row).sort(), `${resource} ${action}`).toEqual([...ALL_ROLES].sort());
    }
  });

  it('refuses what it does not name: a role, a resource, an action, no role at all', () => {
    expect(canAccess('Landlord', 'streets', 'list')).toBe(false);
    expect(canAccess(ADMIN, 'payroll', 'list')).toBe(false);
    expect(canAccess(ADMIN, 'streets', 'approve')).toBe(false);
    expect(canAccess(null, 'home', 'show')).toBe(false);
    expect(canAccess(undefined, 'home', 'show')).toBe(false);
    // Names an object has of its own are no cells either.
    expect(canAccess(ADMIN, 'toString', 'list')).toBe(false);
    expect(canAccess(ADMIN, 'streets', 'constructor')).toBe(false);
    expect(canAccess('constructor', 'streets', 'list')).toBe(false);
  });

  it("counts an 'own' cell as allowed: the server keeps a Member to their own records", () => {
    expect(grantOf(MEMBER, 'resident', 'edit')).toBe('own');
    expect(canAccess(MEMBER, 'resident', 'edit')).toBe(true);
    expect(grantOf(ADMIN, 'resident', 'edit')).toBe(true);
    expect(canAccess(MEMBER, 'resident', 'list')).toBe(false);
  });

  it('gives the same cells to Admin and every exco role, but the Admin-only cells', () => {
    // The bank details, the community's settings, online payment's settings, closing suspense
    // items and reconciliation (issue 18), the dues reminder schedule (issue 19): the Admin alone.
    const adminOnly = [
      'reminder-schedule:edit',
      'bank-details',
      'community-settings',
      'payment-settings',
      'reconciliation',
      'payment-suspense:edit',
    ];
    for (const { resource, action } of everyRule()) {
      for (const exco of EXCO_ROLES) {
        if (adminOnly.includes(resource) || adminOnly.includes(`${resource}:${action}`)) continue;
        expect(grantOf(exco, resource, action), `${exco}: ${resource} ${action}`).toBe(
          grantOf(ADMIN, resource, action),
        );
      }
    }
    expect(canAccess(ADMIN, 'bank-details', 'edit')).toBe(true);
    expect(canAccess('Treasurer', 'bank-details', 'edit')).toBe(false);
    expect(canAccess(SUPER_ADMIN, 'bank-details', 'edit')).toBe(false);
    expect(canAccess(ADMIN, 'community-settings', 'edit')).toBe(true);
    expect(canAccess('Treasurer', 'community-settings', 'edit')).toBe(false);
    expect(canAccess(MEMBER, 'community-settings', 'edit')).toBe(false);
    for (const [resource, action] of [
      ['payment-settings', 'edit'],
      ['payment-settings', 'show'],
      ['reconciliation', 'create'],
      ['payment-suspense', 'edit'],
    ] as const) {
      expect(canAccess(ADMIN, resource, action), `${resource} ${action}`).toBe(true);
      expect(canAccess('Treasurer', resource, action), `${resource} ${action}`).toBe(false);
      expect(canAccess(MEMBER, resource, action), `${resource} ${action}`).toBe(false);
    }
    expect(canAccess('Treasurer', 'payment-suspense', 'list')).toBe(true);
  });

  it('shows the referral link, which registers another community, to administrators only', () => {
    for (const role of [SUPER_ADMIN, ADMIN, ...EXCO_ROLES])
      expect(canAccess(role, 'referral', 'show'), role).toBe(true);
    expect(canAccess(MEMBER, 'referral', 'show')).toBe(false);
  });

  it("refuses in the spec's words where it has its own, else 'You do not have permission...'", () => {
    expect(refusalOf('resident', 'list')).toBe(messages.resident.viewPermission);
    expect(refusalOf('resident', 'create')).toBe(messages.resident.createPermission);
    expect(refusalOf('communities', 'edit')).toBe(messages.community.permission);
    expect(refusalOf('streets', 'delete')).toBe(messages.auth.forbidden);
    expect(refusalOf('payroll', 'list')).toBe(messages.auth.forbidden);
  });

  it('hides the Admin-only menu items from a Member and only those (spec section 6)', () => {
    const adminOnly = ['communities', 'projects', 'resident', 'streets', 'address', 'landlords'];
    // The audit log, the spreadsheet import and the payments in suspense are the
    // administrators' (excos included); reconciliation is the community's Admin's alone. The
    // dues reminder schedule (issue 19) is read by administrators (set by the Admin alone).
    // The guard's console (issue 21) is the administrators' and the guards'.
    const administrators = ['audit', 'import', 'payment-suspense', 'reminder-schedule', 'gate'];
    const communityAdmin = ['reconciliation', 'payment-settings'];
    expect(menuOf(MEMBER)).toEqual(
      HEADER_SLUGS.filter(
        (slug) =>
          !adminOnly.includes(slug) &&
          !administrators.includes(slug) &&
          !communityAdmin.includes(slug),
      ),
    );
    expect(menuOf(ADMIN)).toEqual(HEADER_SLUGS);
    for (const role of [SUPER_ADMIN, ...EXCO_ROLES])
      expect(menuOf(role)).toEqual(HEADER_SLUGS.filter((slug) => !communityAdmin.includes(slug)));
  });

  it('shows a guard the gate, the entry log and their profile, and nothing else (issue 21)', () => {
    expect(menuOf(SECURITY)).toEqual(['gate', 'visitor-log', 'profile']);
    expect(menuOf(MEMBER)).toContain('visitor-passes');
    expect(menuOf(MEMBER)).not.toContain('gate');
  });
});
