/** The generator's options: defaults, checks, and where each community's e-mails live. */
import { todayInLagos } from '../../shared/finance.js';
import { DATE_PATTERN } from '../../shared/limits/index.js';
import { passwordProblem } from '../../shared/validation.js';
import type { DemoOptions } from './types.js';

export const DEFAULT_RESIDENTS = 200;
export const DEFAULT_MONTHS = 12;

/** The e-mail domain of a demo community: the demo's own, or one per benchmark community. */
export function demoDomain(communityIndex: number): string {
  return communityIndex === 0 ? 'demo.neighbourly.ng' : `c${communityIndex}.demo.neighbourly.ng`;
}

/** The options with their defaults, checked; throws an Error saying what is wrong. */
export function resolveOptions(options: DemoOptions): Required<DemoOptions> {
  const communityIndex = options.communityIndex ?? 0;
  const residents = options.residents ?? DEFAULT_RESIDENTS;
  const resolved = {
    password: options.password,
    residents,
    streets: options.streets ?? Math.max(3, Math.round(residents / 28)),
    apartments: options.apartments ?? Math.ceil(residents * 1.06),
    months: options.months ?? DEFAULT_MONTHS,
    communityIndex,
    seed: options.seed ?? 20_260_501 + communityIndex,
    today: options.today ?? todayInLagos(),
  };
  const problem = passwordProblem(resolved.password);
  if (problem) throw new Error(`The demo password: ${problem}`);
  const whole = (value: number, min: number, max: number) =>
    Number.isInteger(value) && value >= min && value <= max;
  if (!whole(resolved.residents, 10, 19_999)) {
    throw new Error('The number of residents must be a whole number from 10 to 19999');
  }
  if (!whole(resolved.streets, 1, 500)) {
    throw new Error('The number of streets must be a whole number from 1 to 500');
  }
  if (!whole(resolved.apartments, resolved.residents, 30_000)) {
    throw new Error('The number of apartments must be a whole number from the residents to 30000');
  }
  if (!whole(resolved.months, 1, 60)) throw new Error('Months must be a whole number from 1 to 60');
  if (!whole(resolved.communityIndex, 0, 499)) throw new Error('communityIndex must be 0 to 499');
  if (!DATE_PATTERN.test(resolved.today)) throw new Error('today must be YYYY-MM-DD');
  return resolved;
}
