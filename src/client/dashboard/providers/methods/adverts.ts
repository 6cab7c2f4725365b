/**
 * Adverts' calls beyond the standard methods (contract: Adverts, issue 6): the community's
 * active adverts (the overview's strip), its sections and their prices, a section's edit, and an advert's payment. Placing an advert is the
 * standard `create` of resource `adverts` (multipart, resourcePaths.ts). Typed by
 * shared/contract/adverts.ts; used with `useDataProvider<DataProvider & AdvertMethods>()`.
 */
import type {
  Advert,
  AdvertPaymentBody,
  AdvertSection,
  SectionBody,
} from '../../../../shared/contract/adverts';
import type { PagedList } from '../../../../shared/contract/paging';
import { requireCommunityId } from '../communityScope';
import { getJson, segment, writeJson } from './json';

export const advertMethods = {
  /**
   * `GET /api/Adverts/{communityId}/GetCommunityAdverts`: the first `pageSize` of the active
   * community's adverts; the server answers Active ones only.
   */
  getCommunityAdverts: async (
    pageSize: number,
    options: { signal?: AbortSignal; meta?: unknown } = {},
  ) => {
    const communityId = requireCommunityId(options.meta);
    const query = new URLSearchParams({ PageSize: String(pageSize), PageNumber: '1' });
    const url = `/api/Adverts/${segment(communityId)}/GetCommunityAdverts?${query}`;
    const page = await getJson<PagedList<Advert> | null>(url, options.signal);
    return page?.records ?? [];
  },
  /** `GET /api/Adverts/{communityId}/GetAdvertSections`: the active community's, in order. */
  getAdvertSections: async (options: { signal?: AbortSignal; meta?: unknown } = {}) => {
    const communityId = requireCommunityId(options.meta);
    const url = `/api/Adverts/${segment(communityId)}/GetAdvertSections`;
    const sections = await getJson<AdvertSection[] | null>(url, options.signal);
    return Array.isArray(sections) ? sections : [];
  },
  /** `PUT /api/Adverts/Sections/{id}`: a new name and price per day (naira). */
  updateAdvertSection: (id: number, body: SectionBody) =>
    writeJson<AdvertSection>(`/api/Adverts/Sections/${segment(id)}`, 'PUT', body),
  /** `POST /api/Adverts/{id}/Payment`: the fee paid; the advert's own community applies. */
  recordAdvertPayment: (id: number, body: AdvertPaymentBody) =>
    writeJson<Advert>(`/api/Adverts/${segment(id)}/Payment`, 'POST', body),
};

export type AdvertMethods = typeof advertMethods;
