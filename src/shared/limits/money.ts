/** The caps on amounts (naira at the edge, kobo inside; issue 12 and issue 13). */

/**
 * The one cap on an amount (issue 12): a ledger entry (payment, expense), an apartment type's
 * monthly fee, an advert section's price per day and an advert's amount. Far above any estate's
 * dues; it keeps every single amount an exact JS number of kobo and totals far from 2^53.
 */
export const MAX_AMOUNT_NAIRA = 1_000_000_000;

/** The largest project budget, in naira (keeps kobo far inside a safe integer). */
export const MAX_BUDGET_NAIRA = 1_000_000_000_000;

/** The smallest amount that is more than 0: one kobo (amounts have at most two decimals). */
export const MIN_AMOUNT_NAIRA = 0.01;
