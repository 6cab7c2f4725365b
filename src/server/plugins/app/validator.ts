/**
 * The schema checker: TypeBox's, which leaves JSON bodies as sent (a number is not silently
 * turned into a string) and converts path and query values, which always arrive as text. Its
 * conversion would truncate "1.5" to the integer 1, so integer fields must be whole numbers in
 * the text first.
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';

const WHOLE_NUMBER = /^-?\d+$/;

function integerProperties(schema: TSchema): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties;
  return Object.entries(properties ?? {})
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = (definition) => {
  const check = TypeBoxValidatorCompiler(definition);
  const integers = definition.httpPart === 'body' ? [] : integerProperties(definition.schema);
  if (integers.length === 0) return check;
  return (value: unknown) => {
    const raw = (value ?? {}) as Record<string, unknown>;
    const notWhole = integers.find(
      (name) => typeof raw[name] === 'string' && !WHOLE_NUMBER.test(raw[name]),
    );
    if (notWhole === undefined) return check(value);
    const error: FastifySchemaValidationError = {
      keyword: 'type',
      instancePath: `/${notWhole}`,
      schemaPath: `#/properties/${notWhole}/type`,
      params: { type: 'integer' },
      message: 'must be integer',
    };
    return { error: [error] };
  };
};
