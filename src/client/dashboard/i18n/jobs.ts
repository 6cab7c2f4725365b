/** Failed background work (issue 19, point 4): the section's texts and its columns. */
import { messages } from '../../../shared/messages';

const { jobs } = messages;

export const jobsTexts = {
  title: jobs.title,
  intro:
    'Work done in the background (sending notices, reminders, billing) that still failed after ' +
    'its last attempt, with the error it ended with.',
  empty: jobs.empty,
  loading: jobs.loading,
};

/** The failed-jobs list's resource: its name and column labels. */
export const jobsResources = {
  'failed-jobs': {
    name: 'Failed job |||| Failed jobs',
    fields: {
      what: jobs.what,
      attempts: jobs.attempts,
      error: jobs.error,
      failedAt: jobs.failedAt,
    },
  },
};
