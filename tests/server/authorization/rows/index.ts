/** Every row of the authorization matrix, family by family. */
import { addressRows } from './addresses.js';
import { apartmentTypeRows } from './apartment-types.js';
import { apartmentRows } from './apartments.js';
import { communityRows } from './communities.js';
import { dependantRows } from './dependants.js';
import { excoRows } from './excos.js';
import { fileRows } from './files.js';
import { landlordRows } from './landlords.js';
import { projectRows } from './projects.js';
import { residentRows } from './residents.js';
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
  ...residentRows,
  ...dependantRows,
  ...excoRows,
  ...projectRows,
];

export type { Row, RowRequest, Expected } from './types.js';
