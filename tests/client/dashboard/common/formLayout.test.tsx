/**
 * Form layout rules jsdom can check through the styles emotion writes (real geometry is checked
 * in tests/e2e/property-records.test.ts):
 * - on phones react-admin's Save bar is fixed to the bottom of the screen, so the fields leave
 *   room below the last one (as SimpleForm's 5em does);
 * - the landlord photo's drop zone spans the form instead of shrinking to its hint text.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, forbidFetch } from '../fakeDataProvider';
import { anApartment, aStreet } from '../fakeProvider/samples';
import { adminUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every CSS rule emotion has written, media queries included, as text. */
function writtenCss(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

/** The emotion class (css-…) of an element, to find its rules in the written CSS. */
function emotionClass(element: Element): string {
  const name = [...element.classList].find((item) => item.startsWith('css-'));
  if (!name) throw new Error('no emotion class');
  return name;
}

describe('form layout', { timeout: 60_000 }, () => {
  it('leaves room below the last field for the fixed Save bar on phones', async () => {
    forbidFetch();
    signIn(adminUser);
    renderDashboard('/dashboard/streets/add-new', fakeDataProvider());
    const country = await screen.findByRole('textbox', { name: 'Country' });
    const fields = country.closest('.MuiStack-root')!;
    // sx's phone (xs) value: MUI writes it as `@media (min-width:0px)`, overridden from sm up.
    const rule = new RegExp(
      `@media \\(min-width:0px\\)\\{\\.${emotionClass(fields)}\\{[^}]*padding-bottom:5em`,
    );
    expect(writtenCss()).toMatch(rule);
  });

  it("gives the landlord photo's drop zone the form's full width", async () => {
    forbidFetch();
    signIn(adminUser);
    // The form opens once the community has a street and an apartment.
    const fake = fakeDataProvider({ streets: [aStreet({ id: 7 })], apartments: [anApartment()] });
    renderDashboard('/dashboard/landlords/add-new', fake);
    await screen.findByRole('textbox', { name: 'Title' });
    expect(document.querySelector('.RaFileInput-dropZone')).not.toBeNull();
    // The photo's input (UploadInput's react-admin ImageInput) stretches its drop zone.
    const photo = document.querySelector('.RaFileInput-dropZone')!.closest('.ra-input')!;
    expect(writtenCss()).toMatch(
      new RegExp(`\\.${emotionClass(photo)} \\.RaFileInput-dropZone\\{[^}]*width:100%`),
    );
  });
});
