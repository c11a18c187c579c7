import type { MessageKey } from '@spw/i18n';

/** The contract's limits on an application (ColumnApplyBody), in characters. */
export const COLUMN_APPLY_LIMITS = { name: 20, en_name: 60, content: 300, en_content: 600, samples: 500, contact: 100 } as const;

/** The fields of an application, in the order the form shows them (the server names the same ones). */
export type ColumnApplyField = 'name' | 'en_name' | 'content' | 'en_content' | 'pic' | 'samples' | 'contact';

/** What the application form holds: the words of /columnApply/add. */
export interface ColumnApplyDraft {
  /** The column's name in Chinese. */
  name: string;
  en_name: string;
  /** The column's introduction in Chinese. */
  content: string;
  en_content: string;
  /** The banner's URL (an uploaded picture of this site), '' for none. */
  pic: string;
  /** Links to the applicant's writing, and a few words: for the admins. */
  samples: string;
  /** Phone, WeChat or e-mail: for the admins. */
  contact: string;
}

/** A complaint about a field: a catalogue message and its values. */
export interface ColumnApplyProblem {
  key: MessageKey;
  values?: Record<string, number>;
}

/** The fields in the form's order: the first with a complaint takes the focus. */
export const COLUMN_APPLY_FIELDS: readonly ColumnApplyField[] = ['name', 'en_name', 'content', 'en_content', 'pic', 'samples', 'contact'];

/** An empty application. */
export const EMPTY_COLUMN_APPLY: ColumnApplyDraft = {
  name: '',
  en_name: '',
  content: '',
  en_content: '',
  pic: '',
  samples: '',
  contact: '',
};

const REQUIRED: Partial<Record<ColumnApplyField, MessageKey>> = {
  name: 'column.recruit.error.name',
  content: 'column.recruit.error.content',
  samples: 'column.recruit.error.samples',
};

/** Characters as a reader counts them (an emoji is one). */
const length = (text: string) => [...text].length;

/**
 * The checks made before the form sends an application: the name, introduction and samples are
 * needed (spaces alone are not enough), and no field is longer than the contract allows.
 */
export function checkColumnApply(draft: ColumnApplyDraft): Partial<Record<ColumnApplyField, ColumnApplyProblem>> {
  const found: Partial<Record<ColumnApplyField, ColumnApplyProblem>> = {};
  for (const field of COLUMN_APPLY_FIELDS) {
    const value = draft[field];
    const required = REQUIRED[field];
    const max = field === 'pic' ? undefined : COLUMN_APPLY_LIMITS[field];
    if (required && !value.trim()) found[field] = { key: required };
    else if (max !== undefined && length(value) > max) found[field] = { key: 'column.recruit.error.tooLong', values: { max } };
  }
  return found;
}

/** Each field's label, and the language it is written in (the names and introductions: Chinese, then English). */
export const FIELD_LABEL: Record<ColumnApplyField, MessageKey> = {
  name: 'column.recruit.field.name',
  en_name: 'column.recruit.field.enName',
  content: 'column.recruit.field.content',
  en_content: 'column.recruit.field.enContent',
  pic: 'column.recruit.field.pic',
  samples: 'column.recruit.field.samples',
  contact: 'column.recruit.field.contact',
};

export const FIELD_LANG: Partial<Record<ColumnApplyField, 'zh-CN' | 'en'>> = {
  name: 'zh-CN',
  en_name: 'en',
  content: 'zh-CN',
  en_content: 'en',
};
