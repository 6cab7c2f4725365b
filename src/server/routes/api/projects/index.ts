/**
 * Projects (issue 4 contract, Projects): community administrators (their own community) and the
 * Super admin (every community); Members 403. The budget is naira at the edge and kobo inside;
 * the amounts raised and expended come from the ledger (issue 5: income and expense rows naming the
 * project), read once per page. The exco in charge must hold an exco role in the project's
 * community when the project is saved.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerListRoutes } from '../../common/list-routes.js';
import type { Project } from '../../../../shared/contract/projects.js';
import { koboToNaira, nairaToKobo } from '../../../../shared/format.js';
import { messages } from '../../../../shared/messages.js';
import { EXCO_ROLES } from '../../../../shared/roles.js';
import { isBlank } from '../../../../shared/validation.js';
import { communityForWrite, readScope } from '../../../plugins/app/tenancy.js';
import type { Repositories } from '../../../repositories/index.js';
import type {
  ProjectRow,
  ProjectValues,
} from '../../../repositories/projects/projects-repository.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { isCalendarDate } from '../../../../shared/contract/dependants.js';
import { formErrors } from '../../common/form-errors.js';
import { WriteQuerySchema } from '../../../../shared/contract/paging.js';
import {
  CreateProjectSchema,
  ProjectParamsSchema,
  ProjectSchema,
  type CreateProject,
} from '../../../../shared/contract/projects.js';
import { readBack, writeWithReferences } from '../../../services/property/property-records.js';
import { Refusal } from '../../../services/refusal.js';
import { totalNaira } from '../../../services/money/money-totals.js';

const tags = ['Projects'];
const notFound = { message: messages.project.loadFailed };
// An unchosen exco (null, 0, '') is a blank field on the form; a bad budget has its own text.
const errorFormatter = formErrors(messages.project.required, {
  invalid: {
    budget: messages.project.invalidBudget,
    excoResidentId: messages.project.required,
    projectName: messages.project.required,
    projectDate: messages.project.required,
  },
});

/** The ledger's amounts of a project, in kobo. */
type ProjectAmounts = { raisedKobo: bigint; expendedKobo: bigint };

/** A stored project as the API shows it. */
function toProject(row: ProjectRow, amounts: ProjectAmounts | undefined): Project {
  const { budgetKobo, ...rest } = row;
  const expended = totalNaira(amounts?.expendedKobo ?? 0n);
  return {
    ...rest,
    budget: koboToNaira(budgetKobo),
    amountRaised: totalNaira(amounts?.raisedKobo ?? 0n),
    expended,
    expendedAmount: expended,
  };
}

/** Projects as the API shows them, with one ledger query for all of them. */
async function toProjects(repos: Repositories, rows: readonly ProjectRow[]): Promise<Project[]> {
  const amounts = await repos.ledgerReports.projectAmounts(rows.map((row) => row.id));
  return rows.map((row) => toProject(row, amounts.get(row.id)));
}

async function withAmounts(repos: Repositories, row: ProjectRow): Promise<Project> {
  const amounts = await repos.ledgerReports.projectAmounts([row.id]);
  return toProject(row, amounts.get(row.id));
}

/** The values to save; a Refusal (400) naming the field at fault, if one is. */
function projectValues(body: CreateProject): ProjectValues {
  const { required, invalidBudget } = messages.project;
  if (isBlank(body.projectName)) throw new Refusal('invalid', required, 'projectName');
  const projectDate = body.projectDate.trim();
  if (!isCalendarDate(projectDate)) throw new Refusal('invalid', required, 'projectDate');
  const budgetKobo = nairaToKobo(body.budget);
  if (budgetKobo === null || budgetKobo <= 0) {
    throw new Refusal('invalid', invalidBudget, 'budget');
  }
  const projectName = body.projectName.trim();
  return { projectName, projectDate, budgetKobo, excoResidentId: body.excoResidentId };
}

type ExcoCheck = 'ok' | 'wrongCommunity' | 'notExco';

/**
 * Inside the write's transaction: the exco in charge must be a resident of the community holding
 * an exco role. Their account row is locked (PostgreSQL), so a concurrent role change waits.
 */
async function checkExco(
  repos: Repositories,
  residentId: number,
  communityId: number,
): Promise<ExcoCheck> {
  const resident = await repos.excos.findResident(residentId, communityId);
  if (!resident) return 'wrongCommunity';
  await repos.excos.lockAccount(resident.userId);
  const locked = await repos.excos.findResident(residentId, communityId);
  const isExco = locked !== null && (EXCO_ROLES as readonly string[]).includes(locked.roleName);
  return isExco ? 'ok' : 'notExco';
}

const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListRoutes(app, {
    tags,
    plural: 'Projects',
    resource: 'projects',
    item: ProjectSchema,
    list: async (communityId, page, search) => {
      const found = await app.repos.projects.list(communityId, page, search);
      return { ...found, records: await toProjects(app.repos, found.records) };
    },
  });

  app.get(
    '/:id',
    {
      config: { access: { resource: 'projects', action: 'show' } },
      schema: {
        tags,
        summary: 'One project (404 for another community’s)',
        params: ProjectParamsSchema,
        response: { 200: ProjectSchema, ...errorResponses(400, ...SESSION_ERRORS, 404, 422) },
      },
    },
    async (request, reply) => {
      const row = await app.repos.projects.findById(request.params.id, readScope(request));
      if (!row) return reply.code(404).send(notFound);
      return withAmounts(app.repos, row);
    },
  );

  app.post(
    '/CreateProject',
    {
      config: { access: { resource: 'projects', action: 'create' } },
      schemaErrorFormatter: errorFormatter,
      schema: {
        tags,
        summary: 'Add a project with an exco of the community in charge (Super admin: communityId)',
        description:
          'budget is naira (> 0, at most two decimals). amountRaised and expendedAmount are ' +
          'accepted and ignored: they come from the ledger.',
        querystring: WriteQuerySchema,
        body: CreateProjectSchema,
        response: { 201: ProjectSchema, ...errorResponses(400, ...SESSION_ERRORS, 413, 415) },
      },
    },
    async (request, reply) => {
      const values = projectValues(request.body);
      const named = request.body.communityId ?? request.query.communityId;
      const communityId = await communityForWrite(request, named);
      const outcome = await writeWithReferences(app.repos, async (repos) => {
        const exco = await checkExco(repos, values.excoResidentId, communityId);
        if (exco !== 'ok') return exco;
        return repos.projects.create(communityId, values, new Date().toISOString());
      });
      if (outcome === null || outcome === 'wrongCommunity') {
        return reply.code(400).send({ message: messages.reference.wrongCommunity });
      }
      if (outcome === 'notExco') {
        return reply.code(400).send({ message: messages.project.excoRequired });
      }
      const saved = readBack(await app.repos.projects.findById(outcome, communityId));
      return reply.code(201).send(await withAmounts(app.repos, saved));
    },
  );
};

export default projectRoutes;
