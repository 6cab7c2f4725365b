import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Advert } from '../../../../src/shared/contract/adverts';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { aCommunity } from '../fakeProvider/samples';
import { advert, stubObjectUrls } from './advertsApi';
import { adminUser, memberUser, signIn, superAdminUser } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

beforeEach(stubObjectUrls);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tailor = advert(6, { name: 'Ade Tailoring', graphics: 'g6' });
const bakery = advert(4, { name: 'Iya Basira Bakery', graphics: '/api/Files/g4' });
const pending = advert(7, { name: 'Mama Put Kitchen', status: 'Pending', paid: false });

/** The community's adverts and their images in the fake dataProvider; fetch answers nothing. */
function advertsData(adverts: Advert[]) {
  forbidFetch();
  const png = () => new Blob(['png'], { type: 'image/png' });
  return fakeDataProvider({
    communities: [aCommunity()],
    adverts,
    files: { '/api/Files/g6': png(), '/api/Files/g4': png() },
  });
}

const strip = () => screen.findByRole('region', { name: 'Adverts' });

describe('overview advert strip', () => {
  it("shows the images of the community's Active adverts, named by each advert", async () => {
    const dataProvider = advertsData([pending, tailor, bakery]);
    signIn(adminUser);
    renderDashboard('/dashboard/home', dataProvider);
    const section = await strip();
    const images = await within(section).findByRole('list', { name: 'Active adverts' });
    await waitFor(() =>
      expect(within(images).getByRole('img', { name: 'Ade Tailoring' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
    expect(within(images).getByRole('img', { name: 'Iya Basira Bakery' })).toBeInTheDocument();
    expect(within(images).getAllByRole('listitem')).toHaveLength(2);
    // Only the server's Active adverts (the first ten): the list of every advert is not read.
    expect(within(section).queryByRole('img', { name: 'Mama Put Kitchen' })).toBeNull();
    expect(dataProvider.callsTo('getCommunityAdverts')[0]?.params).toEqual([10, expect.anything()]);
    expect(dataProvider.callsTo('getList', 'adverts')).toEqual([]);
    // The images are protected files, read through the dataProvider (a file id or its path).
    const files = dataProvider.callsTo('getFileBlob').map(({ params }) => (params as string[])[0]);
    expect(files).toEqual(expect.arrayContaining(['/api/Files/g6', '/api/Files/g4']));

    expect(within(section).getByRole('link', { name: 'View Adverts' })).toHaveAttribute(
      'href',
      '/dashboard/adverts',
    );
    expect(within(section).getByRole('link', { name: 'Place an Advert' })).toHaveAttribute(
      'href',
      '/dashboard/adverts/add-new',
    );
  }, 60_000);

  it('keeps its buttons but no images area when no advert is active', async () => {
    const user = userEvent.setup({ delay: null });
    signIn(memberUser);
    renderDashboard('/dashboard/home', advertsData([pending]));
    const section = await strip();
    expect(within(section).getByRole('link', { name: 'View Adverts' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Active adverts' })).toBeNull());

    await user.click(within(section).getByRole('link', { name: 'Place an Advert' }));
    expect(await screen.findByRole('heading', { name: 'Add New Advert' })).toBeInTheDocument();
  }, 60_000);

  it('View Adverts opens the list', async () => {
    const user = userEvent.setup({ delay: null });
    signIn(adminUser);
    renderDashboard('/dashboard/home', advertsData([pending, tailor]));
    await user.click(within(await strip()).getByRole('link', { name: 'View Adverts' }));
    expect(await screen.findByRole('heading', { name: 'Adverts', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Mama Put Kitchen')).toBeInTheDocument();
  }, 60_000);

  it('is not shown to the Super admin before a community is chosen', async () => {
    const dataProvider = advertsData([tailor]);
    signIn(superAdminUser);
    renderDashboard('/dashboard/home', dataProvider);
    expect(await screen.findByText('Welcome to Neighbourly')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Adverts' })).toBeNull();
    expect(dataProvider.callsTo('getCommunityAdverts')).toEqual([]);
  });
});
