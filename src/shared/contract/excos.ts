/** The exco list and exco roles (issue 4 contract, Excos). */
import { Type, type Static } from 'typebox';
import { EXCO_ROLE_IDS, EXCO_ROLES, ROLE_IDS } from '../roles.js';
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
    enum: [...EXCO_ROLE_IDS],
    description:
      `The id of an exco role from GET /api/Communities/Getroles: ` +
      EXCO_ROLES.map((role) => `${ROLE_IDS[role]} ${role}`).join(', '),
  }),
});

export const ExcoParamsSchema = Type.Object({ residentId: IdSchema });

export type AssignExco = Static<typeof AssignExcoSchema>;
