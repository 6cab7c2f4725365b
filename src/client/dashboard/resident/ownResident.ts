import { getUser } from '../../common/session-store';

/**
 * The signed-in user's own resident record (contract: `residentId` on the login answer and
 * `GET /api/AuthUser/me`), or null for an account without one (the Super admin, an Admin who
 * registered the community, a session stored before the field existed).
 */
export function ownResidentId(): number | null {
  // A session stored before the field existed has none: read it as unknown.
  const id: unknown = getUser()?.residentId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
