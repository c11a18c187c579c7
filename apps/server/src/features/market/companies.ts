// Company yellow pages and their products (/creator/company/*, /creator/product/*, /company/card,
// /product/card). One entry a creator with the `company` permission: saved as a draft, submitted,
// approved or rejected by an admin. The approved version is copied to `companies.published`, which
// the public card shows while a newer draft waits. Products belong to the company and show when
// published and the company is approved.
import { and, asc, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import { likePattern } from '../../db/like.ts';
import { companies, notifications, products, users } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { EMAIL } from '../../http/email.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { ownPicture } from '../../http/own-picture.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { publishUnread } from '../social/handlers.ts';
import { briefColumns, briefView, type BriefRow } from '../user/view.ts';
import type { CompanyFields } from './tables.ts';

type Company = components['schemas']['Company'];
type CompanyPublic = components['schemas']['CompanyPublic'];
type CompanyBody = components['schemas']['CompanyBody'];
type Product = components['schemas']['Product'];
type ProductBody = components['schemas']['ProductBody'];
type Category = components['schemas']['PostCategory'];
type CompanyRow = typeof companies.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** Products a company may list. */
export const PRODUCT_MAX = 200;
/** The first key of the advisory lock on one company's products (the second is its id). */
const PRODUCTS_LOCK = 7503;
const WEBSITE = /^https?:\/\/[^\s<>"]+\.[^\s<>"]+$/i;
const isAdmin = (user: AuthUser | null) => user?.role === 'admin';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function fieldsOf(c: CompanyFields) {
  return {
    name: c.name,
    en_name: c.enName,
    logo: c.logo,
    licence_no: c.licenceNo,
    intro: c.intro,
    en_intro: c.enIntro,
    categories: c.categories as Category[],
    address: c.address,
    en_address: c.enAddress,
    contact_name: c.contactName,
    phone: c.phone,
    email: c.email,
    website: c.website,
    pictures: c.pictures,
  };
}

function companyView(c: CompanyRow, u: BriefRow): Company {
  return {
    id: c.id,
    ...fieldsOf(c),
    status: c.status as Company['status'],
    review_note: c.status === 'rejected' ? c.reviewNote : '',
    is_public: c.published !== null,
    user: briefView(u),
    submitted_at: iso(c.submittedAt),
    reviewed_at: iso(c.reviewedAt),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** The working copy's fields (the snapshot an approval publishes). */
const snapshotOf = (c: CompanyRow): CompanyFields => ({
  name: c.name,
  enName: c.enName,
  logo: c.logo,
  licenceNo: c.licenceNo,
  intro: c.intro,
  enIntro: c.enIntro,
  categories: c.categories,
  address: c.address,
  enAddress: c.enAddress,
  contactName: c.contactName,
  phone: c.phone,
  email: c.email,
  website: c.website,
  pictures: c.pictures,
});

/** The body trimmed and checked beyond the contract: a real e-mail and website, the site's own pictures. */
function cleanCompany(body: CompanyBody): CompanyFields {
  const v: CompanyFields = {
    name: body.name.trim(),
    enName: (body.en_name ?? '').trim(),
    logo: (body.logo ?? '').trim(),
    licenceNo: (body.licence_no ?? '').trim().toUpperCase(),
    intro: (body.intro ?? '').trim(),
    enIntro: (body.en_intro ?? '').trim(),
    categories: [...new Set(body.categories ?? [])],
    address: (body.address ?? '').trim(),
    enAddress: (body.en_address ?? '').trim(),
    contactName: (body.contact_name ?? '').trim(),
    phone: (body.phone ?? '').trim(),
    email: (body.email ?? '').trim(),
    website: (body.website ?? '').trim(),
    pictures: body.pictures ?? [],
  };
  if (!v.name) badField('name', 'field_required');
  if (v.email && !EMAIL.test(v.email)) badField('email', 'email_format');
  if (v.website && !WEBSITE.test(v.website)) badField('website', 'website_format');
  if (v.logo) v.logo = ownPicture('logo', v.logo);
  v.pictures = v.pictures.map((url, i) => ownPicture(`pictures.${i}`, url));
  return v;
}

/** What a submission needs, in the form's order: the first missing field is named. */
function refuseIncomplete(c: CompanyFields): void {
  const required: [keyof CompanyFields, string][] = [
    ['name', 'name'],
    ['enName', 'en_name'],
    ['logo', 'logo'],
    ['licenceNo', 'licence_no'],
    ['intro', 'intro'],
  ];
  for (const [key, field] of required) if (!c[key] || c[key].length === 0) badField(field, 'company_missing');
  if (c.categories.length === 0) badField('categories', 'company_missing');
  if (!c.address) badField('address', 'company_missing');
  if (!c.phone && !c.email) badField('phone', 'company_contact_required');
}

const companyQuery = (db: Db | Tx) =>
  db.select({ c: companies, u: briefColumns }).from(companies).innerJoin(users, eq(users.id, companies.uid));

async function myCompany(db: Db | Tx, uid: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.uid, uid));
  return row;
}

async function companyOfOwner(db: Db | Tx, uid: number): Promise<{ c: CompanyRow; u: BriefRow }> {
  const [row] = await companyQuery(db).where(eq(companies.uid, uid));
  if (!row) throw new AppError(Code.NotFound, 'company_none');
  return row;
}

function publicView(c: CompanyRow, productsCount: number): CompanyPublic {
  const p = c.published;
  if (!p || !c.approvedAt) throw new AppError(Code.NotFound, 'company_not_found');
  return { id: c.id, ...fieldsOf(p), products_count: productsCount, approved_at: c.approvedAt.toISOString() };
}

/** Published products of an approved company. */
const onShow = (): SQL => and(eq(products.isPublished, true), isNotNull(companies.published)) ?? sql`false`;

function productView(row: { p: ProductRow; c: CompanyRow }, viewer: AuthUser | null): Product {
  const { p, c } = row;
  const shown = c.published ?? snapshotOf(c);
  return {
    id: p.id,
    company: { id: c.id, name: shown.name, en_name: shown.enName, logo: shown.logo, is_public: c.published !== null },
    name: p.name,
    en_name: p.enName,
    pictures: p.pictures,
    category: p.category as Category,
    specs: p.specs.map((s) => ({ label: s.label, en_label: s.enLabel, value: s.value })),
    price: p.price,
    unit: p.unit,
    description: p.description,
    en_description: p.enDescription,
    is_published: p.isPublished,
    is_mine: viewer !== null && viewer.id === c.uid,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

const productQuery = (db: Db | Tx) =>
  db.select({ p: products, c: companies }).from(products).innerJoin(companies, eq(companies.id, products.companyId));

function cleanProduct(body: ProductBody) {
  const name = body.name.trim();
  if (!name) badField('name', 'field_required');
  const specs = (body.specs ?? []).map((s, i) => {
    const label = s.label.trim();
    const value = s.value.trim();
    if (!label) badField(`specs.${i}.label`, 'field_required');
    if (!value) badField(`specs.${i}.value`, 'field_required');
    return { label, enLabel: (s.en_label ?? '').trim(), value };
  });
  const price = body.price ?? null;
  const unit = (body.unit ?? '').trim();
  // Cents at most: 12.345 is refused rather than rounded.
  if (price !== null && Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) badField('price', 'field_format');
  if (price !== null && !unit) badField('unit', 'product_unit_required');
  return {
    name,
    enName: (body.en_name ?? '').trim(),
    pictures: body.pictures.map((url, i) => ownPicture(`pictures.${i}`, url)),
    category: body.category,
    specs,
    price,
    unit,
    description: (body.description ?? '').trim(),
    enDescription: (body.en_description ?? '').trim(),
    isPublished: body.is_published,
  };
}

/** One of the caller's company's products, locked for a change (another's is not found; admins may change any). */
async function ownProduct(tx: Tx, id: number, me: AuthUser): Promise<{ p: ProductRow; c: CompanyRow }> {
  const [row] = await productQuery(tx).where(eq(products.id, id)).for('update', { of: products });
  if (!row || (row.c.uid !== me.id && !isAdmin(me))) throw new AppError(Code.NotFound, 'product_not_found');
  return row;
}

export const companyHandlers: PartialHandlers<
  | 'companyMine'
  | 'companySave'
  | 'companySubmit'
  | 'companyGet'
  | 'companyReviews'
  | 'companyReview'
  | 'productMine'
  | 'productLists'
  | 'productGet'
  | 'productAdd'
  | 'productEdit'
  | 'productDel'
> = {
  async companyMine(ctx) {
    const me = ctx.me();
    const [row] = await companyQuery(ctx.deps.db).where(eq(companies.uid, me.id));
    return { company: row ? companyView(row.c, row.u) : null };
  },

  async companySave(ctx) {
    const me = ctx.me();
    const values = cleanCompany(ctx.body);
    // One entry a creator: the unique index makes two first saves at once one row.
    await ctx.deps.db
      .insert(companies)
      .values({ uid: me.id, ...values, status: 'draft' })
      .onConflictDoUpdate({
        target: companies.uid,
        set: { ...values, status: 'draft', reviewNote: '', submittedAt: null, updatedAt: new Date() },
      });
    const row = await companyOfOwner(ctx.deps.db, me.id);
    ctx.say('saved');
    return companyView(row.c, row.u);
  },

  async companySubmit(ctx) {
    const me = ctx.me();
    const id = await ctx.deps.db.transaction(async (tx) => {
      const [c] = await tx.select().from(companies).where(eq(companies.uid, me.id)).for('update');
      if (!c) throw new AppError(Code.NotFound, 'company_none');
      if (c.status !== 'draft' && c.status !== 'rejected') throw new AppError(Code.Conflict, 'company_not_submittable');
      refuseIncomplete(snapshotOf(c));
      await tx.update(companies).set({ status: 'pending', reviewNote: '', submittedAt: new Date() }).where(eq(companies.id, c.id));
      return c.id;
    });
    const [row] = await companyQuery(ctx.deps.db).where(eq(companies.id, id));
    if (!row) throw new AppError(Code.NotFound, 'company_none');
    ctx.say('company_submitted');
    return companyView(row.c, row.u);
  },

  async companyGet(ctx) {
    const { db } = ctx.deps;
    const [c] = await db.select().from(companies).where(eq(companies.id, ctx.query.id));
    if (!c?.published) throw new AppError(Code.NotFound, 'company_not_found');
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.companyId, c.id), eq(products.isPublished, true)));
    return publicView(c, count?.n ?? 0);
  },

  async companyReviews(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query, 10);
    const pending = eq(companies.status, 'pending');
    const [list, [total]] = await Promise.all([
      companyQuery(db).where(pending).orderBy(asc(companies.submittedAt), asc(companies.id)).limit(rows).offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(companies)
        .where(pending),
    ]);
    return listOf(
      list.map((r) => companyView(r.c, r.u)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async companyReview(ctx) {
    const me = ctx.me();
    const { id, action } = ctx.body;
    const note = (ctx.body.note ?? '').trim();
    if (action === 'reject' && !note) badField('note', 'company_reject_note_required');
    const owner = await ctx.deps.db.transaction(async (tx) => {
      const [c] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
      if (!c) throw new AppError(Code.NotFound, 'company_not_found');
      if (c.status !== 'pending') throw new AppError(Code.Conflict, 'company_not_pending');
      const now = new Date();
      const decided = { reviewedAt: now, reviewedBy: me.id };
      if (action === 'approve') {
        await tx
          .update(companies)
          .set({ ...decided, status: 'approved', reviewNote: '', published: snapshotOf(c), approvedAt: now })
          .where(eq(companies.id, id));
      } else {
        await tx
          .update(companies)
          .set({ ...decided, status: 'rejected', reviewNote: note })
          .where(eq(companies.id, id));
      }
      await tx.insert(notifications).values({
        uid: c.uid,
        type: action === 'approve' ? 'company_pass' : 'company_nopass',
        fromUid: null,
        content: action === 'approve' ? '' : note,
        link: '/creator/company/detail',
      });
      return c.uid;
    });
    await publishUnread(ctx.deps, owner);
    const [row] = await companyQuery(ctx.deps.db).where(eq(companies.id, id));
    if (!row) throw new AppError(Code.NotFound, 'company_not_found');
    ctx.say(action === 'approve' ? 'company_approved' : 'company_rejected');
    return companyView(row.c, row.u);
  },

  async productMine(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query, 10);
    const company = await myCompany(db, me.id);
    if (!company) return listOf([], 0, page, rows);
    const where: SQL[] = [eq(products.companyId, company.id)];
    if (ctx.query.status === 'published') where.push(eq(products.isPublished, true));
    if (ctx.query.status === 'unpublished') where.push(eq(products.isPublished, false));
    const keyword = ctx.query.keyword?.trim();
    if (keyword) {
      const match = or(ilike(products.name, likePattern(keyword)), ilike(products.enName, likePattern(keyword)));
      if (match) where.push(match);
    }
    const filter = and(...where);
    const [list, [total]] = await Promise.all([
      productQuery(db).where(filter).orderBy(desc(products.id)).limit(rows).offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(filter),
    ]);
    return listOf(
      list.map((r) => productView(r, me)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async productLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query, 12);
    const filter = and(eq(products.companyId, ctx.query.company_id), onShow());
    const [list, [total]] = await Promise.all([
      productQuery(db).where(filter).orderBy(desc(products.id)).limit(rows).offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(companies, eq(companies.id, products.companyId))
        .where(filter),
    ]);
    // A public, cached read: nobody's own.
    return listOf(
      list.map((r) => productView(r, null)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async productGet(ctx) {
    const viewer = ctx.user;
    const [row] = await productQuery(ctx.deps.db).where(eq(products.id, ctx.query.id));
    const mayPreview = row !== undefined && viewer !== null && (viewer.id === row.c.uid || isAdmin(viewer));
    if (!row || (!mayPreview && (!row.p.isPublished || row.c.published === null))) throw new AppError(Code.NotFound, 'product_not_found');
    return productView(row, viewer);
  },

  async productAdd(ctx) {
    const me = ctx.me();
    const values = cleanProduct(ctx.body);
    const row = await ctx.deps.db.transaction(async (tx) => {
      const company = await myCompany(tx, me.id);
      if (!company) throw new AppError(Code.Conflict, 'company_none');
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PRODUCTS_LOCK}::int, ${company.id}::int)`);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.companyId, company.id));
      if ((count?.n ?? 0) >= PRODUCT_MAX) throw new AppError(Code.Conflict, 'product_limit', { max: PRODUCT_MAX });
      const [added] = await tx
        .insert(products)
        .values({ companyId: company.id, ...values })
        .returning();
      if (!added) throw new AppError(Code.ServerError, 'server_error');
      return { p: added, c: company };
    });
    ctx.say('added');
    return productView(row, me);
  },

  async productEdit(ctx) {
    const me = ctx.me();
    const values = cleanProduct(ctx.body);
    const row = await ctx.deps.db.transaction(async (tx) => {
      const own = await ownProduct(tx, ctx.body.id, me);
      const [changed] = await tx
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, own.p.id))
        .returning();
      if (!changed) throw new AppError(Code.NotFound, 'product_not_found');
      return { p: changed, c: own.c };
    });
    ctx.say('modified');
    return productView(row, me);
  },

  async productDel(ctx) {
    const me = ctx.me();
    await ctx.deps.db.transaction(async (tx) => {
      const own = await ownProduct(tx, ctx.body.id, me);
      await tx.delete(products).where(eq(products.id, own.p.id));
    });
    ctx.say('deleted');
    return null;
  },
};
