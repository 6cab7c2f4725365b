/**
 * Lint holds the layers (README, Architecture): each rule of eslint.config.js's layer blocks
 * fires on a file that breaks it, and stays quiet on the import the layer is meant to make.
 * The files are linted as text under the path they would have; none is written to disk.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The no-restricted-imports messages ESLint gives `code` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  // Both ESLint's rule and typescript-eslint's (which lets `import type` through).
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.endsWith('no-restricted-imports'))
    .map((message) => message.message);
}

describe('lint holds the layers', { timeout: 60_000 }, () => {
  const cases = [
    ['src/shared/fixture.ts', "import '../server/app.js';", 'imports neither the client nor'],
    ['src/shared/fixture.ts', "import '../client/App';", 'imports neither the client nor'],
    ['src/client/dashboard/fixture.tsx', "import '../../server/app.js';", 'through the API'],
    ['src/server/repositories/fixture.ts', "import 'fastify';", 'know nothing of HTTP'],
    ['src/server/repositories/fixture.ts', "import '@fastify/multipart';", 'nothing of HTTP'],
    ['src/server/repositories/fixture.ts', "import '../plugins/app/auth.js';", 'import none'],
    ['src/server/repositories/fixture.ts', "import '../routes/api/index.js';", 'import none'],
    ['src/server/repositories/fixture.ts', "import '../services/audit.js';", 'import none'],
    [
      'src/server/repositories/money/fixture.ts',
      "import '../../services/refusal.js';",
      'import none',
    ],
    ['src/server/repositories/fixture.ts', "import 'fastify-plugin';", 'nothing of HTTP'],
    [
      'src/server/services/money/fixture.ts',
      "import type { FastifyRequest } from 'fastify';",
      'HTTP',
    ],
    ['src/server/services/accounts/fixture.ts', "import '@fastify/cookie';", 'nothing of HTTP'],
    ['src/server/services/fixture.ts', "import fp from 'fastify-plugin';", 'nothing of HTTP'],
    [
      'src/server/services/money/fixture.ts',
      "import '../../plugins/app/tenancy.js';",
      'import neither',
    ],
    [
      'src/server/services/audit/fixture.ts',
      "import '../../plugins/app/auth.js';",
      'import neither',
    ],
    [
      'src/server/services/adverts/fixture.ts',
      "import '../../routes/api/adverts/index.js';",
      'import neither',
    ],
    [
      'src/server/services/fixture.ts',
      "import '../routes/common/form-errors.js';",
      'import neither',
    ],
    ['src/shared/contract/fixture.ts', "import 'fastify';", 'knows nothing of Fastify'],
    ['src/shared/fixture.ts', "import type { FastifyRequest } from 'fastify';", 'of Fastify'],
    ['src/shared/fixture.ts', "import '@fastify/multipart';", 'knows nothing of Fastify'],
    ['src/shared/fixture.ts', "import 'fastify/types/schema.js';", 'knows nothing of Fastify'],
    ['src/client/dashboard/fixture.tsx', "import { Type } from 'typebox';", 'only types'],
    [
      'src/client/dashboard/fixture.tsx',
      "import { ResidentSchema } from '../../shared/contract/residents';",
      'only types from the contract',
    ],
  ] as const;

  it.each(cases)('%s: %s is refused', async (filePath, code, expected) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
  });

  it.each([
    ['src/shared/fixture.ts', "import './messages.js';"],
    ['src/client/dashboard/fixture.tsx', "import { createRoot } from 'react-dom/client';"],
    ['src/client/dashboard/fixture.tsx', "import '../../shared/messages';"],
    [
      'src/client/dashboard/fixture.tsx',
      "import type { Resident } from '../../shared/contract/residents';",
    ],
    ['src/client/dashboard/fixture.tsx', "import { GENDERS } from '../../shared/choices';"],
    ['src/server/repositories/fixture.ts', "import '../db/schema.js';"],
    ['src/server/services/fixture.ts', "import '../repositories/index.js';"],
    ['src/server/services/money/fixture.ts', "import { Refusal } from '../refusal.js';"],
    ['src/server/services/accounts/fixture.ts', "import '../../repositories/index.js';"],
  ] as const)('%s: %s is allowed', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
