import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_COMMUNITY_KEY } from '../../../../src/client/dashboard/switcher/activeCommunity';
import { todayInLagos } from '../../../../src/shared/finance';
import type { Advert } from '../../../../src/shared/contract/adverts';
import { messages } from '../../../../src/shared/messages';
import { fakeDataProvider, forbidFetch, type FakeDataProvider } from '../fakeDataProvider';
import {
  advert,
  advertsApi,
  fetchedUrls,
  noticeBoard,
  sections,
  sidebar,
  stubObjectUrls,
} from './advertsApi';
import { adminUser, memberUser, signIn, superAdminUser } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';

beforeEach(stubObjectUrls);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A toast's text (the toasts' container loads with the first one). */
async function findToast(text: string) {
  await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
  return within(document.querySelector('.Toastify') as HTMLElement).findByText(text);
}

/** The community's adverts and sections in the fake dataProvider; fetch answers nothing. */
function advertsData(adverts: Advert[] = []) {
  forbidFetch();
  // Copies: a section's edit changes the fake's own, not the shared samples.
  return fakeDataProvider({ adverts, advertSections: sections.map((row) => ({ ...row })) });
}

/** The pages of the advert list the dashboard asked for. */
function listPages(dataProvider: FakeDataProvider) {
  return dataProvider.callsTo('getList', 'adverts').map(({ params }) => params);
}

const PRIMARY = 'rgb(27, 94, 32)';
const ERROR = 'rgb(183, 28, 28)';

const mamaPut = advert(7, {
  name: 'Mama Put Kitchen',
  startDate: '2026-11-21',
  endDate: '2026-11-23',
  numberOfDay: 3,
  cost: 6000,
  amount: 6000,
  status: 'Pending',
  section: 'Dashboard banner',
  paid: false,
});
const tailor = advert(6, {
  name: 'Ade Tailoring',
  cost: 7000,
  amount: 7000,
  section: 'Sidebar',
  status: 'Active',
});
const expired = advert(5, { name: 'Old Sale', status: 'Expired' });

describe('adverts list', () => {
  it('shows name, dates, cost, position and status, Active in the primary colour', async () => {
    const dataProvider = advertsData([mamaPut, tailor, expired]);
    signIn(adminUser);
    renderDashboard('/dashboard/adverts', dataProvider);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Name',
      'Start date',
      'End date',
      'Cost',
      'Position',
      'Status',
      'Actions',
    ]);
    const row = within(table).getByText('Mama Put Kitchen').closest('tr')!;
    for (const text of ['Nov-21-2026', 'Nov-23-2026', '₦6,000.00', 'Dashboard banner']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByText('Pending')).toHaveStyle({ color: ERROR });
    const active = within(table).getByText('Ade Tailoring').closest('tr')!;
    expect(within(active).getByText('Sidebar')).toBeInTheDocument();
    expect(within(active).getByText('Active')).toHaveStyle({ color: PRIMARY });
    expect(within(table).getByText('Expired')).toHaveStyle({ color: ERROR });
    // Only the unpaid advert can have its payment recorded.
    expect(
      within(row).getByRole('button', { name: 'Record payment for Mama Put Kitchen' }),
    ).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: /Record payment/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sections and prices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/dashboard/adverts/add-new',
    );
    expect(screen.getByText('1 - 3 of 3')).toBeInTheDocument();
    expect(listPages(dataProvider)[0]).toMatchObject({ pagination: { page: 1, perPage: 10 } });
  }, 60_000);

  it('on a phone, lists each advert with status and end date, Record payment at its end', async () => {
    screenWidth(390);
    signIn(adminUser);
    renderDashboard('/dashboard/adverts', advertsData([mamaPut, tailor]));
    const item = (await screen.findByText('Mama Put Kitchen')).closest('li')!;
    expect(item).toHaveTextContent('Status: Pending · End date: Nov-23-2026');
    expect(
      within(item).getByRole('button', { name: 'Record payment for Mama Put Kitchen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says 'No Advert available at the moment' when there is none", async () => {
    signIn(adminUser);
    renderDashboard('/dashboard/adverts', advertsData());
    expect(await screen.findByText(messages.advert.empty)).toBeInTheDocument();
    expect(screen.getByText('0 - 0 of 0')).toBeInTheDocument();
  });

  it('searches on the server and pages with the range label', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 12 }, (_, index) =>
      advert(index + 1, { section: index < 2 ? 'Sidebar' : 'Dashboard banner' }),
    );
    const dataProvider = advertsData(many);
    signIn(adminUser);
    renderDashboard('/dashboard/adverts', dataProvider);
    expect(await screen.findByText('1 - 10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11 - 12 of 12')).toBeInTheDocument();
    // The range label follows the page at once; the request for it may still be on its way.
    await waitFor(() =>
      expect(listPages(dataProvider)).toContainEqual(
        expect.objectContaining({ pagination: { page: 2, perPage: 10 } }),
      ),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Sidebar{Enter}');
    expect(await screen.findByText('1 - 2 of 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(listPages(dataProvider)).toContainEqual(
        expect.objectContaining({
          pagination: { page: 1, perPage: 10 },
          filter: expect.objectContaining({ q: 'Sidebar' }),
        }),
      ),
    );
  }, 60_000);

  it('lets a Member read the list and place an advert, without the administrators’ actions', async () => {
    signIn(memberUser);
    renderDashboard('/dashboard/adverts', advertsData([mamaPut, tailor]));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Mama Put Kitchen')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Record payment/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sections and prices' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add New' })).toBeInTheDocument();
  });

  it("reads the Super admin's global list, then the chosen community's", async () => {
    const first = advertsApi({ adverts: [tailor] });
    signIn(superAdminUser);
    const { unmount } = renderDashboard('/dashboard/adverts');
    expect(await screen.findByText('Ade Tailoring')).toBeInTheDocument();
    expect(fetchedUrls(first)).toContain('/api/Adverts?PageSize=10&PageNumber=1');
    // No community chosen: no sections to edit.
    expect(screen.queryByRole('button', { name: 'Sections and prices' })).toBeNull();
    unmount();

    window.localStorage.setItem(ACTIVE_COMMUNITY_KEY, JSON.stringify({ id: 1, name: 'Lekki' }));
    const chosen = advertsApi({ adverts: [tailor] });
    renderDashboard('/dashboard/adverts');
    expect(await screen.findByText('Ade Tailoring')).toBeInTheDocument();
    expect(fetchedUrls(chosen)).toContain('/api/Adverts?PageSize=10&PageNumber=1&communityId=1');
    expect(screen.getByRole('button', { name: 'Sections and prices' })).toBeInTheDocument();
    window.localStorage.removeItem(ACTIVE_COMMUNITY_KEY);
  }, 60_000);
});

describe('record an advert payment', () => {
  it('asks for the method, then records the payment and refreshes the list', async () => {
    const user = userEvent.setup({ delay: null });
    const dataProvider = advertsData([mamaPut]);
    signIn(adminUser);
    renderDashboard('/dashboard/adverts', dataProvider);
    await user.click(
      await screen.findByRole('button', { name: 'Record payment for Mama Put Kitchen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record advert payment' });
    // The advert's facts, so the right one is paid.
    for (const text of ['Mama Put Kitchen (Dashboard banner)', 'Emeka Nwosu', '₦6,000.00']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText(/^Payment date/)).toHaveValue(todayInLagos());

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast(messages.finance.required)).toBeInTheDocument();
    // The method is the field at fault.
    const method = within(dialog).getByRole('combobox', { name: /^Payment method/ });
    await waitFor(() => expect(method).toHaveAttribute('aria-invalid', 'true'));
    expect(dataProvider.callsTo('recordAdvertPayment')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /^Payment method/ }));
    await user.click(await screen.findByRole('option', { name: 'Bank transfer' }));
    await user.type(within(dialog).getByLabelText('Reference (optional)'), ' TRF-001 ');
    const listReads = listPages(dataProvider).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.advert.paymentRecorded)).toBeInTheDocument();

    expect(dataProvider.callsTo('recordAdvertPayment').map(({ params }) => params)).toEqual([
      [7, { paymentDate: todayInLagos(), method: 'Bank transfer', reference: 'TRF-001' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listPages(dataProvider).length).toBeGreaterThan(listReads));
  }, 60_000);

  it("toasts the server's refusal (already paid) and keeps the dialog open", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dataProvider = advertsData([mamaPut]);
    dataProvider.refuse('recordAdvertPayment', {
      message: messages.advert.alreadyPaid,
      status: 409,
    });
    signIn(adminUser);
    renderDashboard('/dashboard/adverts', dataProvider);
    await user.click(
      await screen.findByRole('button', { name: 'Record payment for Mama Put Kitchen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record advert payment' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Payment method/ }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.advert.alreadyPaid)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Record advert payment' })).toBeInTheDocument();
  }, 60_000);
});

describe('sections and prices', () => {
  it('saves each changed section with its name and price per day', async () => {
    const user = userEvent.setup({ delay: null });
    const dataProvider = advertsData([tailor]);
    signIn(adminUser);
    renderDashboard('/dashboard/adverts', dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Sections and prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sections and prices' });
    const name1 = await within(dialog).findByLabelText(/^Section 1 name/);
    expect(name1).toHaveValue('Dashboard banner');
    expect(within(dialog).getByLabelText(/^Section 1 price per day/)).toHaveValue('2000');
    expect(within(dialog).getByLabelText(/^Section 3 price per day/)).toHaveValue('0');

    // A price that is no naira amount is refused before anything is sent.
    const price2 = within(dialog).getByLabelText(/^Section 2 price per day/);
    await user.clear(price2);
    await user.type(price2, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // On the field at fault, and in the toast.
    await waitFor(() =>
      expect(price2).toHaveAccessibleDescription(messages.advert.sectionRequired),
    );
    expect(price2).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Section 1 price per day/)).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await findToast(messages.advert.sectionRequired)).toBeInTheDocument();
    expect(dataProvider.callsTo('updateAdvertSection')).toHaveLength(0);

    await user.clear(price2);
    await user.type(price2, '1,500.50');
    await user.clear(name1);
    await user.type(name1, ' Top banner ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.advert.sectionUpdated)).toBeInTheDocument();

    expect(dataProvider.callsTo('updateAdvertSection').map(({ params }) => params)).toEqual([
      [1, { name: 'Top banner', pricePerDay: 2000 }],
      [2, { name: sidebar.name, pricePerDay: 1500.5 }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 60_000);

  it("toasts the server's refusal of a taken name", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dataProvider = advertsData([tailor]);
    dataProvider.refuse('updateAdvertSection', {
      message: messages.advert.sectionNameTaken,
      status: 409,
    });
    signIn(adminUser);
    renderDashboard('/dashboard/adverts', dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Sections and prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sections and prices' });
    const name3 = await within(dialog).findByLabelText(/^Section 3 name/);
    expect(name3).toHaveValue(noticeBoard.name);
    await user.clear(name3);
    await user.type(name3, 'Sidebar');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // On the refused section's name, and in the toast.
    await waitFor(() =>
      expect(name3).toHaveAccessibleDescription(messages.advert.sectionNameTaken),
    );
    expect(await findToast(messages.advert.sectionNameTaken)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sections and prices' })).toBeInTheDocument();
  }, 60_000);

  it("puts the server's field errors on the refused section's fields", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tooLong = 'Section name must be at most 100 characters long';
    // Only section 2 changes, so the one save refused is its.
    const dataProvider = advertsData([tailor]);
    dataProvider.refuse('updateAdvertSection', { message: tooLong, errors: { name: tooLong } });
    signIn(adminUser);
    renderDashboard('/dashboard/adverts', dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Sections and prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sections and prices' });
    const name2 = await within(dialog).findByLabelText(/^Section 2 name/);
    await user.type(name2, ' and more');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name2).toHaveAccessibleDescription(tooLong));
    expect(name2).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Section 1 name/)).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  }, 60_000);
});
