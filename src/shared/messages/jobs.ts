/** Background work that failed for good (issue 19, point 4): what administrators read of it. */
export const jobsMessages = {
  jobs: {
    title: 'Failed background work',
    empty: 'No background work has failed',
    loading: 'Getting failed background work',
    attempts: 'Attempts',
    error: 'Error',
    failedAt: 'Failed at',
    what: 'What',
    /** By job name (src/shared/notices.ts NOTICE_JOBS); any other: `other`. */
    names: {
      'notices.send-batch': 'Sending a notice',
      'reminders.run': 'Dues reminders or billing',
      other: 'Background work',
    } as Record<string, string>,
  },
} as const;
