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

function writes(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
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
    const fetchMock = projectsApi();
    signIn(adminUser);
    renderDashboard('/dashboard/projects');
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
    expect(requested(fetchMock, '/api/Projects/Community/1?PageSize=10&PageNumber=1')).toBe(true);
    // Add form only: rows open nothing.
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/dashboard/projects/add-new',
    );
  });

  it('shows the loading text, then the empty text', async () => {
    projectsApi({ projects: [] });
    signIn(adminUser);
    renderDashboard('/dashboard/projects');
    expect(await screen.findByText(messages.project.loading)).toBeInTheDocument();
    expect(await screen.findByText(messages.project.empty)).toBeInTheDocument();
  });

  it('searches with SearchText', async () => {
    const user = userEvent.setup();
    const fetchMock = projectsApi();
    signIn(adminUser);
    renderDashboard('/dashboard/projects');
    await screen.findByText('Estate borehole');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bore{Enter}');
    await vi.waitFor(() =>
      expect(
        requested(fetchMock, '/api/Projects/Community/1?PageSize=10&PageNumber=1&SearchText=bore'),
      ).toBe(true),
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
    const fetchMock = projectsApi();
    signIn(memberUser);
    renderDashboard('/dashboard/projects');
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(requested(fetchMock, '/api/Projects')).toBe(false);
  });
});

describe('project add-new', { timeout: 60_000 }, () => {
  it('labels every input and lists the excos to put in charge', async () => {
    const user = userEvent.setup();
    projectsApi();
    signIn(adminUser);
    renderDashboard('/dashboard/projects/add-new');
    expect(await screen.findByRole('heading', { name: 'Add New Project' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Project name/)).toBeInTheDocument();
    for (const label of [/Project name/, /Project date/, /^Budget/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Project date/)).toHaveAttribute('type', 'date');
    await user.click(screen.getByRole('combobox', { name: /Exco in charge/ }));
    expect(await screen.findByRole('option', { name: 'Ngozi Obi (Treasurer)' })).toBeVisible();
  });

  it('finds the exco in charge on the server by what is typed', async () => {
    const user = userEvent.setup();
    const fetchMock = projectsApi();
    signIn(adminUser);
    renderDashboard('/dashboard/projects/add-new');
    await user.type(await screen.findByRole('combobox', { name: /Exco in charge/ }), 'ngo');
    await waitFor(() =>
      expect(
        requested(fetchMock, '/api/Residents/Excos?PageSize=25&PageNumber=1&SearchText=ngo'),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('option', { name: 'Ngozi Obi (Treasurer)' }));
    expect(screen.getByRole('combobox', { name: /Exco in charge/ })).toHaveValue(
      'Ngozi Obi (Treasurer)',
    );
  });

  it('needs an exco first, with a link to add one', async () => {
    const fetchMock = projectsApi({ excos: [] });
    signIn(adminUser);
    renderDashboard('/dashboard/projects/add-new');
    expect(await screen.findByText(messages.project.prerequisite)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Exco' })).toHaveAttribute(
      'href',
      '/dashboard/excos/add-new',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('blank → the spec message and nothing sent; a bad budget → its own message', async () => {
    const user = userEvent.setup();
    const fetchMock = projectsApi();
    signIn(adminUser);
    renderDashboard('/dashboard/projects/add-new');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.project.required)).toBeInTheDocument();

    await fillProject(user);
    await user.clear(screen.getByLabelText(/^Budget/));
    await user.paste('0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.project.invalidBudget)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('valid → POST JSON to CreateProject, the success toast, back to the list', async () => {
    const user = userEvent.setup();
    const fetchMock = projectsApi({ write: () => jsonResponse({ ...borehole, id: 4 }, 201) });
    signIn(adminUser);
    renderDashboard('/dashboard/projects');
    await user.click(await screen.findByRole('link', { name: 'Add New' }));
    expect(await screen.findByRole('heading', { name: 'Add New Project' })).toBeInTheDocument();
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.project.created)).toBeInTheDocument();
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/Projects/CreateProject');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({
      projectName: 'Estate borehole',
      projectDate: '2026-11-21',
      budget: 2_500_000,
      excoResidentId: 12,
    });
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  });

  it("shows the server's refusal as a toast", async () => {
    const user = userEvent.setup();
    projectsApi({
      write: () => jsonResponse({ message: messages.project.excoRequired }, 400),
    });
    signIn(adminUser);
    renderDashboard('/dashboard/projects/add-new');
    await screen.findByRole('heading', { name: 'Add New Project' });
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.project.excoRequired)).toBeInTheDocument();
  });

  it('is not for Members', async () => {
    const fetchMock = projectsApi();
    signIn(memberUser);
    renderDashboard('/dashboard/projects/add-new');
    expect(await screen.findByText(messages.auth.forbidden)).toBeInTheDocument();
    expect(requested(fetchMock, '/api/Residents/Excos')).toBe(false);
  });

  it('asks the Super admin to choose a community first', async () => {
    projectsApi();
    signIn(superAdminUser);
    renderDashboard('/dashboard/projects/add-new');
    expect(await screen.findByText(messages.reference.chooseCommunity)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
