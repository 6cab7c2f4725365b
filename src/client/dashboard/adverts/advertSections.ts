/**
 * The active community's advert sections (`GET /api/Adverts/{communityId}/GetAdvertSections`, a
 * plain array of `{ id, name, pricePerDay }` in naira), shared by the create form, its payload
 * and the sections dialog through one react-query key. Nothing is read for the Super admin until
 * a community is chosen.
 */
import { useQuery } from '@tanstack/react-query';
import type { AdvertSection } from '../../../shared/contract/adverts';
import { formatNaira } from '../../../shared/format';
import { httpClient } from '../providers/httpClient';
import { useActiveCommunity } from '../switcher/activeCommunity';

export const ADVERT_SECTIONS_KEY = 'advertSections';

export function useAdvertSections() {
  const { id: communityId } = useActiveCommunity();
  return useQuery({
    queryKey: [ADVERT_SECTIONS_KEY, communityId],
    queryFn: async ({ signal }) => {
      const url = `/api/Adverts/${communityId}/GetAdvertSections`;
      const { json } = await httpClient(url, { signal });
      return Array.isArray(json) ? (json as AdvertSection[]) : [];
    },
    enabled: communityId !== null,
  });
}

/** The section a form value names (a select gives its id as a number or a string). */
export function sectionOf(
  sections: readonly AdvertSection[] | undefined,
  sectionId: unknown,
): AdvertSection | undefined {
  if (sectionId === undefined || sectionId === null || sectionId === '') return undefined;
  return sections?.find((section) => section.id === Number(sectionId));
}

/** '₦2,000.00' for a section's price per day. */
export const pricePerDayText = (section: AdvertSection) => formatNaira(section.pricePerDay);
