import { desc, eq } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { userInvoiceTitles } from '../../db/schema.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { MAX_PER_MEMBER, ownedHandlers } from './defaults.ts';

type InvoiceTitle = components['schemas']['InvoiceTitle'];
type InvoiceTitleBody = components['schemas']['InvoiceTitleBody'];
type Row = typeof userInvoiceTitles.$inferSelect;
type Fields = Pick<Row, 'titleType' | 'titleName' | 'taxNumber' | 'regAddress' | 'regPhone' | 'bankName' | 'bankAccount'>;

const titles = userInvoiceTitles;

function view(r: Row): InvoiceTitle {
  return {
    id: r.id,
    title_type: r.titleType === 'company' ? 'company' : 'personal',
    title_name: r.titleName,
    tax_number: r.taxNumber,
    reg_address: r.regAddress,
    reg_phone: r.regPhone,
    bank_name: r.bankName,
    bank_account: r.bankAccount,
    is_default: r.isDefault ? 1 : 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

const COMPANY_FIELDS = ['tax_number', 'reg_address', 'reg_phone', 'bank_name', 'bank_account'] as const;

/**
 * The columns a body stores, trimmed, with the rules that span fields (the contract checks each
 * field alone): a company title needs its tax number and registered address; a personal title has
 * no company fields at all, so a stray tax number is refused rather than silently dropped.
 */
function fieldsOf(b: InvoiceTitleBody): Fields {
  const titleName = b.title_name.trim();
  if (!titleName) badField('title_name', 'field_required');
  const company = {
    tax_number: (b.tax_number ?? '').trim(),
    reg_address: (b.reg_address ?? '').trim(),
    reg_phone: (b.reg_phone ?? '').trim(),
    bank_name: (b.bank_name ?? '').trim(),
    bank_account: (b.bank_account ?? '').trim(),
  };
  if (b.title_type === 'personal') {
    for (const field of COMPANY_FIELDS) if (company[field]) badField(field, 'company_field_only');
  } else {
    if (!company.tax_number) badField('tax_number', 'tax_number_required');
    if (!company.reg_address) badField('reg_address', 'field_required');
  }
  return {
    titleType: b.title_type,
    titleName,
    taxNumber: company.tax_number,
    regAddress: company.reg_address,
    regPhone: company.reg_phone,
    bankName: company.bank_name,
    bankAccount: company.bank_account,
  };
}

const notFound = () => new AppError(Code.NotFound, 'invoice_title_not_found');

const owned = ownedHandlers({
  table: titles,
  view,
  fieldsOf,
  notFound,
  limit: () => new AppError(Code.Conflict, 'invoice_title_limit', { max: MAX_PER_MEMBER }),
  list: (db, uid) =>
    db.select().from(titles).where(eq(titles.uid, uid)).orderBy(desc(titles.isDefault), desc(titles.createdAt), desc(titles.id)),
  insert: async (db, values) => (await db.insert(titles).values(values).returning())[0],
  update: async (tx, where, values) => (await tx.update(titles).set(values).where(where).returning())[0],
  select: async (tx, where) => (await tx.select().from(titles).where(where))[0],
});

export const invoiceTitleHandlers: PartialHandlers<
  'userInvoiceTitleLists' | 'userInvoiceTitleAdd' | 'userInvoiceTitleEdit' | 'userInvoiceTitleDel' | 'userInvoiceTitleSetDefault'
> = {
  userInvoiceTitleLists: owned.list,
  userInvoiceTitleAdd: owned.add,
  userInvoiceTitleEdit: owned.edit,
  userInvoiceTitleDel: owned.del,
  userInvoiceTitleSetDefault: owned.setDefault,
};
