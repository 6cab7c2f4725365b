import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advert, advertsApi, fetchedUrls, stubObjectUrls } from './advertsApi';
import { adminUser, memberUser, signIn, superAdminUser } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

beforeEach(() => {
  stubObjectUrls();
  // react-admin logs the overview's other reads, which this fake API leaves unanswered.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tailor = advert(6, { name: 'Ade Tailoring', graphics: 'g6' });
const bakery = advert(4, { name: 'Iya Basira Bakery', graphics: '/api/Files/g4' });
const pending = advert(7, { name: 'Mama Put Kitchen', status: 'Pending', paid: false });

const strip = () => screen.findByRole('region', { name: 'Adverts' });

describe('overview advert strip', () => {
  it('shows the images of what GetCommunityAdverts answers, named by each advert', async () => {
    const fetchMock = advertsApi({ adverts: [pending, tailor, bakery], active: [tailor, bakery] });
    signIn(adminUser);
    renderDashboard('/dashboard/home');
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
    // Only the server's Active adverts: the list of every advert is not read for the strip.
    expect(within(section).queryByRole('img', { name: 'Mama Put Kitchen' })).toBeNull();
    const urls = fetchedUrls(fetchMock);
    expect(urls).toContain('/api/Adverts/1/GetCommunityAdverts?PageSize=10&PageNumber=1');
    expect(urls.some((url) => url.startsWith('/api/Adverts?'))).toBe(false);
    // The images are protected files, fetched with the session cookie (a file id or its path).
    const file = fetchMock.mock.calls.find(([url]) => url === '/api/Files/g6')!;
    // The session cookie goes by itself (same origin); no token is ever read by scripts.
    expect(new Headers(file[1]!.headers).get('Authorization')).toBeNull();
    expect(urls).toContain('/api/Files/g4');

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
    advertsApi({ adverts: [pending] });
    signIn(memberUser);
    renderDashboard('/dashboard/home');
    const section = await strip();
    expect(within(section).getByRole('link', { name: 'View Adverts' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Active adverts' })).toBeNull());

    await user.click(within(section).getByRole('link', { name: 'Place an Advert' }));
    expect(await screen.findByRole('heading', { name: 'Add New Advert' })).toBeInTheDocument();
  }, 60_000);

  it('View Adverts opens the list', async () => {
    const user = userEvent.setup({ delay: null });
    advertsApi({ adverts: [pending], active: [tailor] });
    signIn(adminUser);
    renderDashboard('/dashboard/home');
    await user.click(within(await strip()).getByRole('link', { name: 'View Adverts' }));
    expect(await screen.findByRole('heading', { name: 'Adverts', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Mama Put Kitchen')).toBeInTheDocument();
  }, 60_000);

  it('is not shown to the Super admin before a community is chosen', async () => {
    const fetchMock = advertsApi({ active: [tailor] });
    signIn(superAdminUser);
    renderDashboard('/dashboard/home');
    expect(await screen.findByText('Welcome to Neighbourly')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Adverts' })).toBeNull();
    expect(fetchedUrls(fetchMock).some((url) => url.includes('GetCommunityAdverts'))).toBe(false);
  });
});
