/**
 * Adverts (issue 6) in the authorization world: the CreateAdvert form for a side's section and
 * resident, fresh adverts placed by a side's Admin, and the paid adverts the tenant canaries look
 * for (their names carry the side's marker).
 */
import type { Advert, AdvertSection } from '../../../../src/shared/contract/adverts.js';
import { advertAmount, todayInLagos } from '../../../../src/shared/finance.js';
import { multipart, png } from '../files-fixtures.js';
import { unique } from '../helper.js';
import { authOf, type Side, type World } from './world.js';

/** A section of the side (the Sidebar, ₦1,000 a day unless changed). */
export async function sectionOf(
  world: World,
  side: Side,
  name = 'Sidebar',
): Promise<AdvertSection> {
  const sections = await world.app.repos.advertSections.list(world[side].id);
  const found = sections.find((section) => section.name === name);
  if (!found) throw new Error(`adverts-world: no ${name} section in ${side}`);
  return { id: found.id, name: found.name, pricePerDay: found.pricePerDayKobo / 100 };
}

/**
 * A CreateAdvert multipart request for the side's section and Member's resident (2 days from
 * today), with both images; `extra` fields are added (e.g. CommunityId).
 */
export async function advertRequest(
  world: World,
  side: Side,
  extra: Record<string, string | number> = {},
) {
  const section = await sectionOf(world, side);
  const body = await multipart(
    {
      Name: `${world[side].marker} Advert ${unique()}`,
      StartDate: todayInLagos(),
      ResidentId: world[side].memberResidentId,
      SectionId: section.id,
      NumberOfDay: 2,
      AdsAmount: advertAmount(2, section.pricePerDay),
      ...extra,
    },
    [
      { field: 'Graphics', name: 'advert.png', type: 'image/png', bytes: png(0x30) },
      { field: 'AdsLogo', name: 'logo.png', type: 'image/png', bytes: png(0x50) },
    ],
  );
  return { payload: body.payload, headers: body.headers };
}

/** A fresh advert of the side, placed by its Admin (201 expected). */
export async function freshAdvert(world: World, side: Side = 'a'): Promise<Advert> {
  const form = await advertRequest(world, side);
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/Adverts/CreateAdvert',
    payload: form.payload,
    headers: { ...authOf(world, side === 'a' ? 'adminA' : 'adminB'), ...form.headers },
  });
  if (response.statusCode !== 201) {
    throw new Error(`freshAdvert: ${response.statusCode} ${response.body}`);
  }
  return response.json<Advert>();
}

/** A paid (so Active) advert in each community, for the canaries; returns A's. */
export async function placePaidAdverts(world: World): Promise<Advert> {
  let advertOfA: Advert | null = null;
  for (const side of ['a', 'b'] as const) {
    const advert = await freshAdvert(world, side);
    const paid = await world.app.inject({
      method: 'POST',
      url: `/api/Adverts/${advert.id}/Payment`,
      headers: authOf(world, side === 'a' ? 'adminA' : 'adminB'),
      payload: { method: 'Cash', reference: `${world[side].marker}-ADV` },
    });
    if (paid.statusCode !== 201) throw new Error(`placePaidAdverts: ${paid.body}`);
    if (side === 'a') advertOfA = paid.json<Advert>();
  }
  return advertOfA!;
}
