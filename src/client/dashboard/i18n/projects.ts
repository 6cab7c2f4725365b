/** Texts of the projects pages: `neighbourly.project.*` and `resources.projects.*`. */
import { messages } from '../../../shared/messages';

export const projectTexts = {
  project: { ...messages.project, budget_hint: 'In naira' },
};

export const projectResources = {
  projects: {
    name: 'Project |||| Projects',
    fields: {
      createdDate: 'Date',
      projectDate: 'Date',
      projectName: 'Name',
      budget: 'Budget',
      expended: 'Amount expended',
      amountRaised: 'Amount raised',
      excoInCharge: 'Exco in charge',
      /** The add form's labels, where the list's short column titles would be ambiguous. */
      project_name: 'Project name',
      project_date: 'Project date',
      excoResidentId: 'Exco in charge',
    },
  },
};
