/**
 * Dependants (issue 4 contract, Dependants): the household members of a resident.
 * Administrators of the resident's community and the Super admin manage anyone's; a Member only
 * those of their own resident record (the resident whose account is theirs). Another
 * community's resident or dependant is refused exactly like a missing one.
 */
import { GENDERS } from '../../../shared/choices.js';
import {
  isCalendarDate,
  todayInLagos,
  type CreateDependant,
  type Dependant,
} from '../../../shared/contract/dependants.js';
import type { PagedList } from '../../../shared/contract/paging.js';
import { normalizePhone } from '../../../shared/identity.js';
import { phoneProblem } from '../../../shared/phone.js';
import { messages } from '../../../shared/messages.js';
import { MEMBER } from '../../../shared/roles.js';
import { isBlank } from '../../../shared/validation.js';
import type {
  DependantRow,
  DependantValues,
} from '../../repositories/residents/dependants-repository.js';
import { readBack, writeWithReferences } from '../property/property-records.js';
import { Refusal } from '../refusal.js';
import type { ResidentWriting } from './resident-writing.js';

/** Who manages dependants: the signed-in user and their role. */
export type DependantsWriting = Pick<ResidentWriting, 'repos' | 'userId' | 'roleName'>;

const notTheirs = () => new Refusal('forbidden', messages.resident.viewPermission);
const wrongCommunity = () => new Refusal('invalid', messages.reference.wrongCommunity);
const notFound = () => new Refusal('not-found', messages.dependant.loadFailed);

/** 403 unless the user may manage the dependants of the resident whose account is `userId`. */
function checkManages(writing: DependantsWriting, residentUserId: number): void {
  if (writing.roleName === MEMBER && writing.userId !== residentUserId) throw notTheirs();
}

/** The form's values, trimmed; a Refusal (400) naming the first field blank or not valid. */
function dependantValues(body: CreateDependant): DependantValues {
  const refuse = (field: keyof CreateDependant) =>
    new Refusal('invalid', messages.dependant.required, field);
  const { fullName, relationship, gender, dob } = body;
  const blank = (['fullName', 'relationship', 'gender', 'dob'] as const).find((name) =>
    isBlank(body[name]),
  );
  if (blank) throw refuse(blank);
  const genderName = GENDERS.find((name) => name.toLowerCase() === gender.trim().toLowerCase());
  if (!genderName) throw refuse('gender');
  const date = dob.trim();
  if (!isCalendarDate(date) || date > todayInLagos()) throw refuse('dob');
  const phone = body.phone?.trim() ?? '';
  const phoneError = phone === '' ? null : phoneProblem(phone);
  if (phoneError) throw new Refusal('invalid', phoneError, 'phone');
  return {
    fullName: fullName.trim(),
    relationship: relationship.trim(),
    phone: phone === '' ? '' : normalizePhone(phone),
    gender: genderName,
    dob: date,
  };
}

/** A stored dependant as the API shows it. */
function toDependant(row: DependantRow): Dependant {
  const { id, residentId, fullName, relationship, phone, gender, dob, createdDate } = row;
  return { id, residentId, fullName, relationship, phone, gender, dob, createdDate };
}

/** The dependants of resident `residentId` in the community `scope` reads (null: any). */
export async function listDependants(
  writing: DependantsWriting,
  scope: number | null,
  residentId: number,
): Promise<PagedList<Dependant>> {
  const owner = await writing.repos.dependants.findOwner(residentId, scope);
  if (!owner) throw new Refusal('not-found', messages.resident.loadFailed);
  checkManages(writing, owner.userId);
  return writing.repos.dependants.listForResident(owner.id);
}

/** Adds the form's dependant to its resident, in the resident's community. */
export async function addDependant(
  writing: DependantsWriting,
  scope: number | null,
  body: CreateDependant,
): Promise<Dependant> {
  const values = dependantValues(body);
  const { repos } = writing;
  const owner = await repos.dependants.findOwner(body.residentId, scope);
  if (!owner) throw wrongCommunity();
  checkManages(writing, owner.userId);
  const id = await writeWithReferences(repos, async (trx) => {
    // The resident may have been deleted meanwhile: re-read it in the transaction.
    const current = await trx.dependants.findOwner(owner.id, owner.communityId);
    return current && trx.dependants.create(current, values, new Date().toISOString());
  });
  if (id === null) throw wrongCommunity();
  return toDependant(readBack(await repos.dependants.findById(id, owner.communityId)));
}

/** Removes dependant `id` (in the community `scope` reads; null: any). */
export async function removeDependant(
  writing: DependantsWriting,
  scope: number | null,
  id: number,
): Promise<void> {
  const dependant = await writing.repos.dependants.findById(id, scope);
  if (!dependant) throw notFound();
  checkManages(writing, dependant.residentUserId);
  if (!(await writing.repos.dependants.delete(dependant.id))) throw notFound();
}
