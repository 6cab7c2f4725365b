import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_COMMUNITY_KEY } from '../../../../src/client/dashboard/switcher/activeCommunity';
import { todayInLagos } from '../../../../src/shared/finance';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { advert, advertsApi, sections, stubObjectUrls, writes } from './advertsApi';
import { adminUser, jsonResponse, memberUser, signIn, superAdminUser } from '../fixtures';
import { oversizePng, pngFile } from '../files';
import { renderDashboard } from '../renderDashboard';

beforeEach(stubObjectUrls);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.removeItem(ACTIVE_COMMUNITY_KEY);
});

const image = (name: string) => pngFile(name);

/**
 * The community's sections in the fake dataProvider; fetch answers nothing. The multipart the
 * real provider sends (its keys, the Super admin's CommunityId) is tested on it, with advertsApi.
 */
function sectionsData() {
  forbidFetch();
  return fakeDataProvider({ advertSections: sections.map((row) => ({ ...row })) });
}

const placed = () => jsonResponse(advert(9, { name: 'Mama Put Kitchen', paid: false }), 201);

const amountBox = () => screen.getByRole('status', { name: 'Amount' });

async function chooseSection(user: UserEvent, option: string) {
  await user.click(screen.getByRole('combobox', { name: /^Section/ }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Both images, the section, the name and the days (the start date defaults to today). */
async function fillAdvert(user: UserEvent, days = '3') {
  await user.upload(screen.getByLabelText(/^Advert image/), image('banner.png'));
  await user.upload(screen.getByLabelText(/^Logo/), image('logo.png'));
  await chooseSection(user, 'Dashboard banner (₦2,000.00 per day)');
  await user.type(screen.getByLabelText(/^Advert name/), 'Mama Put Kitchen');
  await user.type(screen.getByLabelText(/^Number of days/), days);
}

function sentForm(fetchMock: ReturnType<typeof advertsApi>) {
  const [post] = writes(fetchMock);
  expect(post!.url).toBe('/api/Adverts/CreateAdvert');
  expect(post!.init.method).toBe('POST');
  return post!.init.body as FormData;
}

describe('advert add-new', () => {
  it('shows each section with its price, and the amount as the user types', async () => {
    const user = userEvent.setup({ delay: null });
    signIn(adminUser);
    renderDashboard('/dashboard/adverts/add-new', sectionsData());
    expect(await screen.findByRole('heading', { name: 'Add New Advert' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Start date/)).toHaveValue(todayInLagos());
    expect(screen.getByLabelText(/^Start date/)).toHaveAttribute('min', todayInLagos());
    expect(amountBox()).toHaveTextContent(
      'Choose a section and the number of days to see the amount',
    );

    await user.click(screen.getByRole('combobox', { name: /^Section/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(
      expect.arrayContaining([
        'Dashboard banner (₦2,000.00 per day)',
        'Sidebar (₦1,000.00 per day)',
        'Notice board (₦0.00 per day)',
      ]),
    );
    await user.click(screen.getByRole('option', { name: 'Sidebar (₦1,000.00 per day)' }));

    const days = screen.getByLabelText(/^Number of days/);
    await user.type(days, '3');
    expect(amountBox()).toHaveTextContent('₦3,000.00');
    expect(amountBox()).toHaveTextContent('3 × ₦1,000.00 per day');
    await user.type(days, '0');
    expect(amountBox()).toHaveTextContent('₦30,000.00');

    await chooseSection(user, 'Dashboard banner (₦2,000.00 per day)');
    expect(amountBox()).toHaveTextContent('₦60,000.00');

    // A section priced 0 costs ₦1 a day (the spec's fallback 1).
    await chooseSection(user, 'Notice board (₦0.00 per day)');
    expect(amountBox()).toHaveTextContent('₦30.00');
    expect(amountBox()).toHaveTextContent('30 × ₦1.00 per day');
  });

  it('blank → the spec message and nothing sent; days out of range → their own message', async () => {
    const user = userEvent.setup({ delay: null });
    const dataProvider = sectionsData();
    signIn(memberUser);
    renderDashboard('/dashboard/adverts/add-new', dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.advert.required)).toBeInTheDocument();

    await fillAdvert(user, '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // On the days field, and in the toast.
    const days = screen.getByLabelText(/^Number of days/);
    await waitFor(() => expect(days).toHaveAccessibleDescription(messages.advert.invalidDays));
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(dataProvider.callsTo('create')).toHaveLength(0);
  });

  it('refuses an image over 5 MB the moment it is chosen, and does not keep it', async () => {
    const user = userEvent.setup({ delay: null });
    const dataProvider = sectionsData();
    signIn(memberUser);
    renderDashboard('/dashboard/adverts/add-new', dataProvider);
    await screen.findByRole('button', { name: 'Save' });
    await fillAdvert(user);
    await user.upload(screen.getByLabelText(/^Advert image/), oversizePng('huge.png'));
    // Under the field at once; the banner chosen before is gone with it.
    expect(await screen.findByText(messages.upload.tooLarge)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Advert image/)).toHaveAccessibleDescription(
      expect.stringContaining(messages.upload.tooLarge),
    );
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'banner.png' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.advert.required)).toBeInTheDocument();
    expect(dataProvider.callsTo('create')).toHaveLength(0);
  });

  it("a Member's advert is their own: multipart with the spec's keys, a toast, back to the list", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = advertsApi({ write: placed });
    signIn({ ...memberUser, residentId: 22 });
    renderDashboard('/dashboard/adverts/add-new');
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('combobox', { name: /^Resident/ })).toBeNull();
    expect(screen.getByText(/Placed in your name \(Chidi Eze\)/)).toBeInTheDocument();

    await fillAdvert(user);
    expect(amountBox()).toHaveTextContent('₦6,000.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.advert.created)).toBeInTheDocument();
    // Opened directly: back means the list.
    expect(await screen.findByRole('heading', { name: 'Adverts', level: 1 })).toBeInTheDocument();

    const form = sentForm(fetchMock);
    expect(Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]))).toMatchObject({
      Name: 'Mama Put Kitchen',
      StartDate: todayInLagos(),
      ResidentId: '22',
      SectionId: '1',
      NumberOfDay: '3',
      AdsAmount: '6000',
    });
    expect((form.get('Graphics') as File).name).toBe('banner.png');
    expect((form.get('AdsLogo') as File).name).toBe('logo.png');
    expect([...form.keys()].sort()).toEqual(
      [
        'AdsAmount',
        'AdsLogo',
        'Graphics',
        'Name',
        'NumberOfDay',
        'ResidentId',
        'SectionId',
        'StartDate',
      ].sort(),
    );
  });

  it('an administrator chooses whose advert it is', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = advertsApi({ write: placed });
    signIn(adminUser);
    renderDashboard('/dashboard/adverts/add-new');
    await screen.findByRole('button', { name: 'Save' });
    await fillAdvert(user, '2');
    expect(screen.queryByText(/Placed in your name/)).toBeNull();

    // No resident chosen yet: the spec's message, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.advert.required)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: /^Resident/ }), 'Amaka');
    // Named with where they live, so namesakes can be told apart.
    await user.click(await screen.findByRole('option', { name: 'Amaka Obi · 9 Unity Road' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.advert.created)).toBeInTheDocument();

    const form = sentForm(fetchMock);
    expect(form.get('ResidentId')).toBe('16');
    expect(form.get('NumberOfDay')).toBe('2');
    expect(form.get('AdsAmount')).toBe('4000');
    // The community comes from the session: only the Super admin names one.
    expect(form.has('CommunityId')).toBe(false);
  });

  it("toasts the server's refusal and stays on the form", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dataProvider = sectionsData();
    dataProvider.refuse('create', { message: messages.advert.amountMismatch });
    signIn(memberUser);
    renderDashboard('/dashboard/adverts/add-new', dataProvider);
    await screen.findByRole('button', { name: 'Save' });
    await fillAdvert(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.advert.amountMismatch)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add New Advert' })).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The server names a multipart field as it was sent: `Name`, the form's `name`.
    advertsApi({
      write: () =>
        jsonResponse(
          { message: messages.advert.required, errors: { Name: messages.advert.required } },
          400,
        ),
    });
    signIn(memberUser);
    renderDashboard('/dashboard/adverts/add-new');
    await screen.findByRole('button', { name: 'Save' });
    await fillAdvert(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText(/^Advert name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.advert.required));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Number of days/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks the Super admin to choose a community, then sends it as CommunityId', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = advertsApi({ write: placed });
    signIn(superAdminUser);
    const { unmount } = renderDashboard('/dashboard/adverts/add-new');
    expect(await screen.findByText(messages.reference.chooseCommunity)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    unmount();

    window.localStorage.setItem(ACTIVE_COMMUNITY_KEY, JSON.stringify({ id: 1, name: 'Lekki' }));
    renderDashboard('/dashboard/adverts/add-new');
    await screen.findByRole('button', { name: 'Save' });
    await fillAdvert(user);
    await user.type(screen.getByRole('combobox', { name: /^Resident/ }), 'Emeka');
    await user.click(await screen.findByRole('option', { name: /Emeka Nwosu/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.advert.created)).toBeInTheDocument();
    const form = sentForm(fetchMock);
    expect(form.get('CommunityId')).toBe('1');
    expect(form.get('ResidentId')).toBe('15');
  });
});
