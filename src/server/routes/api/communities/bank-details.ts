/**
 * `PUT /api/Communities/BankDetails` (issue 7, Profile): a community's Admin sets the bank name
 * and account number shown on the overview. Only these two fields: the rest of the community
 * stays the Super admin's to edit (spec: only a Super admin saves a community), and the Super
 * admin changes bank details there. A guarded change (services/guarded-changes.ts, issue 12).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../../../shared/messages.js';
import { bankAccountNumberProblem } from '../../../../shared/validation.js';
import { requesterOf } from '../../../plugins/app/actor.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { Refusal } from '../../../services/refusal.js';
import { BankDetailsSchema } from '../../../../shared/contract/auth.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { CommunitySchema } from '../../../../shared/contract/communities.js';
import { formErrors } from '../../common/form-errors.js';
import { toCommunity } from '../../../services/communities/community-view.js';
import {
  applyGuardedChange,
  bankDetailsChange,
} from '../../../services/accounts/guarded-changes.js';
import { readBack } from '../../../services/property/property-records.js';

const bankDetailsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/BankDetails',
    {
      config: { access: { resource: 'bank-details', action: 'edit' } },
      schemaErrorFormatter: formErrors(messages.community.required, {
        invalid: { bankAccountNumber: messages.profile.invalidBankAccount },
        missing: { currentPassword: messages.profile.currentPasswordRequired },
      }),
      schema: {
        tags: ['Communities'],
        summary: "Set the bank details of the Admin's own community",
        description:
          'Admins only (their own community, from the session); others 403. The account ' +
          'number is a NUBAN, exactly 10 digits; either field may be empty (no bank details yet). ' +
          'currentPassword must be the Admin’s password (missing or wrong: 400, nothing ' +
          'changed; wrong ones count with the account’s failed sign-ins: 429). A change ' +
          'writes an audit row and e-mails every administrator of the ' +
          'community the old and new values.',
        body: BankDetailsSchema,
        response: {
          200: CommunitySchema,
          ...errorResponses(400, ...SESSION_ERRORS, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { communityId, roleName } = signedInUser(request);
      if (communityId === null) throw new Refusal('forbidden', messages.auth.forbidden);
      const bankName = request.body.bankName.trim();
      const bankAccountNumber = request.body.bankAccountNumber.trim();
      const problem = bankAccountNumberProblem(bankAccountNumber);
      if (problem) throw new Refusal('invalid', problem, 'bankAccountNumber');
      // Where Members pay their dues: the password again, an audit row, every administrator told.
      const notice = await applyGuardedChange(
        app,
        requesterOf(request),
        bankDetailsChange(
          communityId,
          { bankName, bankAccountNumber },
          request.body.currentPassword,
          (repos) => repos.communities.update(communityId, { bankName, bankAccountNumber }),
        ),
      );
      if (notice) app.afterAnswer.schedule(reply, 'Could not mail the change notices', notice);
      request.log.info({ communityId }, 'Bank details updated');
      const saved = readBack(await app.repos.communities.findById(communityId));
      return toCommunity(saved, app.config.publicUrl, roleName);
    },
  );
};

export default bankDetailsRoutes;
