import type { MouseEvent } from 'react';
import { Chip, Link, Stack } from '@mui/material';
import { LinkBase, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { Resident } from '../../../shared/contract/residents';
import { readablePhone } from '../../../shared/phone';
import { AuthorizedImage } from '../common/AuthorizedImage';
import { Column, HIDE_BELOW } from '../common/Columns';
import { ListPage } from '../common/ListPage';
import { PermissionDenied } from '../common/PermissionDenied';
import { ExportResidentsButton } from './ExportResidentsButton';
import { MyResidentProfileLink } from './MyResidentProfileLink';

/**
 * /dashboard/resident (administrators): photo, full name, email, mobile number, role name,
 * apartment type and address of the active community's residents (the Super admin's global list
 * until one is chosen); a row opens the resident. A resident with no ID document on file has
 * 'ID missing' by their name, so the committee can follow up. 'Export csv' downloads every match.
 * On a laptop the e-mail shows from 1440 px on (the name, phone and address matter more); on a
 * phone: photo, name, role and address, 'ID missing' at the end. Members
 * see the spec's 'view resident info' text and the way to their own profile (the access table
 * keeps the list from them).
 */
export function ResidentList() {
  return (
    <ListPage
      denied={<MemberDenied />}
      emptyText="neighbourly.resident.empty"
      loadingText="neighbourly.resident.loading"
      canCreate
      rowClick="edit"
      actions={<ExportResidentsButton />}
      phone={{
        primary: 'fullName',
        facts: ['roleName', 'address'],
        avatar: () => <Photo />,
        actions: () => <IdMissing />,
      }}
    >
      <Column source="imagePath" render={() => <Photo />} hideBelow={HIDE_BELOW.laptop} />
      <Column source="fullName" render={() => <NameLink />} wrap />
      <Column source="email" hideBelow={HIDE_BELOW.desktop} wrap />
      <Column
        source="mobileNumber"
        render={(record) => readablePhone((record as Resident).mobileNumber)}
      />
      <Column source="roleName" wrap />
      <Column source="apartmentType" wrap />
      <Column source="address" wrap />
    </ListPage>
  );
}

/** What a Member sees instead: the spec's text, then the way to their own record. */
function MemberDenied() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <PermissionDenied message="neighbourly.resident.viewPermission" />
      <MyResidentProfileLink />
    </Stack>
  );
}

function Photo() {
  const translate = useTranslate();
  const record = useRecordContext<Resident>();
  if (!record) return null;
  return (
    <AuthorizedImage
      src={record.imagePath}
      alt={translate('neighbourly.resident.photo_of', { name: record.fullName })}
      size={40}
    />
  );
}

/**
 * The name links to the resident too, so keyboard users can open it. Next to it, 'ID missing'
 * when no ID document is on file (`idNumberFile` null: the list is administrators', who see it).
 */
function NameLink() {
  const record = useRecordContext<Resident>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Link
        component={LinkBase}
        to={createPath({ resource: 'resident', id: record.id, type: 'edit' })}
        onClick={(event: MouseEvent) => event.stopPropagation()}
        sx={{ fontWeight: 600 }}
      >
        {record.fullName}
      </Link>
      <IdMissing />
    </Stack>
  );
}

/** 'ID missing' when the resident has no ID document on file; nothing otherwise. */
function IdMissing() {
  const translate = useTranslate();
  const record = useRecordContext<Resident>();
  if (!record || record.idNumberFile) return null;
  return (
    <Chip
      label={translate('neighbourly.resident.id_missing')}
      size="small"
      color="warning"
      variant="outlined"
    />
  );
}
