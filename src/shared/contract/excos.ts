/** The exco list and exco roles (issue 4 contract, Excos); guards are appointed here too (issue 21). */
import { Type, type Static } from 'typebox';
import { APPOINTED_ROLE_IDS, APPOINTED_ROLES, ROLE_IDS } from '../roles.js';
import { IdSchema, Nullable } from './common.js';

/** An exco (or a guard: Security) as the API returns it. */
export const ExcoSchema = Type.Object({
  id: Type.Integer({ description: "The resident's id" }),
  fullName: Type.String(),
  address: Type.String({ description: "The resident's address" }),
  principalId: Type.String({ description: "The resident's member ID" }),
  phone: Nullable(Type.String({ description: 'null for Members (and when the account has none)' })),
  roleName: Type.String({ description: `One of: ${APPOINTED_ROLES.join(', ')}` }),
});
export type Exco = Static<typeof ExcoSchema>;

export const AssignExcoSchema = Type.Object({
  residentId: IdSchema,
  roleId: Type.Integer({
    enum: [...APPOINTED_ROLE_IDS],
    description:
      `The id of an exco role, or of Security (a guard), from GET /api/Communities/Getroles: ` +
      APPOINTED_ROLES.map((role) => `${ROLE_IDS[role]} ${role}`).join(', '),
  }),
});

export const ExcoParamsSchema = Type.Object({ residentId: IdSchema });

export type AssignExco = Static<typeof AssignExcoSchema>;
