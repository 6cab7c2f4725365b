/** Community projects. */

export const projectsMessages = {
  project: {
    required: 'Please make sure all inputs are filled correctly',
    created: 'New project created successfully',
    empty: 'No Project available at the moment',
    loading: 'Getting Project list',
    excoRequired: 'The exco in charge must be a resident holding an exco role',
    invalidBudget: 'Please enter a budget in naira with at most two decimals',
    prerequisite: 'Please add an exco before adding a project',
    loadFailed: 'We could not get project details',
  },
} as const;
