/** Community projects (issue 4 contract, Projects). Money: naira at the edge, kobo inside. */
import { Type, type Static } from 'typebox';
import {
  DATE_TEXT_MAX_LENGTH,
  MAX_BUDGET_NAIRA,
  MIN_AMOUNT_NAIRA,
  TEXT_MAX_LENGTH,
} from '../limits/index.js';
import { IdSchema } from './common.js';
import { DATE_TEXT_PATTERN, NOT_BLANK } from './text-rules.js';

/** A project as the API returns it. */
export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  projectName: Type.String(),
  communityId: Type.Integer(),
  projectDate: Type.String({ description: 'YYYY-MM-DD' }),
  createdDate: Type.String({ description: 'ISO-8601 UTC timestamp' }),
  budget: Type.Number({ description: 'Naira, at most two decimals' }),
  amountRaised: Type.Number({
    description: 'Naira; from the ledger: payments toward the project, net of reversals',
  }),
  expended: Type.Number({
    description: "Naira; from the ledger: the project's expenses, net of reversals",
  }),
  expendedAmount: Type.Number({ description: 'Same as expended' }),
  excoInCharge: Type.String({ description: "The exco in charge's full name" }),
  excoResidentId: Type.Integer({ description: "The exco in charge's resident id" }),
});
export type Project = Static<typeof ProjectSchema>;

const ignored = (description: string) =>
  Type.Optional(Type.Unknown({ description: `${description}: accepted and ignored (ledger)` }));

export const CreateProjectSchema = Type.Object({
  projectName: Type.String({ ...NOT_BLANK, maxLength: TEXT_MAX_LENGTH }),
  projectDate: Type.String({
    pattern: DATE_TEXT_PATTERN,
    maxLength: DATE_TEXT_MAX_LENGTH,
    description: 'YYYY-MM-DD',
  }),
  budget: Type.Number({
    minimum: MIN_AMOUNT_NAIRA,
    maximum: MAX_BUDGET_NAIRA,
    description: 'Naira, more than 0, at most two decimals (stored as kobo)',
  }),
  excoResidentId: IdSchema,
  communityId: Type.Optional(
    Type.Union([IdSchema, Type.Null()], {
      description: 'Super admin: the community to add to (required); ignored for anyone else',
    }),
  ),
  amountRaised: ignored('Amount raised'),
  expendedAmount: ignored('Amount expended'),
});

export const ProjectParamsSchema = Type.Object({ id: IdSchema });

export type CreateProject = Static<typeof CreateProjectSchema>;
