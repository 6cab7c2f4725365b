/**
 * The contract is the validation (issue 13): for every /api operation of the OpenAPI document,
 * requests drawn from its contract (fast-check over the schemas, tests/server/support/contract)
 * are not refused as invalid (never a 400; a 404 or 409 of the records they name is fine), and
 * the same request with one field broken against its schema (missing, under every spelling a
 * multipart form reads it by; too long or short, outside its pattern or range, the wrong type, a
 * NUL in text) is a 400 whose `errors` name the field (issue 15: the form marks it), and whose
 * message names it by its label, never by a property name the user does not see — or is one of
 * the spec's fixed texts (messages.ts), which some forms give for any missing field.
 *
 * CONTRACT_SEED replays a run (the seed is printed); CONTRACT_RUNS sets the valid requests per
 * operation.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { startSession } from '../../../../src/server/services/accounts/sessions.js';
import { fieldLabel, messages } from '../../../../src/shared/messages.js';
import { build, bearer } from '../../support/helper.js';
import { startFakePaystack, type FakePaystack } from '../../../../scripts/fake-paystack/server.js';
import { operationsOf, type Operation } from '../../support/fuzz/requests.js';
import { buildWorld, type World } from '../../support/world/world.js';
import { freshAdvert, sectionOf } from '../../support/world/adverts-world.js';
import { actorFor, type Extras } from '../../support/contract/route-targets.js';
import {
  fieldsOf,
  injectOptions,
  validRequestArb,
  withField,
  type Context,
  type DrawnRequest,
} from '../../support/contract/requests.js';
import { brokenValues } from '../../support/contract/schema-values.js';

const SEED = Number(process.env.CONTRACT_SEED ?? 20_261_125);
const RUNS = Number(process.env.CONTRACT_RUNS ?? 6);
/** About 2 s per run of every operation, with room for a busy machine. */
const VALID_TIMEOUT_MS = 60_000 + RUNS * 10_000;

/** Every fixed text of the spec (messages.ts), nested groups included. */
function fixedTexts(group: object): string[] {
  return Object.values(group).flatMap((value: unknown) =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? fixedTexts(value)
        : [],
  );
}
const FIXED_TEXTS = fixedTexts(messages).filter((text) => text.trim() !== '');

/**
 * 400s a valid request may still get, because the rule is about stored state and no contract can
 * state it: a reset code is valid only once one has been mailed.
 */
const STATE_REFUSALS: Record<string, string> = {
  'POST /api/AuthUser/ResetPassword': messages.reset.invalidCode,
  // A notice to those who owe, in a community where nobody owes (issue 19).
  'POST /api/Notices/': messages.notices.noRecipients,
};

interface Answer {
  status: number;
  message: string;
  errors: Record<string, string>;
}

/**
 * The answer marks the field (under one of its names) and its message names it by its label:
 * never by the property name, unless the label says it too ('Payment method').
 */
function namesField({ message, errors }: Answer, names: readonly string[]): boolean {
  const marked = names.some((name) => name in errors);
  const fixed = FIXED_TEXTS.some((text) => message.startsWith(text));
  const rawName = names.some((name) => message.includes(name) && !fieldLabel(name).includes(name));
  return marked && (fixed || (!rawName && message !== ''));
}

describe('every operation accepts what its contract allows and refuses the rest', () => {
  let app: App;
  let world: World;
  let extras: Extras;
  let operations: Operation[];
  // Paystack's calls (pay now, reconciliation) reach the fake, never the internet (issue 18).
  let fake: FakePaystack | undefined;

  beforeAll(async () => {
    console.log(`contract conformance: seed ${SEED}, ${RUNS} valid requests per operation`);
    fake = await startFakePaystack();
    app = await build({ config: { paystackBaseUrl: fake.url } });
    world = await buildWorld(app);
    const section = await sectionOf(world, 'a');
    const sections = await app.repos.advertSections.list(world.a.id);
    const other = sections.find((candidate) => candidate.id !== section.id);
    const advert = await freshAdvert(world, 'a');
    const excoRoleId = await app.repos.roles.findIdByName('Secretary');
    extras = {
      sectionId: section.id,
      sectionPrice: section.pricePerDay,
      otherSectionId: other?.id ?? section.id,
      advertId: advert.id,
      excoRoleId: excoRoleId ?? 0,
    };
    operations = operationsOf(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  function contextOf(op: Operation): Context {
    const isPublic = !(
      app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> }
    ).paths[op.path]?.[op.method.toLowerCase()]?.security;
    return { world, actor: actorFor(op.key, isPublic), extras };
  }

  async function send(op: Operation, context: Context, request: DrawnRequest) {
    const auth =
      context.actor === 'anonymous'
        ? {}
        : bearer(await startSession(app.repos, world.accounts[context.actor].id));
    const options = await injectOptions(op, request, auth);
    const response = await app.inject(options);
    const body =
      response.statusCode >= 400
        ? response.json<{ message?: unknown; errors?: Record<string, string> }>()
        : {};
    const message = body.message === undefined ? '' : String(body.message);
    return { status: response.statusCode, message, errors: body.errors ?? {}, url: options.url };
  }

  it(
    'accepts valid requests (never a 400 or a 5xx)',
    async () => {
      const problems: string[] = [];
      for (const [index, op] of operations.entries()) {
        const context = contextOf(op);
        const requests = fc.sample(validRequestArb(op, context), {
          seed: SEED + index,
          numRuns: RUNS,
        });
        for (const request of requests) {
          const { status, message } = await send(op, context, request);
          const stateRefusal = status === 400 && STATE_REFUSALS[op.key] === message;
          if ((status === 400 && !stateRefusal) || status >= 500) {
            problems.push(
              `${op.key} as ${context.actor}: ${status} ${message}\n    ${JSON.stringify(request)}`,
            );
            break; // one example per operation is enough
          }
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    },
    VALID_TIMEOUT_MS,
  );

  it('refuses a request with one field broken, with a 400 naming the field', async () => {
    const problems: string[] = [];
    for (const [index, op] of operations.entries()) {
      const context = contextOf(op);
      const [base] = fc.sample(validRequestArb(op, context), { seed: SEED + index, numRuns: 1 });
      if (!base) continue;
      const multipartBody = op.body?.media === 'multipart/form-data';
      for (const field of fieldsOf(op)) {
        const asText = field.part !== 'body' || multipartBody;
        const breakages = [
          ...(field.required && field.part !== 'path'
            ? [{ why: 'missing', value: undefined }]
            : []),
          ...brokenValues(field.schema, asText),
        ];
        for (const { why, value } of breakages) {
          const answer = await send(op, context, withField(base, field, value));
          if (answer.status !== 400 || !namesField(answer, field.names)) {
            const { status, message, errors } = answer;
            problems.push(
              `${op.key} ${field.part} ${field.name} ${why}: ${status} ${message} ${JSON.stringify(errors)}`,
            );
          }
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 120_000);
});
