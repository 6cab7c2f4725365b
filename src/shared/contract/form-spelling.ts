/**
 * Required fields of the multipart forms (residents, landlords, adverts). Their field names may
 * start with a lower-case letter (`FullName` or `fullName`, files/multipart.ts sameField), so a
 * plain `required` list would refuse what the server takes: each required field is instead "one
 * of its spellings is present", in the object's `allOf` (TypeBox passes the option through, and
 * its checker enforces it on the parsed form).
 */

/** `FullName` → `fullName`: the other spelling the server reads. */
export function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** One required field: its name, or names the server reads as one field (aliases). */
export type RequiredField = string | readonly string[];

/**
 * Schema options requiring each of `fields` under one of its spellings, e.g.
 * `allOf: [{ anyOf: [{ required: ['FullName'] }, { required: ['fullName'] }] }]`.
 */
export function requiredInEitherSpelling(fields: readonly RequiredField[]) {
  return {
    allOf: fields.map((field) => ({
      anyOf: [field]
        .flat()
        .flatMap((name) => [name, lowerFirst(name)])
        .map((name) => ({ required: [name] })),
    })),
  };
}
