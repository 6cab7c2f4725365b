/**
 * The plain server's resident statements (PostgreSQL only): the residents list, its search and
 * one resident, each one statement whose JSON PostgreSQL builds, as the company's reference
 * server (shared/bench/baseline-routes.json) writes them. Parameters are named after the
 * query-string keys bound in order (`c` is the community).
 */
import type { PlainRoute } from './plain-sql-money.js';

const COLUMNS = `r.id, r.community_id, r.title, r.full_name, u.email, r.dob, r.gender,
  r.marital_status, u.mobile_number, r.nationality, r.occupation, r.state, r.status,
  r.image_file_id, r.member_id, r.id_number, r.id_number_type, r.id_number_file_id,
  r.expiry_date, r.address_id, r.apartment_id, r.apartment_type_id, u.role_id, ro.role_name,
  a.address, ap.apartment_name, t.name as apartment_type, r.referral_id, r.created_at
  from residents r
  join users u on u.id = r.user_id
  join roles ro on ro.id = u.role_id
  join addresses a on a.id = r.address_id
  join apartments ap on ap.id = r.apartment_id
  join apartment_types t on t.id = r.apartment_type_id`;

const file = (column: string) =>
  `case when ${column} is null then null else '/api/Files/' || ${column} end`;

/** One resident as the API's JSON, from a row `p` of COLUMNS (the balance from the owed index). */
const RESIDENT_JSON = `json_build_object(
  'id', p.id, 'communityId', p.community_id, 'title', p.title, 'fullName', p.full_name,
  'email', p.email, 'dob', p.dob, 'gender', p.gender, 'maritalStatus', p.marital_status,
  'mobileNumber', p.mobile_number, 'nationality', p.nationality, 'occupation', p.occupation,
  'state', p.state, 'status', p.status, 'imagePath', ${file('p.image_file_id')},
  'memberId', p.member_id, 'idNumber', p.id_number, 'idNumberType', p.id_number_type,
  'idNumberFile', ${file('p.id_number_file_id')}, 'expiryDate', p.expiry_date,
  'outStandingBalance', coalesce((select sum(l.owed_kobo) from ledger_entries l
    where l.resident_id = p.id and l.owed_kobo <> 0), 0)::float8 / 100,
  'selectedAddressId', p.address_id, 'selectedApartmentId', p.apartment_id,
  'selectedApartmentTypeId', p.apartment_type_id, 'selectedRoleId', p.role_id,
  'roleName', p.role_name, 'address', p.address, 'apartmentName', p.apartment_name,
  'apartmentType', p.apartment_type, 'referralId', p.referral_id, 'createdDate', p.created_at)`;

/** `%text%` of $4, trimmed, with LIKE's wildcards (and its escape) taken literally. */
const PATTERN = String.raw`lower('%' || replace(replace(replace(btrim($4::text), '\', '\\'), '%', '\%'), '_', '\_') || '%')`;
const like = (column: string) => String.raw`lower(${column}) like ${PATTERN} escape '\'`;

/** The search: name, e-mail, mobile, role, apartment type or address contains the text. */
const SEARCHED = `(${like('r.full_name')}
  or r.user_id in (select u.id from users u where u.community_id = $1::int
    and (${like('u.email')} or ${like('u.mobile_number')}))
  or r.user_id in (select u.id from users u join roles ro on ro.id = u.role_id
    where u.community_id = $1::int and ${like('ro.role_name')})
  or r.apartment_type_id in (select t.id from apartment_types t
    where t.community_id = $1::int and ${like('t.name')})
  or r.address_id in (select a.id from addresses a
    where a.community_id = $1::int and ${like('a.address')}))`;

/** A page of the community's residents (newest first) matching `where`, and their count. */
const residentsPage = (where: string) => `with ids as (
  select r.id from residents r where r.community_id = $1::int and ${where}
  order by r.id desc limit $2::int offset ($3::int - 1) * $2::int
), page as (select ${COLUMNS} where r.id in (select id from ids))
select json_build_object(
  'records', coalesce((select json_agg(${RESIDENT_JSON} order by p.id desc) from page p), '[]'::json),
  'totalRecordCount', (select count(*) from residents r where r.community_id = $1::int and ${where}))`;

export const RESIDENT_ROUTES: Record<string, PlainRoute> = {
  '/residents': { sql: residentsPage('true'), params: ['c', 'PageSize', 'PageNumber'] },
  '/search': {
    sql: residentsPage(SEARCHED),
    params: ['c', 'PageSize', 'PageNumber', 'SearchText'],
  },
  '/resident': {
    sql: `select ${RESIDENT_JSON} from (select ${COLUMNS}
      where r.id = $1::int and r.community_id = $2::int) p`,
    params: ['id', 'c'],
  },
};
