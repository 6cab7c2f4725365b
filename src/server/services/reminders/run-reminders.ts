/**
 * Sending the dues reminders (issue 19, point 3): one reminder notice addressed to every resident
 * of the community who owes, each with their own detail (the amount, what it is for, when due).
 * Who owes and for what come from the ledger's one definition: the debtors list
 * (repositories/money/ledger-debtors.ts) and the unpaid items (services/money/unpaid-items.ts).
 * Used by "Send reminders now" and by the schedule's run on a reminder day.
 */
import { koboToNaira } from '../../../shared/format.js';
import { reminderDetail, reminderNotice } from '../../../shared/message-templates.js';
import { messages } from '../../../shared/messages.js';
import type { NoticeChannel } from '../../../shared/notices.js';
import type { LedgerKind } from '../../db/schema.js';
import type { AuditTrail } from '../audit/audit.js';
import type { DebtorKey } from '../../repositories/money/ledger-debtors.js';
import { unpaidItems, type UnpaidItem } from '../money/unpaid-items.js';
import { postNotice, type NoticeApp } from '../notices/post-notice.js';
import { endOfMonthText } from './reminder-days.js';
import { scheduleView } from './schedule.js';

/** Debtors read at a time (two queries a batch, as the debtors export reads them). */
const DEBTOR_BATCH = 500;

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-NG', { month: 'long', timeZone: 'UTC' });

const KIND_TEXTS: Partial<Record<LedgerKind, string>> = {
  charge: 'Monthly dues',
  advert_fee: 'Advert fee',
};

/** One unpaid item as a reminder names it: "Monthly dues, November 2026". */
function itemText(item: UnpaidItem): string {
  if (item.kind === 'opening_balance') return messages.finance.openingBalance;
  const name = KIND_TEXTS[item.kind] ?? 'Other charges';
  return `${name}, ${monthName(item.month)} ${item.month.slice(0, 4)}`;
}

/** What the debt is for, short enough for an SMS: the oldest item "and N more". */
export function forWhat(items: readonly UnpaidItem[]): string {
  const [oldest, ...rest] = items;
  if (!oldest) return 'dues';
  return rest.length === 0 ? itemText(oldest) : `${itemText(oldest)} and ${rest.length} more`;
}

/** Every resident of the community who owes, with their reminder's detail text. */
export async function reminderRecipients(
  repos: NoticeApp['repos'],
  communityId: number,
  today: string,
): Promise<{ residentId: number; detail: string }[]> {
  const dueDate = endOfMonthText(today);
  const recipients: { residentId: number; detail: string }[] = [];
  let after: DebtorKey | null = null;
  for (;;) {
    const rows = await repos.ledgerReports.debtorsBatch(communityId, {}, after, DEBTOR_BATCH);
    if (rows.length === 0) return recipients;
    const entries = await repos.ledgerReports.owedEntriesOf(rows.map((row) => row.residentId));
    for (const row of rows) {
      const items = unpaidItems(entries.get(row.residentId) ?? []);
      const amountNaira = koboToNaira(Number(row.owedKobo));
      recipients.push({
        residentId: row.residentId,
        detail: reminderDetail({ amountNaira, forWhat: forWhat(items), dueDate }),
      });
    }
    after = rows[rows.length - 1]!;
  }
}

export interface RemindersOutcome {
  noticeId: number | null;
  recipientCount: number;
}

/**
 * Posts the reminder notice to everyone who owes on `today` (Lagos, YYYY-MM-DD), by the
 * schedule's channels (e-mail when none is saved); nobody owes: nothing is posted.
 * `by`: the administrator who ran it now (audited with the notice), or null for the schedule.
 */
export async function runReminders(
  app: NoticeApp,
  communityId: number,
  by: { userId: number; trail: AuditTrail } | null,
  today: string,
): Promise<RemindersOutcome> {
  const recipients = await reminderRecipients(app.repos, communityId, today);
  if (recipients.length === 0) return { noticeId: null, recipientCount: 0 };
  const community = await app.repos.communities.findById(communityId);
  const schedule = await scheduleView(app.repos, communityId);
  const channels: NoticeChannel[] = schedule.channels;
  const text = reminderNotice({ communityName: community?.communityName ?? 'Neighbourly' });
  return postNotice(app, {
    communityId,
    kind: 'reminder',
    ...text,
    audience: 'debtors',
    streetIds: [],
    channels,
    attachmentFileId: null,
    createdBy: by?.userId ?? null,
    recipients,
    ...(by ? { trail: by.trail } : {}),
  });
}
