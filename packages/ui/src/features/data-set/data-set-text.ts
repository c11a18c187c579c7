import type { components } from '@spw/api';
import { formatNumber, type Locale, type MessageKey } from '@spw/i18n';

/**
 * Words and numbers every data-set screen shows the same way (the public list and page, the
 * creator's desk): file sizes, licences, access, formats, and the upload rules of /dataSet/upload.
 */

export type DataSetLicence = components['schemas']['DataSetLicence'];
export type DataSetAccess = components['schemas']['DataSetAccess'];
export type DataSetFormat = components['schemas']['DataSetFormat'];

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * '512 B', '47.1 KB', '18 MB': binary units, one decimal below a hundred, the number in the
 * reader's locale. (netdisk's formatBytes takes no locale and rounds 47.1 KB to 47 KB.)
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${formatNumber(value, locale, { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}

/** A licence's name and its one-line meaning ('可自由使用、修改和转载，须注明来源。'). */
export const LICENCE_KEYS: Record<DataSetLicence, { name: MessageKey; hint: MessageKey }> = {
  'cc-by-4.0': { name: 'dataSet.licence.ccBy', hint: 'dataSet.licence.ccByHint' },
  'cc-by-nc-4.0': { name: 'dataSet.licence.ccByNc', hint: 'dataSet.licence.ccByNcHint' },
  'cc0-1.0': { name: 'dataSet.licence.cc0', hint: 'dataSet.licence.cc0Hint' },
  proprietary: { name: 'dataSet.licence.proprietary', hint: 'dataSet.licence.proprietaryHint' },
};

/** Who may download: 公开 / 会员, and what that means. */
export const ACCESS_KEYS: Record<DataSetAccess, { name: MessageKey; hint: MessageKey }> = {
  public: { name: 'dataSet.access.public', hint: 'dataSet.access.publicHint' },
  members: { name: 'dataSet.access.members', hint: 'dataSet.access.membersHint' },
};

/** A format as people call it; the same in both languages. */
export const FORMAT_LABEL: Record<DataSetFormat, string> = {
  csv: 'CSV',
  tsv: 'TSV',
  json: 'JSON',
  xlsx: 'Excel',
  zip: 'ZIP',
  pdf: 'PDF',
};

/** /dataSet/upload: at most 20 MB a file, 10 files in a version, 50 versions. */
export const DATA_SET_MAX_BYTES = 20 * 1024 * 1024;
export const DATA_SET_MAX_FILES = 10;
export const DATA_SET_MAX_VERSIONS = 50;
/** The file picker's `accept`: a hint only (the server judges a file by its content). */
export const DATA_SET_ACCEPT = '.csv,.tsv,.json,.xlsx,.zip,.pdf';

const FORMAT_OF_EXTENSION: Record<string, DataSetFormat> = {
  csv: 'csv',
  tsv: 'tsv',
  json: 'json',
  xlsx: 'xlsx',
  zip: 'zip',
  pdf: 'pdf',
};

const FORMAT_OF_MIME: Record<string, DataSetFormat> = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'application/json': 'json',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'application/pdf': 'pdf',
};

/**
 * What a chosen file seems to be, by its name's ending or else its type; null when neither is one
 * the upload takes. A first check only, so a wrong file is not sent: the server judges the content.
 */
export function formatOfFile(file: Pick<File, 'name' | 'type'>): DataSetFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return FORMAT_OF_EXTENSION[extension] ?? FORMAT_OF_MIME[file.type.toLowerCase()] ?? null;
}
