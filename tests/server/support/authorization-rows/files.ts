/**
 * Files follow their record (issue 12): a landlord's photo and an ID document to the community's
 * administrators, a resident's photo also to the resident, an advert's images (adverts.ts) to the
 * community; the Super admin any.
 */
import { messages } from '../../../../src/shared/messages.js';
import type { Row } from './types.js';

const notFound = { status: 404, message: messages.upload.notFound };

export const fileRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Files/{fileId}',
    label: "A's landlord photo",
    request: async (world) => ({ url: `/api/Files/${world.a.photoFileId}` }),
    expect: {
      anonymous: 401,
      member: notFound,
      treasurerA: 200,
      adminA: 200,
      adminB: notFound,
      superAdmin: 200,
    },
  },
  {
    method: 'GET',
    route: '/api/Files/{fileId}',
    label: "A's ID document",
    request: async (world) => ({ url: `/api/Files/${world.a.idDocumentFileId}` }),
    expect: {
      anonymous: 401,
      member: notFound,
      treasurerA: 200,
      adminA: 200,
      adminB: notFound,
      superAdmin: 200,
    },
  },
];
