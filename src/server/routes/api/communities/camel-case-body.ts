/**
 * `PUT /api/Communities` takes JSON or multipart, with camelCase or PascalCase keys
 * (`CommunityName`), so the body is brought to camelCase before the contract validates it.
 */
import type { FastifyRequest } from 'fastify';

const WHOLE_NUMBER = /^\s*\d+\s*$/;

/**
 * preValidation hook: `CommunityName` → `communityName`, `Id`/`ID` → `id` (a camelCase key wins
 * over its PascalCase twin), and a form's id text → a number.
 */
export async function camelCaseCommunityBody(request: FastifyRequest): Promise<void> {
  const { body } = request;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const name = key.toLowerCase() === 'id' ? 'id' : key.charAt(0).toLowerCase() + key.slice(1);
    if (!(name in fields) || key === name) fields[name] = value;
  }
  if (typeof fields.id === 'string' && WHOLE_NUMBER.test(fields.id)) {
    fields.id = Number(fields.id);
  }
  request.body = fields;
}
