import type { components } from '@spw/api';
import { formatNumber, type MessageKey } from '@spw/i18n';
import { useLocale, useT } from '../../lib/intl.tsx';
import { DATA_ITEM_PERIOD_FORMS } from './data-item-paste.ts';
import { ImportDialog, type ImportKind, type QuoteImportDialogProps } from './QuoteImportDialog.tsx';

type DataItem = components['schemas']['DataItem'];
type DataItemImportPreview = components['schemas']['DataItemImportPreview'];
type DataItemImportRow = components['schemas']['DataItemImportRow'];

export interface DataItemImportDialogProps extends Omit<QuoteImportDialogProps, 'preview'> {
  /** What the server read (the preview and importing steps). */
  preview?: DataItemImportPreview;
  /** The item the values go to: its frequency says how the file writes its periods. */
  item: Pick<DataItem, 'frequency'>;
}

/** The data item file's columns as the server names them (an error's `field`), in the reader's words. */
const FIELD_LABEL: Partial<Record<string, MessageKey>> = {
  period: 'dataItem.import.field.period',
  date: 'dataItem.import.field.date',
  value: 'dataItem.import.field.value',
};

/**
 * The import of a data item's values (/creator/dataItem/edit), in the quotes' import dialog: a CSV
 * or Excel file of two columns, the period (or date) and the value; the preview lists the bad rows
 * and why, and each value the file adds or changes, with the one it replaces. The page leads the
 * steps as for the prices (QuoteImportDialog).
 */
export function DataItemImportDialog({ item, ...props }: DataItemImportDialogProps) {
  const t = useT();
  const locale = useLocale();
  const figure = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 6 });
  const kind: ImportKind<DataItemImportRow> = {
    title: t('dataItem.import.title'),
    intro: t('dataItem.import.intro'),
    fileColumns: [
      t('dataItem.import.colPeriod', { example: DATA_ITEM_PERIOD_FORMS[item.frequency].example }),
      t('dataItem.import.colValue'),
    ],
    rules: t('dataItem.import.rules'),
    fieldLabel: (field) => {
      const key = FIELD_LABEL[field];
      return key ? t(key) : field;
    },
    changesCaption: t('dataItem.import.changesCaption'),
    allSame: t('dataItem.import.allSame'),
    changeColumns: [
      {
        key: 'period',
        header: t('dataItem.import.col.period'),
        cell: (row) => <td className="spw-quote-import__date">{row.period}</td>,
      },
      {
        key: 'value',
        header: t('dataItem.import.col.value'),
        cell: (row) => <td className="spw-quote-import__price">{figure(row.value)}</td>,
      },
      {
        key: 'old',
        header: t('dataItem.import.col.oldValue'),
        cell: (row) => (
          <td className="spw-quote-import__price">
            {row.old_value === null ? (
              <span className="spw-quote-none">
                <span aria-hidden="true">—</span>
                <span className="spw-visually-hidden">{t('quoteData.none')}</span>
              </span>
            ) : (
              figure(row.old_value)
            )}
          </td>
        ),
      },
    ],
  };
  return <ImportDialog {...props} kind={kind} />;
}
