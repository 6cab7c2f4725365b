/**
 * Changes that redirect money or accounts are guarded (issue 12, point 2). The bank details need
 * the current password again (missing or wrong: 400, nothing changed), are audited with the old
 * and new values, and every administrator of the community is mailed both; a change of an
 * account's e-mail or phone (profile, an administrator's resident edit, a Member's own record) is
 * audited and mailed to the OLD address. Mail is read from a real SMTP server on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/shared/messages.js';
import { EXCO_ROLES } from '../../../../../src/shared/roles.js';
import type { App } from '../../../../../src/server/app.js';
import {
  bearer,
  build,
  createUserWithRole,
  registerCommunity,
  signIn,
} from '../../../support/helper.js';
import {
  addResident,
  editForm,
  residentEstate,
  sendResident,
  sessionOf,
  uniqueEmail,
  uniquePhone,
} from '../../../support/residents-fixtures.js';
import {
  bodyOf,
  startSmtpServer,
  subjectOf,
  type TestSmtpServer,
} from '../../../support/smtp-fixtures.js';

const BANK = '/api/Communities/BankDetails';

/** The Member, signed in, puts a new e-mail on their profile (`PUT /api/AuthUser/Profile`). */
async function putProfileEmail(
  app: App,
  member: { email: string; password: string },
  email: string,
) {
  const token = await signIn(app, member.email, member.password);
  return app.inject({
    method: 'PUT',
    url: '/api/AuthUser/Profile',
    headers: bearer(token),
    payload: { fullName: 'Chidi Member', email },
  });
}

describe('guarded changes', { timeout: 60_000 }, () => {
  let smtp: TestSmtpServer;
  let app: App;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await build({ config: { smtpUrl: smtp.url } });
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const auditRows = (action: string) =>
    app.db.selectFrom('auditLog').selectAll().where('action', '=', action).execute();

  /** A community with its Admin signed in, every exco role and a Member. */
  async function estateWithOfficers() {
    const { community, registration } = await registerCommunity(app);
    const token = await signIn(app, registration.adminEmail, registration.adminPassword);
    const officers = [];
    for (const role of EXCO_ROLES) officers.push(await createUserWithRole(app, community.id, role));
    const member = await createUserWithRole(app, community.id, 'Member');
    const put = (body: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: BANK, headers: bearer(token), payload: body });
    return { community, registration, officers, member, put };
  }

  describe('PUT /api/Communities/BankDetails', () => {
    it('refuses a missing or wrong current password: 400 on that field, nothing changed', async () => {
      const { community, registration, put } = await estateWithOfficers();
      const before = await app.repos.communities.findById(community.id);
      const body = { bankName: 'Fraud Bank', bankAccountNumber: '9999999999' };
      const cases = [
        [{ ...body }, messages.profile.currentPasswordRequired],
        [{ ...body, currentPassword: '' }, messages.profile.currentPasswordRequired],
        [{ ...body, currentPassword: 'not the password' }, messages.profile.wrongPassword],
      ] as const;
      const refusedBefore = (await auditRows('guarded-change-refused')).length;
      for (const [payload, message] of cases) {
        const response = await put(payload);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ message, errors: { currentPassword: message } });
      }
      expect(await app.repos.communities.findById(community.id)).toEqual(before);
      expect(smtp.to(registration.adminEmail)).toEqual([]);
      // The empty and the wrong password are audited (a missing field is refused by the schema).
      expect(await auditRows('guarded-change-refused')).toHaveLength(refusedBefore + 2);
      const changes = await auditRows('bank-details-change');
      expect(changes.filter((row) => row.communityId === community.id)).toEqual([]);
    });

    it('mails every administrator the old and new values and writes an audit row', async () => {
      const { community, registration, officers, member, put } = await estateWithOfficers();
      const first = await put({
        bankName: 'Zenith Bank',
        bankAccountNumber: '1012345678',
        currentPassword: registration.adminPassword,
      });
      expect(first.statusCode, first.body).toBe(200);
      const administrators = [registration.adminEmail, ...officers.map((o) => o.email)];
      for (const email of administrators) await smtp.waitFor(email, 1);

      const second = await put({
        bankName: 'Access Bank',
        bankAccountNumber: '0690000031',
        currentPassword: registration.adminPassword,
      });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toMatchObject({ bankName: 'Access Bank' });
      for (const email of administrators) {
        const mails = await smtp.waitFor(email, 2);
        const mail = mails[1];
        if (!mail) throw new Error(`no second mail to ${email}`);
        expect(subjectOf(mail)).toBe(messages.profile.bankDetailsChangedSubject);
        const text = bodyOf(mail);
        expect(text).toContain("Bank name: 'Zenith Bank' → 'Access Bank'");
        expect(text).toContain("Account number: '1012345678' → '0690000031'");
        expect(text).toContain(registration.adminEmail.toLowerCase());
        expect(text).not.toContain(registration.adminPassword);
      }
      expect(smtp.to(member.email)).toEqual([]);

      const rows = (await auditRows('bank-details-change')).filter(
        (row) => row.communityId === community.id,
      );
      expect(rows).toHaveLength(2);
      expect(rows[1]).toMatchObject({
        outcome: 'success',
        actorName: registration.adminEmail.toLowerCase(),
        target: expect.stringContaining("Bank name 'Zenith Bank' → 'Access Bank'"),
      });
      expect(JSON.stringify(rows)).not.toContain(registration.adminPassword);
    });
  });

  describe('a changed e-mail or phone', () => {
    /** The notices sent to `address` about a contact change. */
    const notices = (address: string) =>
      smtp.to(address).filter((mail) => subjectOf(mail) === messages.profile.accountChangedSubject);

    it('on the profile: a notice to the old address and an audit row (old → new)', async () => {
      const { member } = await estateWithOfficers();
      const email = uniqueEmail('new-me');
      const response = await putProfileEmail(app, member, email);
      expect(response.statusCode, response.body).toBe(200);
      const [notice] = await smtp.waitFor(member.email, 1);
      if (!notice) throw new Error('no notice');
      expect(subjectOf(notice)).toBe(messages.profile.accountChangedSubject);
      expect(bodyOf(notice)).toContain(`e-mail ${member.email.toLowerCase()} → ${email}`);
      expect(notices(email)).toEqual([]);
      const rows = (await auditRows('contact-change')).filter((row) =>
        row.target.startsWith(`account ${member.id}:`),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.target).toBe(`account ${member.id}: e-mail ${member.email} → ${email}`);
      expect(JSON.stringify(rows)).not.toContain(member.password);
    });

    it('on a resident edit by an administrator and by the Member themselves', async () => {
      const estate = await residentEstate(app);
      const resident = await addResident(app, estate);
      const newPhone = uniquePhone();
      const byAdmin = await sendResident(
        app,
        'PUT',
        estate.auth,
        editForm(resident, { MobileNumber: newPhone }),
        [],
      );
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      // The first mail to the address is the welcome e-mail.
      await smtp.waitFor(resident.email ?? '', 2);
      const [notice] = notices(resident.email ?? '');
      if (!notice) throw new Error('no notice');
      expect(bodyOf(notice)).toContain(`phone ${resident.mobileNumber} → ${newPhone}`);

      const self = await sessionOf(app, resident);
      const newEmail = uniqueEmail('self');
      const own = await sendResident(
        app,
        'PUT',
        bearer(self.token),
        editForm(resident, { MobileNumber: newPhone, Email: newEmail }),
        [],
      );
      expect(own.statusCode, own.body).toBe(200);
      await smtp.waitFor(resident.email ?? '', 3);
      expect(notices(resident.email ?? '')).toHaveLength(2);
      const targets = (await auditRows('contact-change')).map((row) => row.target);
      const account = await app.repos.residents.findById(resident.id, null);
      expect(targets).toContain(
        `account ${account?.userId}: phone ${resident.mobileNumber} → ${newPhone}`,
      );
      expect(targets).toContain(
        `account ${account?.userId}: e-mail ${resident.email} → ${newEmail}`,
      );

      // An edit that keeps the e-mail and phone sends no notice and writes no such row.
      const count = smtp.to(newEmail).length;
      const rows = targets.length;
      const same = await sendResident(
        app,
        'PUT',
        estate.auth,
        editForm(resident, { MobileNumber: newPhone, Email: newEmail, Occupation: 'Banker' }),
        [],
      );
      expect(same.statusCode, same.body).toBe(200);
      expect(smtp.to(newEmail)).toHaveLength(count);
      expect(await auditRows('contact-change')).toHaveLength(rows);
    });
  });
});

describe('a notice that cannot be sent', () => {
  it('is logged, and the change stands with its audit row', async () => {
    const logLines: string[] = [];
    // Nothing listens on port 1: every mail fails at once.
    const app = await build({
      config: {
        smtpUrl: 'smtp://127.0.0.1:1',
        logger: 'error',
        logStream: { write: (line: string) => void logLines.push(line) },
      },
    });
    try {
      const { community } = await registerCommunity(app);
      const member = await createUserWithRole(app, community.id, 'Member');
      const email = uniqueEmail('unmailed');
      const response = await putProfileEmail(app, member, email);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ email });
      const rows = await app.db
        .selectFrom('auditLog')
        .select('target')
        .where('action', '=', 'contact-change')
        .execute();
      expect(rows).toEqual([{ target: `account ${member.id}: e-mail ${member.email} → ${email}` }]);
      // The notice goes out after the answer: wait for that work, then read the log.
      await app.afterAnswer.idle();
      expect(logLines.join('\n')).toContain('Could not send the contact change notice');
    } finally {
      await app.close();
    }
  });
});
