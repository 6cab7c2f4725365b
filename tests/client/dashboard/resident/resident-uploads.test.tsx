/**
 * The resident's files (issue 15, point 6): each chosen file is checked the moment it is chosen
 * (size, and type by its first bytes), a refused one is not kept and its message shows on the
 * field; an edit never asks again for an ID document, and saves without one where none is on
 * file; the list marks residents with no ID document.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Resident } from '../../../../src/shared/contract/residents';
import { messages } from '../../../../src/shared/messages';
import { exeNamedPng, oversizePng, pdfFile, pngFile } from '../files';
import { adminUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';
import {
  amaka,
  fileName,
  fillText,
  residentsFake,
  savedResident,
  setUpResidentTests,
} from './residentsApi';

setUpResidentTests();

/** A save's toast can take seconds on a busy two-core machine. */
const SAVED = { timeout: 15_000 };

/** Amaka as every demo resident is: no ID document on file. */
const withoutId: Resident = { ...amaka, idNumberFile: null };

describe('an edit of a resident with no ID document on file', () => {
  it('marks the field optional and saves without one', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = residentsFake({ residents: [withoutId] });
    signIn(adminUser);
    renderDashboard('/dashboard/resident/5', fake);
    const occupation = await screen.findByLabelText(/^Occupation/);
    expect(screen.getByLabelText('New ID document (optional)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View ID document' })).not.toBeInTheDocument();

    await fillText(user, /^Occupation/, 'Tailor');
    expect(occupation).toHaveValue('Tailor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.updated, {}, SAVED)).toBeInTheDocument();
    expect(screen.queryByText(messages.resident.idRequired)).not.toBeInTheDocument();
    const saved = savedResident(fake);
    expect(saved).toMatchObject({ occupation: 'Tailor', idNumber: '12345678901' });
    expect(saved).not.toHaveProperty('idNumberFile');
  }, 60_000);
});

describe('a chosen file is checked at once', () => {
  /** The edit of a resident with no ID document, after a program named scan.png was chosen. */
  async function editWithRefusedDocument() {
    const user = userEvent.setup({ delay: null });
    const fake = residentsFake({ residents: [withoutId] });
    signIn(adminUser);
    renderDashboard('/dashboard/resident/5', fake);
    const idDocument = await screen.findByLabelText('New ID document (optional)');
    await user.upload(idDocument, exeNamedPng('scan.png'));
    expect(await screen.findByText(messages.upload.documentType)).toBeInTheDocument();
    return { user, fake, idDocument };
  }

  it('refuses a program named .png and a file over 5 MB on the field, keeping neither', async () => {
    const { user, fake, idDocument } = await editWithRefusedDocument();
    expect(idDocument).toHaveAccessibleDescription(
      expect.stringContaining(messages.upload.documentType),
    );
    expect(idDocument).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('scan.png')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'scan.png' })).not.toBeInTheDocument();

    const photo = screen.getByLabelText(/^New photo/);
    await user.upload(photo, oversizePng('huge.png'));
    expect(await screen.findByText(messages.upload.tooLarge)).toBeInTheDocument();
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument();

    // Neither refused file is sent: Save sends the record alone.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.updated, {}, SAVED)).toBeInTheDocument();
    const saved = savedResident(fake);
    expect(saved).not.toHaveProperty('idNumberFile');
    expect(saved).not.toHaveProperty('image');
  }, 60_000);

  it('previews a real image, shows a PDF by name, and sends the file kept', async () => {
    const { user, fake, idDocument } = await editWithRefusedDocument();
    await user.upload(idDocument, pdfFile('nin.pdf'));
    expect(await screen.findByText('nin.pdf')).toBeInTheDocument();
    // A good file clears the refusal; a PDF has no picture.
    expect(screen.queryByText(messages.upload.documentType)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'nin.pdf' })).not.toBeInTheDocument();

    await user.upload(idDocument, pngFile('nin-card.png'));
    expect(await screen.findByRole('img', { name: 'nin-card.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.resident.updated, {}, SAVED)).toBeInTheDocument();
    expect(fileName(savedResident(fake).idNumberFile)).toBe('nin-card.png');
  }, 60_000);
});

describe('residents list', () => {
  it("says 'ID missing' by the name of a resident with no ID document on file", async () => {
    const bola: Resident = {
      ...withoutId,
      id: 6,
      fullName: 'Bola Ade',
      email: 'bola@ade.ng',
      mobileNumber: '08039990000',
    };
    const fake = residentsFake({ residents: [amaka, bola] });
    signIn(adminUser);
    renderDashboard('/dashboard/resident', fake);
    const table = await screen.findByRole('table');
    const rowOf = (email: string) => within(table).getByText(email).closest('tr')!;
    expect(within(rowOf('bola@ade.ng')).getByText('ID missing')).toBeInTheDocument();
    expect(within(rowOf('amaka@nwosu.ng')).queryByText('ID missing')).not.toBeInTheDocument();
  }, 60_000);
});
