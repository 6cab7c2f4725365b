/**
 * The community's streets, addresses, apartments and apartment types as server-searched pickers
 * (ReferencePicker), with the dependent choices (issue 15): an address picker given the form field
 * holding a street offers that street's addresses, an apartment picker that street's or address's
 * apartments, and either clears a choice that no longer fits when that field changes.
 */
import { useWatch } from 'react-hook-form';
import { ReferencePicker, type ReferencePickerProps } from './ReferencePicker';

type PickerProps = Omit<ReferencePickerProps, 'reference' | 'filter' | 'dependsOn'>;

export function StreetReferenceInput(props: PickerProps) {
  return <ReferencePicker reference="streets" {...props} />;
}

export function ApartmentTypeReferenceInput(props: PickerProps) {
  return <ReferencePicker reference="apartment-types" {...props} />;
}

/** `streetSource`: the form field of the street whose addresses are offered. */
export function AddressReferenceInput({
  streetSource,
  ...props
}: PickerProps & { streetSource?: string }) {
  const streetId = useWatch({ name: streetSource ?? '', disabled: !streetSource }) as unknown;
  return (
    <ReferencePicker
      reference="address"
      filter={streetSource ? { StreetId: streetId } : {}}
      dependsOn={streetSource ? { [streetSource]: 'streetId' } : undefined}
      {...props}
    />
  );
}

/** `streetSource` / `addressSource`: the form fields of the street and address to narrow to. */
export function ApartmentReferenceInput({
  streetSource,
  addressSource,
  ...props
}: PickerProps & { streetSource?: string; addressSource?: string }) {
  const streetId = useWatch({ name: streetSource ?? '', disabled: !streetSource }) as unknown;
  const addressId = useWatch({ name: addressSource ?? '', disabled: !addressSource }) as unknown;
  const dependsOn = {
    ...(streetSource ? { [streetSource]: 'streetId' } : {}),
    ...(addressSource ? { [addressSource]: 'addressId' } : {}),
  };
  return (
    <ReferencePicker
      reference="apartments"
      filter={{
        StreetId: streetSource ? streetId : undefined,
        AddressId: addressSource ? addressId : undefined,
      }}
      dependsOn={Object.keys(dependsOn).length ? dependsOn : undefined}
      {...props}
    />
  );
}
