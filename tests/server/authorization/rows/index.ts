/** Every row of the authorization matrix, family by family. */
import { addressRows } from './addresses.js';
import { apartmentTypeRows } from './apartment-types.js';
import { apartmentRows } from './apartments.js';
import { communityRows } from './communities.js';
import { fileRows } from './files.js';
import { landlordRows } from './landlords.js';
import { streetRows } from './streets.js';
import { systemRows } from './system.js';

export const ROWS = [
  ...systemRows,
  ...communityRows,
  ...fileRows,
  ...streetRows,
  ...addressRows,
  ...apartmentTypeRows,
  ...apartmentRows,
  ...landlordRows,
];

export type { Row, RowRequest, Expected } from './types.js';
