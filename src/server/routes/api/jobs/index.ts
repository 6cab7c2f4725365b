/**
 * /api/Jobs/Failed (issue 19, point 4): background work that failed after its last attempt (a
 * notice's sending, reminders, billing), newest first, with its error, so that administrators see
 * what did not happen. Administrators see their community's (the jobs whose data names it); the
 * Super admin every one, or one community's with ?communityId. Read-only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { communityForQuery } from '../../../plugins/app/tenancy.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { FailedJobListQuerySchema, FailedJobListSchema } from '../../../../shared/contract/jobs.js';
import { pageOf } from '../../../../shared/contract/paging.js';
import { FAILED_JOB_ERROR_SHOWN_LENGTH } from '../../../../shared/limits/index.js';
import { messages } from '../../../../shared/messages.js';

const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Failed',
    {
      config: { access: { resource: 'failed-jobs', action: 'list' } },
      schema: {
        tags: ['Notices'],
        summary:
          'Background work that failed for good, newest first (Super admin: all, or ?communityId)',
        description:
          'Each job that failed its last attempt (sending a notice, dues reminders, billing) with ' +
          'its attempts and last error. Administrators see their community’s; naming another ' +
          'community is 403.',
        querystring: FailedJobListQuerySchema,
        response: {
          200: FailedJobListSchema,
          ...errorResponses(400, ...SESSION_ERRORS),
        },
      },
    },
    async (request) => {
      const { query } = request;
      const communityId = await communityForQuery(request, query.communityId);
      const filter = communityId === null ? {} : { communityId };
      const page = pageOf(query);
      const [jobs, total] = await Promise.all([
        app.jobs.failedJobs({ ...filter, ...page }),
        app.jobs.countFailedJobs(filter),
      ]);
      const names = messages.jobs.names;
      return {
        records: jobs.map((job) => ({
          id: job.id,
          name: job.name,
          what: names[job.name] ?? names.other!,
          attempts: job.attempts,
          error: job.error.slice(0, FAILED_JOB_ERROR_SHOWN_LENGTH),
          failedAt: job.failedAt,
        })),
        totalRecordCount: total,
      };
    },
  );
};

export default jobRoutes;
