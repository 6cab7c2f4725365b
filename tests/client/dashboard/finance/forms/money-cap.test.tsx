/**
 * The client's money inputs apply the server's one cap (issue 12): an amount above
 * ₦1,000,000,000 shows 'The amount may not exceed ₦1,000,000,000' on the field, from the same
 * MAX_AMOUNT_NAIRA and message the server uses; the cap itself is accepted.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { parsePricePerDay } from '../../../../../src/client/dashboard/adverts/sectionPrices';
import { requiredNaira } from '../../../../../src/client/dashboard/common/validators';
import { MoneyInput } from '../../../../../src/client/dashboard/finance/forms/MoneyInput';
import {
  AMOUNT_TOO_LARGE,
  INVALID_AMOUNT,
  amountProblem,
  parseNaira,
} from '../../../../../src/client/dashboard/finance/forms/moneyRules';
import { i18nProvider } from '../../../../../src/client/dashboard/providers/i18nProvider';
import { MAX_AMOUNT_NAIRA } from '../../../../../src/shared/finance';
import { messages } from '../../../../../src/shared/messages';

const TOO_LARGE = 'The amount may not exceed ₦1,000,000,000';

describe('the cap on money inputs', () => {
  it('is the shared limit, with the message the server answers', () => {
    expect(MAX_AMOUNT_NAIRA).toBe(1_000_000_000);
    expect(messages.finance.amountTooLarge).toBe(TOO_LARGE);
    expect(i18nProvider.translate(AMOUNT_TOO_LARGE)).toBe(TOO_LARGE);
    expect(i18nProvider.translate('neighbourly.apartmentType.feeTooLarge')).toBe(TOO_LARGE);
    expect(i18nProvider.translate('neighbourly.advert.amountTooLarge')).toBe(TOO_LARGE);
  });

  it('payments and expenses: above the cap has its own message; the cap is accepted', () => {
    expect(parseNaira('1,000,000,000')).toBe(MAX_AMOUNT_NAIRA);
    expect(amountProblem('1000000000')).toBeNull();
    expect(amountProblem('1,000,000,000.01')).toBe(AMOUNT_TOO_LARGE);
    expect(amountProblem('1000000000000')).toBe(AMOUNT_TOO_LARGE);
    expect(amountProblem('1.005')).toBe(INVALID_AMOUNT);
  });

  it('MoneyInput shows the message under the field as it is typed', async () => {
    const user = userEvent.setup();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Form defaultValues={{ amount: '' }} mode="onChange">
          <MoneyInput />
        </Form>
      </AdminContext>,
    );
    const amount = await screen.findByRole('textbox', { name: /^Amount \(naira\)/ });
    await user.type(amount, '2,000,000,000');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(TOO_LARGE));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it("apartment types' fee and advert sections' price per day", () => {
    const fee = requiredNaira('invalid', 'too large');
    expect(fee(MAX_AMOUNT_NAIRA, {}, {})).toBeUndefined();
    expect(fee(MAX_AMOUNT_NAIRA + 0.01, {}, {})).toBe('too large');
    expect(fee(1.005, {}, {})).toBe('invalid');
    expect(parsePricePerDay('1,000,000,000')).toBe(MAX_AMOUNT_NAIRA);
    expect(parsePricePerDay('1,000,000,001')).toBeNull();
  });
});
