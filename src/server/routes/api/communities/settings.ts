/**
 * `PUT /api/Communities/Settings` (issue 16, point 9): a community's Admin chooses what its
 * Members see of the money ("Members see who paid"). The community is the Admin's own, from the
 * session; the answer is the community as saved. Audited (services/communities/community-settings.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../../../shared/messages.js';
import { requesterOf } from '../../../plugins/app/actor.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import {
  CommunitySchema,
  CommunitySettingsSchema,
} from '../../../../shared/contract/communities.js';
import { changeCommunitySettings } from '../../../services/communities/community-settings.js';
import { toCommunity } from '../../../services/communities/community-view.js';
import { readBack } from '../../../services/property/property-records.js';
import { Refusal } from '../../../services/refusal.js';
import { formErrors } from '../../common/form-errors.js';
import { camelCaseCommunityBody } from './camel-case-body.js';

const communitySettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/Settings',
    {
      config: { access: { resource: 'community-settings', action: 'edit' } },
      preValidation: camelCaseCommunityBody,
      schemaErrorFormatter: formErrors(messages.community.required),
      schema: {
        tags: ['Communities'],
        summary: "Set the settings of the Admin's own community (Members see who paid)",
        description:
          'Admins only (their own community, from the session); others 403. JSON, keys ' +
          'camelCase or PascalCase (`MembersSeeWhoPaid`). A change writes an audit row ' +
          '(community-settings-change, off → on or on → off).',
        body: CommunitySettingsSchema,
        response: { 200: CommunitySchema, ...errorResponses(400, ...SESSION_ERRORS, 415) },
      },
    },
    async (request) => {
      const { communityId, roleName } = signedInUser(request);
      if (communityId === null) throw new Refusal('forbidden', messages.auth.forbidden);
      const settings = { membersSeeWhoPaid: request.body.membersSeeWhoPaid };
      await changeCommunitySettings(app.repos, requesterOf(request), communityId, settings);
      request.log.info({ communityId, ...settings }, 'Community settings updated');
      const saved = readBack(await app.repos.communities.findById(communityId));
      return toCommunity(saved, app.config.publicUrl, roleName);
    },
  );
};

export default communitySettingsRoutes;
