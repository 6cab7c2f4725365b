import { describe, expect, it } from 'vitest';
import { canAdminister, isCommunityAdministrator, isSuperAdmin } from '../../src/shared/roles';
import { isActiveSlug } from '../../src/shared/navigation';
import {
  CREATE_COMMUNITY_REQUIRED,
  SIGN_UP_CLIENT_REQUIRED,
  firstBlank,
  isEmail,
  passwordProblem,
  signInProblem,
} from '../../src/shared/validation';

describe('roles', () => {
  it('treats Admin and every exco role as community administrators, never Member', () => {
    for (const role of [
      'Admin',
      'Chairman',
      'Secretary',
      'Treasurer',
      'Financial Secretary',
      'Exco',
    ]) {
      expect(isCommunityAdministrator(role)).toBe(true);
    }
    expect(isCommunityAdministrator('Member')).toBe(false);
    expect(isCommunityAdministrator('Super admin')).toBe(false);
    expect(canAdminister('Super admin')).toBe(true);
    expect(canAdminister('Member')).toBe(false);
    expect(isSuperAdmin('super admin')).toBe(false);
  });
});

describe('validation rules (spec section 5)', () => {
  it('sign-up needs only community name and address on the client', () => {
    expect(firstBlank({ communityName: ' ', communityAddress: 'x' }, SIGN_UP_CLIENT_REQUIRED)).toBe(
      'communityName',
    );
    expect(
      firstBlank({ communityName: 'a', communityAddress: 'b' }, SIGN_UP_CLIENT_REQUIRED),
    ).toBeNull();
    expect(CREATE_COMMUNITY_REQUIRED).toContain('adminPassword');
  });

  it('sign-in needs both fields after trimming', () => {
    expect(signInProblem(' ', 'secret')).toBe('Please enter a valid username and password');
    expect(signInProblem('a@b.ng', 'secret')).toBeNull();
  });

  it('passwords are 8 to 128 characters', () => {
    expect(passwordProblem('short')).not.toBeNull();
    expect(passwordProblem('x'.repeat(129))).not.toBeNull();
    expect(passwordProblem('long enough')).toBeNull();
  });

  it('recognises e-mail addresses', () => {
    expect(isEmail('ada@estate.ng')).toBe(true);
    expect(isEmail('ada@estate')).toBe(false);
  });
});

describe('menu highlighting', () => {
  it('is active when the path contains the slug as a segment', () => {
    expect(isActiveSlug('/dashboard/apartment-types/3', 'apartment-types')).toBe(true);
    expect(isActiveSlug('/dashboard/apartment-types/3', 'apartments')).toBe(false);
  });
});
