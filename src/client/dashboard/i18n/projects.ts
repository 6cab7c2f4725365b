/**
 * Texts of the projects pages: `neighbourly.project.*` and `resources.projects.*`, whose labels
 * are the ones the server names the fields by in a refusal (FIELD_LABELS), but for the list's
 * column titles.
 */
import { FIELD_LABELS, messages } from '../../../shared/messages';

export const projectTexts = {
  project: { ...messages.project, budget_hint: 'In naira' },
};

export const projectResources = {
  projects: {
    name: 'Project |||| Projects',
    fields: {
      ...FIELD_LABELS,
      /** The list's columns (spec: date, name, budget, amount expended, ...). */
      createdDate: 'Date',
      projectDate: 'Date',
      projectName: 'Name',
      expended: FIELD_LABELS.expendedAmount,
      excoInCharge: FIELD_LABELS.excoResidentId,
      /** The add form's labels, where the list's short column titles would be ambiguous. */
      project_name: FIELD_LABELS.projectName,
      project_date: FIELD_LABELS.projectDate,
    },
  },
};
