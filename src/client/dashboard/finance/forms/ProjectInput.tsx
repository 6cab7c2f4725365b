import { AutocompleteInput, ReferenceInput } from 'react-admin';

/**
 * The optional project a payment or expense counts toward (field `projectId`): the community's
 * projects, searched on the server by what the user types ('No project' first).
 */
export function ProjectInput() {
  return (
    <ReferenceInput source="projectId" reference="projects">
      <AutocompleteInput
        label="neighbourly.financeForms.project"
        optionText="projectName"
        emptyText="neighbourly.financeForms.no_project"
        fullWidth
      />
    </ReferenceInput>
  );
}

/** The body's projectId: the chosen project's id, or null for none ('' or unset). */
export const projectIdOf = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);
