import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exco } from '../../../../src/shared/contract/excos';
import type { Project } from '../../../../src/shared/contract/projects';
import { formatNaira } from '../../../../src/shared/format';
import { messages } from '../../../../src/shared/messages';
import {
  adminUser,
  jsonResponse,
  memberUser,
  mockFetch,
  signIn,
  superAdminUser,
} from '../fixtures';
import { fakeDataProvider, forbidFetch, type FakeDataProvider } from '../fakeDataProvider';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const borehole: Project = {
  id: 3,
  projectName: 'Estate borehole',
  communityId: 1,
  projectDate: '2026-11-21',
  createdDate: '2026-11-01T09:00:00.000Z',
  budget: 2_500_000,
  amountRaised: 750_000.5,
  expended: 120_000,
  expendedAmount: 120_000,
  excoInCharge: 'Ngozi Obi',
  excoResidentId: 12,
};

const ngozi: Exco = {
  id: 12,
  fullName: 'Ngozi Obi',
  address: '12 Admiralty Way',
  principalId: 'NB1-12',
  phone: '08012345678',
  roleName: 'Treasurer',
};

const page = <T,>(records: T[]) => jsonResponse({ records, totalRecordCount: records.length });

interface Api {
  projects?: Project[];
  excos?: Exco[];
  write?: (url: string, init: RequestInit) => Response;
}

/** The community's projects and excos in the fake dataProvider; fetch answers nothing. */
function projectsFake({ projects = [borehole], excos = [ngozi] }: Omit<Api, 'write'> = {}) {
  forbidFetch();
  return fakeDataProvider({ projects, excos });
}

const saved = (fake: FakeDataProvider) =>
  fake.calls.filter(({ method }) => ['create', 'update', 'delete'].includes(method));

/** What the list asked for, page and search. */
const listed = (fake: FakeDataProvider, resource: string) =>
  fake.callsTo('getList', resource).map(({ params }) => {
    const { pagination, filter } = params as { pagination: object; filter: object };
    return { ...pagination, ...filter };
  });

/** The real dataProvider over a stubbed fetch: the Super admin's community is its work. */
function projectsApi({ projects = [borehole], excos = [ngozi], write }: Api = {}) {
  return mockFetch((url, init) => {
    if (init.method && init.method !== 'GET') return write?.(url, init);
    if (url.startsWith('/api/Projects/Community/1?') || url.startsWith('/api/Projects?')) {
      return page(projects);
    }
    if (url.startsWith('/api/Residents/Excos?')) return page(excos);
    if (url.startsWith('/api/Communities?')) return page([]); // the Super admin's switcher
    return undefined;
  });
}

function requested(fetchMock: ReturnType<typeof mockFetch>, part: string) {
  return fetchMock.mock.calls.some(([url]) => String(url).includes(part));
}

async function fillProject(user: UserEvent) {
  // The form shows once the excos (its prerequisite) are in.
  await user.click(await screen.findByLabelText(/Project name/));
  await user.paste('  Estate borehole ');
  fireEvent.change(screen.getByLabelText(/Project date/), { target: { value: '2026-11-21' } });
  await user.click(screen.getByLabelText(/^Budget/));
  await user.paste('2500000');
  await user.click(screen.getByRole('combobox', { name: /Exco in charge/ }));
  await user.click(await screen.findByRole('option', { name: 'Ngozi Obi (Treasurer)' }));
}

describe('projects list', { timeout: 60_000 }, () => {
  it("shows the community's projects: Mon-DD-YYYY date, NGN amounts, exco in charge", async () => {
    const fake = projectsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/projects', fake);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Date',
      'Name',
      'Budget',
      'Amount expended',
      'Amount raised',
      'Exco in charge',
    ]);
    const row = within(table).getByText('Estate borehole').closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Nov-21-2026',
      'Estate borehole',
      formatNaira(2_500_000),
      formatNaira(120_000),
      formatNaira(750_000.5),
      'Ngozi Obi',
    ]);
    expect(formatNaira(2_500_000)).toMatch(/2,500,000\.00/);
    expect(listed(fake, 'projects')).toContainEqual({ page: 1, perPage: 10 });
    // Add form only: rows open nothing.
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/dashboard/projects/add-new',
    );
  });

  it('on a phone, lists each project with its date and budget, opening nothing', async () => {
    screenWidth(390);
    signIn(adminUser);
    renderDashboard('/dashboard/projects', projectsFake());
    const item = (await screen.findByText('Estate borehole')).closest('li')!;
    expect(item).toHaveTextContent(`Date: Nov-21-2026 · Budget: ${formatNaira(2_500_000)}`);
    expect(within(item).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the loading text, then the empty text', async () => {
    const fake = projectsFake({ projects: [] });
    signIn(adminUser);
    renderDashboard('/dashboard/projects', fake);
    expect(await screen.findByText(messages.project.loading)).toBeInTheDocument();
    expect(await screen.findByText(messages.project.empty)).toBeInTheDocument();
  });

  it('searches what is typed', async () => {
    const user = userEvent.setup();
    const fake = projectsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/projects', fake);
    await screen.findByText('Estate borehole');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bore{Enter}');
    await vi.waitFor(() =>
      expect(listed(fake, 'projects')).toContainEqual({ page: 1, perPage: 10, q: 'bore' }),
    );
  });

  it("reads the Super admin's global list", async () => {
    const fetchMock = projectsApi();
    signIn(superAdminUser);
    renderDashboard('/dashboard/projects');
    expect(await screen.findByText('Estate borehole')).toBeInTheDocument();
    expect(requested(fetchMock, '/api/Projects?PageSize=10&PageNumber=1')).toBe(true);
  });

  it('is not for Members: the permission text, no Add New, no request', async () => {
    const fake = projectsFake();
    signIn(memberUser);
    renderDashboard('/dashboard/projects', fake);
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(listed(fake, 'projects')).toEqual([]);
  });
});

describe('project add-new', { timeout: 60_000 }, () => {
  it('labels every input and lists the excos to put in charge, never a guard', async () => {
    const user = userEvent.setup();
    const guard: Exco = { ...ngozi, id: 13, fullName: 'Musa Abubakar', roleName: 'Security' };
    const fake = projectsFake({ excos: [ngozi, guard] });
    signIn(adminUser);
    renderDashboard('/dashboard/projects/add-new', fake);
    expect(await screen.findByRole('heading', { name: 'Add New Project' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Project name/)).toBeInTheDocument();
    for (const label of [/Project name/, /Project date/, /^Budget/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Project date/)).toHaveAttribute('type', 'date');
    await user.click(screen.getByRole('combobox', { name: /Exco in charge/ }));
    expect(await screen.findByRole('option', { name: 'Ngozi Obi (Treasurer)' })).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ngozi Obi (Treasurer)',
    ]);
  });

  it('finds the exco in charge on the server by what is typed', async () => {
    const user = userEvent.setup();
    const fake = projectsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/projects/add-new', fake);
    await user.type(await screen.findByRole('combobox', { name: /Exco in charge/ }), 'ngo');
    await waitFor(() =>
      expect(listed(fake, 'excos')).toContainEqual({ page: 1, perPage: 25, q: 'ngo' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Ngozi Obi (Treasurer)' }));
    expect(screen.getByRole('combobox', { name: /Exco in charge/ })).toHaveValue(
      'Ngozi Obi (Treasurer)',
    );
  });

  it('needs an exco first, with a link to add one', async () => {
    const fake = projectsFake({ excos: [] });
    signIn(adminUser);
    renderDashboard('/dashboard/projects/add-new', fake);
    expect(await screen.findByText(messages.project.prerequisite)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Exco' })).toHaveAttribute(
      'href',
      '/dashboard/excos/add-new',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(saved(fake)).toHaveLength(0);
  });

  it('blank → the spec message and nothing sent; a bad budget → its own message', async () => {
    const user = userEvent.setup();
    const fake = projectsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/projects/add-new', fake);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.project.required)).toBeInTheDocument();

    await fillProject(user);
    await user.clear(screen.getByLabelText(/^Budget/));
    await user.paste('0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.project.invalidBudget)).toBeInTheDocument();
    expect(saved(fake)).toHaveLength(0);
  });

  it('valid → the project saved, the success toast, back to the list', async () => {
    const user = userEvent.setup();
    const fake = projectsFake();
    signIn(adminUser);
    renderDashboard('/dashboard/projects', fake);
    await user.click(await screen.findByRole('link', { name: 'Add New' }));
    expect(await screen.findByRole('heading', { name: 'Add New Project' })).toBeInTheDocument();
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.project.created)).toBeInTheDocument();
    expect(saved(fake).map(({ method, resource }) => `${method} ${resource}`)).toEqual([
      'create projects',
    ]);
    expect((fake.callsTo('create')[0]?.params as { data: unknown }).data).toEqual({
      projectName: 'Estate borehole',
      projectDate: '2026-11-21',
      budget: 2_500_000,
      excoResidentId: 12,
    });
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  });

  it("shows the server's refusal as a toast", async () => {
    const user = userEvent.setup();
    const fake = projectsFake();
    fake.refuse('create', { message: messages.project.excoRequired }, { resource: 'projects' });
    signIn(adminUser);
    renderDashboard('/dashboard/projects/add-new', fake);
    await screen.findByRole('heading', { name: 'Add New Project' });
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.project.excoRequired)).toBeInTheDocument();
  });

  it('is not for Members', async () => {
    const fake = projectsFake();
    signIn(memberUser);
    renderDashboard('/dashboard/projects/add-new', fake);
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
    expect(listed(fake, 'excos')).toEqual([]);
  });

  it('asks the Super admin to choose a community first', async () => {
    projectsApi();
    signIn(superAdminUser);
    renderDashboard('/dashboard/projects/add-new');
    expect(await screen.findByText(messages.reference.chooseCommunity)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
