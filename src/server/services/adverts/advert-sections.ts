/**
 * Advert sections (issue 6): the priced places an advert can take. Every community starts with
 * the defaults below (written with the community at registration; migration 006 gave existing
 * communities the same); its administrators rename them and change their prices.
 */
import { isUniqueViolation } from '../../db/errors.js';
import { Refusal } from '../refusal.js';
import type { AdvertSectionRecord } from '../../repositories/adverts/advert-sections-repository.js';
import type { Repositories } from '../../repositories/index.js';
import { messages } from '../../../shared/messages.js';

/** A new community's sections: ₦2,000, ₦1,000 and ₦500 a day. */
export const DEFAULT_ADVERT_SECTIONS: readonly { name: string; pricePerDayKobo: number }[] = [
  { name: 'Dashboard banner', pricePerDayKobo: 200_000 },
  { name: 'Sidebar', pricePerDayKobo: 100_000 },
  { name: 'Newsletter', pricePerDayKobo: 50_000 },
];

/** True for the unique (community_id, name) constraint, as either database reports it. */
function isNameTaken(error: unknown): boolean {
  return (
    isUniqueViolation(error, 'advert_sections', 'name') ||
    isUniqueViolation(error, 'advert_sections', 'community_id, name')
  );
}

/**
 * Renames a section and sets its price per day. `scope` is the caller's community (null = any,
 * the Super admin): another community's section is 404, like a missing one; a name the community
 * already uses is 409. Existing adverts keep the amount they were placed with.
 */
export async function updateAdvertSection(
  repos: Repositories,
  id: number,
  scope: number | null,
  values: { name: string; pricePerDayKobo: number },
): Promise<AdvertSectionRecord> {
  const notFound = () => new Refusal('not-found', messages.advert.sectionNotFound);
  try {
    return await repos.transaction(async (trx) => {
      const section = await trx.advertSections.findById(id, scope);
      if (!section) throw notFound();
      if (!(await trx.advertSections.update(id, values))) throw notFound();
      return { ...section, ...values };
    });
  } catch (error) {
    if (isNameTaken(error)) {
      throw new Refusal('conflict', messages.advert.sectionNameTaken, 'name');
    }
    throw error;
  }
}
