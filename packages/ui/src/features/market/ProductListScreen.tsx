import type { components } from '@spw/api';
import { formatDate, formatNumber, type MessageKey } from '@spw/i18n';
import type { Locale } from '@spw/i18n/locale';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLocale, useT, type Translate } from '../../lib/intl.tsx';
import { POST_CATEGORY_LABEL } from './PostListScreen.tsx';
import './product.css';

type Product = components['schemas']['Product'];

export type ProductStatusFilter = 'all' | 'published' | 'unpublished';

export interface ProductListScreenProps {
  products: Product[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  status: ProductStatusFilter;
  /** The segmented control: 全部 / 已上架 / 未上架. */
  onStatus: (status: ProductStatusFilter) => void;
  keyword: string;
  /** The search form (Enter or the button): the keyword trimmed. */
  onSearch: (keyword: string) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** false: no company entry yet; the screen asks for it first (a link to `companyHref`), no add button. */
  hasCompany: boolean;
  companyHref: string;
  /** '添加产品'. */
  addHref: string;
  editHrefOf: (product: Product) => string;
  /** '分享卡片': the product's public card. */
  cardHrefOf: (product: Product) => string;
  /** '上架' / '下架'. */
  onTogglePublished: (product: Product) => void;
  /** Called once the creator confirms ('删除后，产品卡片将无法访问'). */
  onDelete: (product: Product) => void;
  /** The product being changed: its buttons wait. */
  busyId: number | null;
}

/** The longest search the list takes (the contract's Keyword). */
export const PRODUCT_KEYWORD_MAX = 50;

const STATUSES: readonly ProductStatusFilter[] = ['all', 'published', 'unpublished'];

const STATUS_LABEL: Record<ProductStatusFilter, MessageKey> = {
  all: 'product.list.status.all',
  published: 'product.list.status.published',
  unpublished: 'product.list.status.unpublished',
};

/**
 * A product's price as the reader writes money, with its unit ('¥228.50 / 克'); null when the
 * product has none (the page shows '价格面议' / 'Price on request').
 */
export function productPriceText(product: Pick<Product, 'price' | 'unit'>, locale: Locale, t: Translate): string | null {
  if (product.price === null) return null;
  const price = formatNumber(product.price, locale, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' });
  return product.unit ? t('product.list.price', { price, unit: product.unit }) : price;
}

/** A button's words and, for a screen reader, which product it acts on ('下架 海绵铂 99.95%'). */
function Named({ label, name }: { label: string; name: string }) {
  return (
    <>
      {label}
      <span className="spw-visually-hidden" translate="no">
        {' '}
        {name}
      </span>
    </>
  );
}

interface ProductRowProps {
  product: Product;
  busy: boolean;
  editHref: string;
  cardHref: string;
  onToggle: () => void;
  onDelete: () => void;
}

function ProductRow({ product, busy, editHref, cardHref, onToggle, onDelete }: ProductRowProps) {
  const t = useT();
  const locale = useLocale();
  const nameId = useId();
  const cover = product.pictures[0];
  const price = productPriceText(product, locale, t);
  return (
    <Card asChild variant="outline" className="spw-product-row">
      <article aria-labelledby={nameId} aria-busy={busy || undefined} data-unpublished={product.is_published ? undefined : ''}>
        <span className="spw-product-row__cover">
          {cover ? <img src={cover} alt="" width={800} height={800} loading="lazy" decoding="async" /> : null}
        </span>
        <div className="spw-product-row__body">
          <div className="spw-product-row__names">
            <h2 id={nameId} className="spw-product-row__name" translate="no">
              {product.name}
            </h2>
            {product.en_name ? (
              <p className="spw-product-row__en-name" translate="no" lang="en">
                {product.en_name}
              </p>
            ) : null}
          </div>
          <p className="spw-product-row__tags">
            <Tag tone={product.is_published ? 'success' : 'neutral'} size="sm">
              {t(product.is_published ? 'product.list.status.published' : 'product.list.status.unpublished')}
            </Tag>
            <Tag size="sm">
              <span className="spw-visually-hidden">{t('product.list.category')} </span>
              {t(POST_CATEGORY_LABEL[product.category])}
            </Tag>
          </p>
          <p className="spw-product-row__meta">
            <span className="spw-product-row__price" data-on-request={price === null ? '' : undefined}>
              <span className="spw-visually-hidden">{t('product.list.priceLabel')} </span>
              {price ?? t('product.list.priceOnRequest')}
            </span>
            <time className="spw-product-row__time" dateTime={product.updated_at}>
              {t('product.list.updated', { date: formatDate(product.updated_at, locale) })}
            </time>
          </p>
        </div>
        <div className="spw-product-row__actions">
          <Button asChild variant="secondary" size="sm">
            <a href={editHref}>
              <Named label={t('product.list.edit')} name={product.name} />
            </a>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <a href={cardHref}>
              <Named label={t('product.list.card')} name={product.name} />
            </a>
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={onToggle}>
            <Named label={t(product.is_published ? 'product.list.unpublish' : 'product.list.publish')} name={product.name} />
          </Button>
          <Button variant="ghost" size="sm" className="spw-product-row__delete" disabled={busy} onClick={onDelete}>
            <Named label={t('product.list.delete')} name={product.name} />
          </Button>
        </div>
      </article>
    </Card>
  );
}

function Placeholders() {
  return (
    <div className="spw-product-list__items">
      {[0, 1, 2].map((n) => (
        <Card key={n} variant="outline" className="spw-product-row spw-product-row--placeholder">
          <Skeleton variant="block" announce={n === 0} className="spw-product-row__cover" />
          <div className="spw-product-row__body">
            <Skeleton lines={2} announce={false} />
            <Skeleton lines={1} announce={false} className="spw-product-row__placeholder-meta" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/**
 * /creator/product/list: the company's products, by status (all, published, unpublished) and by a
 * search. Each row shows the cover, the names, the state and category, the price and when it last
 * changed, and can be edited, shared as a card, published or taken down, or deleted (after a confirm).
 * Without a company entry the screen asks for that first.
 */
export function ProductListScreen({
  products,
  total,
  page,
  pageSize,
  onPage,
  status,
  onStatus,
  keyword,
  onSearch,
  loading = false,
  error = null,
  onRetry,
  hasCompany,
  companyHref,
  addHref,
  editHrefOf,
  cardHrefOf,
  onTogglePublished,
  onDelete,
  busyId,
}: ProductListScreenProps) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;
  const [asking, setAsking] = useState<Product | null>(null);

  // The box holds what is typed until it is sent; a new keyword from the page starts it afresh.
  const [typed, setTyped] = useState(keyword);
  const [given, setGiven] = useState(keyword);
  if (given !== keyword) {
    setGiven(keyword);
    setTyped(keyword);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };

  const failed = error !== null && error !== undefined;
  const ready = !loading && !failed;
  const searched = keyword.trim() !== '' || status !== 'all';

  const addLink = (
    <Button asChild>
      <a href={addHref}>
        <svg className="spw-product-list__plus" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {t('product.list.add')}
      </a>
    </Button>
  );

  let body: ReactNode;
  if (!hasCompany) {
    body = (
      <EmptyState
        title={t('product.list.noCompany')}
        action={
          <Button asChild>
            <a href={companyHref}>{t('product.list.fillCompany')}</a>
          </Button>
        }
      />
    );
  } else if (loading) {
    body = <Placeholders />;
  } else if (failed) {
    body = <LoadError title={t('product.list.error')} description={error || undefined} onRetry={onRetry} />;
  } else if (products.length === 0) {
    body = searched ? (
      <EmptyState
        title={t('product.list.emptySearch')}
        description={t('product.list.emptySearchText')}
        action={
          keyword.trim() ? (
            <Button variant="secondary" onClick={() => onSearch('')}>
              {t('product.list.clearSearch')}
            </Button>
          ) : null
        }
      />
    ) : (
      <EmptyState title={t('product.list.empty')} description={t('product.list.emptyText')} action={addLink} />
    );
  } else {
    body = (
      <>
        <ul className="spw-product-list__items" aria-label={t('product.list.items')}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductRow
                product={product}
                busy={busyId === product.id}
                editHref={editHrefOf(product)}
                cardHref={cardHrefOf(product)}
                onToggle={() => onTogglePublished(product)}
                onDelete={() => setAsking(product)}
              />
            </li>
          ))}
        </ul>
        <Pagination page={page} total={total} rows={pageSize} onPageChange={onPage} />
      </>
    );
  }

  return (
    <section className="spw-product-list" aria-labelledby={headingId} aria-busy={(hasCompany && loading) || undefined}>
      <header className="spw-product-list__head">
        <div className="spw-product-list__title">
          <h1 id={headingId} className="spw-product-list__heading">
            {t('product.list.heading')}
          </h1>
          <p className="spw-product-list__lead">{t('product.list.lead')}</p>
        </div>
        {/* The empty list offers its own. */}
        {hasCompany && !(ready && products.length === 0 && !searched) ? addLink : null}
      </header>
      {hasCompany ? (
        <div className="spw-product-list__tools">
          <div className="spw-product-list__status" role="group" aria-label={t('product.list.statusLabel')}>
            {STATUSES.map((value) => (
              <button
                key={value}
                type="button"
                className="spw-product-list__status-option"
                aria-pressed={value === status}
                onClick={() => {
                  if (value !== status) onStatus(value);
                }}
              >
                {t(STATUS_LABEL[value])}
              </button>
            ))}
          </div>
          <form role="search" className="spw-product-list__search" aria-label={t('product.list.search')} onSubmit={submit}>
            <TextField
              type="search"
              name="keyword"
              label={t('product.list.searchLabel')}
              placeholder={t('product.list.searchPlaceholder')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              maxLength={PRODUCT_KEYWORD_MAX}
              enterKeyHint="search"
              autoComplete="off"
              className="spw-product-list__keyword"
            />
            <Button type="submit" variant="secondary">
              {t('product.list.searchButton')}
            </Button>
          </form>
        </div>
      ) : null}
      {hasCompany && ready && keyword.trim() && products.length > 0 ? (
        <p className="spw-product-list__found" aria-live="polite">
          {t('product.list.found', { count: total })}
        </p>
      ) : null}
      {body}

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('product.list.deleteTitle')}
        description={t('product.list.deleteBody')}
        confirmLabel={t('product.list.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          if (asking) onDelete(asking);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
