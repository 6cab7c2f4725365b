/**
 * The multipart forms' required fields (src/shared/contract/form-spelling.ts): each is
 * `{ anyOf: [{ required: ['FullName'] }, { required: ['fullName'] }] }` in the body's `allOf`,
 * since the server reads a field under either spelling (and a few under an alias too). Valid
 * requests send each under one of its names; a broken one leaves out every name at once.
 */
import fc from 'fast-check';
import type { JsonSchema } from './schema-values.js';

/** One required field of a form. */
export interface RequiredGroup {
  /** The name the body's properties use: the field drawn, broken and reported. */
  field: string;
  /** Every name that meets the requirement (its spellings, and its aliases'). */
  names: string[];
}

/** The body's required-in-either-spelling fields (none for a body without them). */
export function requiredGroups(schema: JsonSchema | undefined): RequiredGroup[] {
  const properties = schema?.properties ?? {};
  return (schema?.allOf ?? []).flatMap((part) => {
    const names = (part.anyOf ?? []).flatMap((branch) => branch.required ?? []);
    const field = names.find((name) => name in properties);
    return field === undefined ? [] : [{ field, names }];
  });
}

type Body = Record<string, unknown>;

/**
 * Draws `body` with each required field sent under one of its names, chosen at random (the
 * property's own name, or e.g. `fullName`).
 */
export function respelledArb(body: fc.Arbitrary<Body>, groups: RequiredGroup[]) {
  const choices = fc.tuple(...groups.map((group) => fc.constantFrom(...group.names)));
  return fc.tuple(body, choices).map(([drawn, names]) => {
    const sent = { ...drawn };
    groups.forEach((group, index) => {
      const name = names[index]!;
      if (name === group.field || sent[group.field] === undefined) return;
      sent[name] = sent[group.field];
      delete sent[group.field];
    });
    return sent;
  });
}

/** `body` without any of `names`: a required field left out under every spelling. */
export function withoutAny(body: Body, names: readonly string[]): Body {
  return Object.fromEntries(Object.entries(body).filter(([name]) => !names.includes(name)));
}
