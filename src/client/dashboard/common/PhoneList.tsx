/**
 * A list as phones read it (issue 16): below 600 px (MUI's `sm`) `<ListPage phone={...}>` shows
 * react-admin's `<SimpleList>` instead of the table, one item per record: the text a person
 * recognises (`primary`), then a few facts as 'Label: value' (labels from
 * `resources.<name>.fields.<source>`, like the columns'), and the row's actions at its end. A row
 * opens the record as the table's row does (`rowClick`), so nothing scrolls sideways.
 *
 * ```tsx
 * phone={{ primary: 'streetName', facts: ['buildings', 'lga'], rowClick: 'edit' }}
 * ```
 */
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  SimpleList,
  useResourceContext,
  useTranslate,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';

/**
 * A record's field by its source, or a source with its own rendering (money, dates) and label
 * (an i18n key; default `resources.<name>.fields.<source>`).
 */
export type PhoneField =
  string | { source: string; label?: string; render?: (record: RaRecord) => ReactNode };

export interface PhoneFields {
  /** What a person recognises the record by: a name, a street, an address. */
  primary: PhoneField;
  /** One or two facts under it, each 'Label: value'. */
  facts?: PhoneField[];
  /** Left of the text, e.g. a photo. */
  avatar?: (record: RaRecord) => ReactNode;
  /** At the row's end: the buttons the table has in its actions column. */
  actions?: (record: RaRecord) => ReactNode;
  /** What a tap does; defaults to the table's rowClick. */
  rowClick?: DataTableProps['rowClick'];
}

/** Whether a dialog is open: a row's dialog (reverse, record a payment) lives in its row. */
const dialogOpen = () => document.querySelector('[role="dialog"]') !== null;

/**
 * True below 600 px, where a table would scroll sideways. The list changes form only while no
 * dialog is open: turning a phone (390 px to 844 px) with a row's dialog open would otherwise
 * unmount the row, close its dialog and lose what was typed. The change waits for it to close.
 */
export function usePhoneScreen() {
  const phoneNow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [shown, setShown] = useState(phoneNow);
  useEffect(() => {
    if (shown === phoneNow) return undefined;
    if (!dialogOpen()) {
      setShown(phoneNow);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      if (dialogOpen()) return;
      observer.disconnect();
      setShown(phoneNow);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [phoneNow, shown]);
  return shown;
}

const sourceOf = (field: PhoneField) => (typeof field === 'string' ? field : field.source);

function valueOf(field: PhoneField, record: RaRecord): ReactNode {
  if (typeof field !== 'string' && field.render) return field.render(record);
  const value: unknown = record[sourceOf(field)];
  return value === null || value === undefined ? '' : String(value);
}

export function PhoneList({ primary, facts = [], avatar, actions, rowClick }: PhoneFields) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const label = (field: PhoneField) => {
    const own = typeof field === 'string' ? undefined : field.label;
    const key = own ?? `resources.${resource}.fields.${sourceOf(field)}`;
    return translate(key, { _: sourceOf(field) });
  };
  return (
    <SimpleList
      rowClick={rowClick}
      primaryText={(record: RaRecord) => valueOf(primary, record)}
      secondaryText={
        facts.length > 0
          ? (record: RaRecord) =>
              facts.map((fact, index) => (
                <Fragment key={sourceOf(fact)}>
                  {index > 0 ? ' · ' : null}
                  {label(fact)}: {valueOf(fact, record)}
                </Fragment>
              ))
          : undefined
      }
      leftIcon={avatar}
      rightIcon={actions}
    />
  );
}
