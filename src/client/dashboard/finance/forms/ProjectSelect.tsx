import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { PagedList } from '../../../../shared/contract/paging';
import type { Project } from '../../../../shared/contract/projects';
import { httpClient } from '../../providers/httpClient';
import { useActiveCommunity } from '../../switcher/activeCommunity';

/** The API's largest page: a community's projects fit in it. */
const PROJECTS_PAGE_SIZE = 100;

/** `GET /api/Projects` of the community the dashboard works in (the Super admin's chosen one). */
function useProjects() {
  const community = useActiveCommunity();
  const query = new URLSearchParams({ PageSize: String(PROJECTS_PAGE_SIZE), PageNumber: '1' });
  if (community.switchable && community.id !== null) {
    query.set('communityId', String(community.id));
  }
  const url = `/api/Projects?${query}`;
  return useQuery({
    queryKey: ['financeForms', 'projects', url],
    queryFn: async ({ signal }) => {
      const { json } = await httpClient(url, { signal });
      return ((json as PagedList<Project> | null)?.records ?? []) as Project[];
    },
  });
}

export interface ProjectSelectProps {
  /** The chosen project's id as text, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** The optional project a payment or expense counts toward ('No project' first). */
export function ProjectSelect({ value, onChange }: ProjectSelectProps) {
  const translate = useTranslate();
  const { data: projects = [], isPending } = useProjects();
  return (
    <TextField
      select
      label={translate('neighbourly.financeForms.project')}
      value={isPending ? '' : value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      disabled={isPending}
    >
      <MenuItem value="">{translate('neighbourly.financeForms.no_project')}</MenuItem>
      {projects.map((project) => (
        <MenuItem key={project.id} value={String(project.id)}>
          {project.projectName}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The body's projectId: a number, or null for none. */
export const projectIdOf = (value: string): number | null => (value === '' ? null : Number(value));
