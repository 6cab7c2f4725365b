import { DateInput, NumberInput, SelectInput, TextInput, useGetList } from 'react-admin';
import type { Exco } from '../../../shared/contract/excos';
import { MAX_PAGE_SIZE } from '../../../shared/limits';
import { pick } from '../common/payload';
import { requiredChoice, requiredNaira, requiredText } from '../common/validators';

const INVALID_BUDGET = 'neighbourly.project.invalidBudget';

/** The contract's budget: a naira amount above 0 with at most two decimals. */
const validBudget = [
  requiredNaira(INVALID_BUDGET),
  (value: unknown) => (Number(value) > 0 ? undefined : INVALID_BUDGET),
];

const excoLabel = (exco: Exco) => `${exco.fullName} (${exco.roleName})`;

/**
 * The project fields (spec section 5: all required): name, date, budget in naira and the exco in
 * charge, chosen among the community's excos (GET /api/Residents/Excos). A plain list of the
 * excos rather than a ReferenceInput: the API has no GET for a single exco.
 */
export function ProjectInputs() {
  const { data: excos, isPending } = useGetList<Exco>('excos', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
  });
  return (
    <>
      <TextInput
        source="projectName"
        label="resources.projects.fields.project_name"
        validate={requiredText}
        fullWidth
      />
      <DateInput
        source="projectDate"
        label="resources.projects.fields.project_date"
        validate={requiredText}
        fullWidth
      />
      <NumberInput
        source="budget"
        validate={validBudget}
        min={0}
        step={0.01}
        helperText="neighbourly.project.budget_hint"
        fullWidth
      />
      <SelectInput
        source="excoResidentId"
        choices={excos ?? []}
        optionText={excoLabel}
        isPending={isPending}
        validate={requiredChoice}
        fullWidth
      />
    </>
  );
}

/** `POST /api/Projects/CreateProject` body (a Super admin's communityId is added by the provider). */
export const toProjectPayload = (data: Record<string, unknown>) =>
  pick(data, ['projectName', 'projectDate', 'budget', 'excoResidentId']);
