/** The exco list and exco roles (issue 4 contract, Excos). */
import { Type, type Static } from 'typebox';
import { MAX_ID } from '../limits/index.js';
import { EXCO_ROLES } from '../roles.js';
import { IdSchema, Nullable } from './common.js';

/** An exco as the API returns it. */
export const ExcoSchema = Type.Object({
  id: Type.Integer({ description: "The resident's id" }),
  fullName: Type.String(),
  address: Type.String({ description: "The resident's address" }),
  principalId: Type.String({ description: "The resident's member ID" }),
  phone: Nullable(Type.String({ description: 'null for Members (and when the account has none)' })),
  roleName: Type.String({ description: `One of: ${EXCO_ROLES.join(', ')}` }),
});
export type Exco = Static<typeof ExcoSchema>;

export const AssignExcoSchema = Type.Object({
  residentId: IdSchema,
  roleId: Type.Integer({
    minimum: 1,
    maximum: MAX_ID,
    description: `The id of an exco role (${EXCO_ROLES.join(', ')}) from GET /api/Communities/Getroles`,
  }),
});

export const ExcoParamsSchema = Type.Object({ residentId: IdSchema });

export type AssignExco = Static<typeof AssignExcoSchema>;
