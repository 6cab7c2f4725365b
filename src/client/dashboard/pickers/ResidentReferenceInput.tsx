/**
 * A resident of the community, found on the server by what the user types (name, e-mail, phone,
 * address: the residents' SearchText), each option naming where they live so namesakes can be told
 * apart ("Amaka Nwosu · 12 Admiralty Way"). The chosen resident shows even when they are far
 * beyond the first page. For every form that names a resident: payments, adverts, dependants,
 * excos.
 *
 * ```tsx
 * <ResidentReferenceInput source="residentId" validate={requiredChoice} />
 * ```
 */
import { ReferencePicker, type ReferencePickerProps } from './ReferencePicker';

export type ResidentReferenceInputProps = Omit<ReferencePickerProps, 'reference'>;

export function ResidentReferenceInput(props: ResidentReferenceInputProps) {
  return <ReferencePicker reference="resident" {...props} />;
}
