/** Background work that failed for good (issue 19, point 4), as administrators read it. */
import { Type, type Static } from 'typebox';
import { IdSchema } from './common.js';
import { PAGE_QUERY_PROPERTIES, PagedSchema } from './paging.js';

export const FailedJobSchema = Type.Object({
  id: Type.String(),
  /** The job's name, e.g. notices.send-batch. */
  name: Type.String(),
  /** In words (messages.jobs.names). */
  what: Type.String(),
  attempts: Type.Integer({ minimum: 0 }),
  /** The last attempt's error message. */
  error: Type.String(),
  /** ISO-8601 UTC. */
  failedAt: Type.String(),
});
export type FailedJobRecord = Static<typeof FailedJobSchema>;

/** Paged, newest first; no search (a failed job's texts are the server's, not a person's). */
export const FailedJobListQuerySchema = Type.Object({
  PageSize: PAGE_QUERY_PROPERTIES.PageSize,
  PageNumber: PAGE_QUERY_PROPERTIES.PageNumber,
  communityId: Type.Optional(IdSchema),
});
export const FailedJobListSchema = PagedSchema(FailedJobSchema);
export type FailedJobList = Static<typeof FailedJobListSchema>;
