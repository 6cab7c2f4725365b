/**
 * The fuzz run's actors' sessions: each actor's token, a new one when a request ended it, and the
 * role a request is sent with (for the access table check, access-check.ts).
 */
import type { App } from '../../../../src/server/app.js';
import { resolveSession, startSession } from '../../../../src/server/services/accounts/sessions.js';
import { hashToken } from '../../../../src/server/services/accounts/tokens.js';
import { ACTORS, type Actor, type World } from '../world/world.js';
import type { FuzzRequest } from './request-kinds.js';

export class ActorSessions {
  private readonly tokens = new Map<Actor, string>();
  private readonly accountIds = new Map<Actor, number>();

  constructor(
    private readonly app: App,
    world: World,
  ) {
    for (const actor of ACTORS) {
      if (actor === 'anonymous') continue;
      this.tokens.set(actor, world.accounts[actor].token);
      this.accountIds.set(actor, world.accounts[actor].id);
    }
  }

  token(actor: Actor): string | undefined {
    return this.tokens.get(actor);
  }

  accountId(actor: Actor): number | undefined {
    return this.accountIds.get(actor);
  }

  /**
   * A request can end an actor's session (logout, a password change or reset, a demotion, the
   * account deleted): the actor's next request is then a 401, after which it signs in again
   * (directly, without argon2) if its account still exists.
   */
  async renew(actor: Actor): Promise<void> {
    const token = this.tokens.get(actor);
    if (token === undefined) return;
    if ((await resolveSession(this.app.repos, token)).status === 'active') return;
    const userId = this.accountIds.get(actor) ?? 0;
    const user = await this.app.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (user) this.tokens.set(actor, await startSession(this.app.repos, userId));
  }

  /**
   * The role the request is sent with, or null without a live session. A read only: resolving
   * the session could touch it, a write the journal would lay at the request.
   */
  async roleOf(request: FuzzRequest): Promise<string | null> {
    const token = 'actor' in request.auth ? this.tokens.get(request.auth.actor) : undefined;
    if (token === undefined) return null;
    const found = await this.app.repos.sessions.findByTokenHash(hashToken(token));
    return found && found.session.revokedAt === null ? found.account.roleName : null;
  }
}
