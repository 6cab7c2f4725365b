import { DateInput, NumberInput, TextInput } from 'react-admin';
import { pick } from '../common/payload';
import { requiredNaira, requiredText } from '../common/validators';
import { ExcoInChargeInput } from './ExcoInChargeInput';

const INVALID_BUDGET = 'neighbourly.project.invalidBudget';

/** The contract's budget: a naira amount above 0 with at most two decimals. */
const validBudget = [
  requiredNaira(INVALID_BUDGET),
  (value: unknown) => (Number(value) > 0 ? undefined : INVALID_BUDGET),
];

/**
 * The project fields (spec section 5: all required): name, date, budget in naira and the exco in
 * charge, searched among the community's excos (ExcoInChargeInput).
 */
export function ProjectInputs() {
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
      <ExcoInChargeInput />
    </>
  );
}

/** `POST /api/Projects/CreateProject` body (a Super admin's communityId is added by the provider). */
export const toProjectPayload = (data: Record<string, unknown>) =>
  pick(data, ['projectName', 'projectDate', 'budget', 'excoResidentId']);
