/**
 * The active community's advert sections (`{ id, name, pricePerDay }` in naira, through the
 * dataProvider's getAdvertSections), shared by the create form, its payload and the sections
 * dialog through one react-query key. Nothing is read for the Super admin until a community is
 * chosen.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { AdvertSection } from '../../../shared/contract/adverts';
import { formatNaira } from '../../../shared/format';
import type { AdvertMethods } from '../providers/methods/adverts';
import { useActiveCommunity } from '../switcher/activeCommunity';

export const ADVERT_SECTIONS_KEY = 'advertSections';

export function useAdvertSections() {
  const dataProvider = useDataProvider<DataProvider & AdvertMethods>();
  const { id: communityId } = useActiveCommunity();
  return useQuery({
    // The community names the cache entry; the dataProvider applies it to the request.
    queryKey: [ADVERT_SECTIONS_KEY, communityId],
    queryFn: async ({ signal }) => {
      const sections = await dataProvider.getAdvertSections({ signal });
      // After an ended session react-admin answers an empty object: no sections.
      return Array.isArray(sections) ? sections : [];
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
