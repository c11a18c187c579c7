import type { components } from '@spw/api';
import { formatDate, type MessageKey } from '@spw/i18n';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextField } from '../../components/TextField.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import './post-list.css';

type Post = components['schemas']['Post'];
type PostCategory = components['schemas']['PostCategory'];
type PostRegion = components['schemas']['PostRegion'];
type OfferType = components['schemas']['OfferType'];
type PostStatus = components['schemas']['PostStatus'];

export type PostTab = 'all' | 'sell' | 'buy' | 'mine';

export interface PostFilters {
  keyword: string;
  category: PostCategory | null;
  region: PostRegion | null;
}

export interface PostListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  tab: PostTab;
  /** The list's address for a tab (tabs are links: a nav of links, aria-current="page" on the current one). */
  tabHrefOf: (tab: PostTab) => string;
  /** Whether the '我的发布' tab shows (signed-in members). */
  showMine: boolean;
  filters: PostFilters;
  /** Search and filters: the container puts them in the link. Not shown on the 'mine' tab. */
  onFilter: (filters: PostFilters) => void;
  items: Post[];
  postHrefOf: (id: number) => string;
  userHrefOf: (uid: number) => string;
  /** '发布信息' (/posts/add); null hides it. */
  addHref: string | null;
  onRetry?: () => void;
}

export const POST_CATEGORIES: readonly PostCategory[] = ['metal', 'jewellery', 'gem', 'equipment', 'service', 'other'];

export const POST_REGIONS: readonly PostRegion[] = [
  'north',
  'northeast',
  'east',
  'central',
  'south',
  'southwest',
  'northwest',
  'hmt',
  'overseas',
];

export const POST_CATEGORY_LABEL: Record<PostCategory, MessageKey> = {
  metal: 'posts.category.metal',
  jewellery: 'posts.category.jewellery',
  gem: 'posts.category.gem',
  equipment: 'posts.category.equipment',
  service: 'posts.category.service',
  other: 'posts.category.other',
};

export const POST_REGION_LABEL: Record<PostRegion, MessageKey> = {
  north: 'posts.region.north',
  northeast: 'posts.region.northeast',
  east: 'posts.region.east',
  central: 'posts.region.central',
  south: 'posts.region.south',
  southwest: 'posts.region.southwest',
  northwest: 'posts.region.northwest',
  hmt: 'posts.region.hmt',
  overseas: 'posts.region.overseas',
};

/** 出售 For sale / 求购 Wanted. */
export const POST_TYPE_LABEL: Record<OfferType, MessageKey> = {
  sell: 'posts.type.sell',
  buy: 'posts.type.buy',
};

/** Selling in gold, buying in blue: the two kinds tell apart at a glance. */
export const POST_TYPE_TONE = { sell: 'gold', buy: 'info' } as const satisfies Record<OfferType, string>;

/** 进行中 Open / 已关闭 Closed / 已过期 Expired. */
export const POST_STATUS_LABEL: Record<PostStatus, MessageKey> = {
  open: 'posts.status.open',
  closed: 'posts.status.closed',
  expired: 'posts.status.expired',
};

export const POST_STATUS_TONE = { open: 'success', closed: 'neutral', expired: 'neutral' } as const satisfies Record<PostStatus, string>;

/** The longest search the list takes (the contract's Keyword). */
export const POST_KEYWORD_MAX = 50;

/** No words, no category, no region. */
export const NO_POST_FILTERS: PostFilters = { keyword: '', category: null, region: null };

const TABS: readonly PostTab[] = ['all', 'sell', 'buy', 'mine'];

const TAB_LABEL: Record<PostTab, MessageKey> = {
  all: 'posts.list.tab.all',
  sell: 'posts.list.tab.sell',
  buy: 'posts.list.tab.buy',
  mine: 'posts.list.tab.mine',
};

const isCategory = (value: string): value is PostCategory => (POST_CATEGORIES as readonly string[]).includes(value);
const isRegion = (value: string): value is PostRegion => (POST_REGIONS as readonly string[]).includes(value);

function PostCard({ post, href, userHref, mine }: { post: Post; href: string; userHref: string; mine: boolean }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const titleId = `${id}-title`;
  const { user } = post;
  const poster = user.company || user.nickname;
  const cover = post.images[0];

  return (
    <Card asChild variant="outline">
      <article className="spw-post-card" aria-labelledby={titleId} data-hidden={(mine && post.is_hidden) || undefined}>
        <span className="spw-post-card__picture">
          {cover ? <img src={cover} alt="" width={800} height={600} loading="lazy" decoding="async" /> : null}
        </span>
        <div className="spw-post-card__body">
          {/* The members' words, as written: not the site's, for translating. */}
          <h2 id={titleId} className="spw-post-card__title" translate="no">
            {/* The whole card is the link's target (its ::after covers the card). */}
            <a href={href}>{post.title}</a>
          </h2>
          <p className="spw-post-card__tags">
            <Tag tone={POST_TYPE_TONE[post.type]} size="sm">
              {t(POST_TYPE_LABEL[post.type])}
            </Tag>
            {mine ? (
              <Tag tone={POST_STATUS_TONE[post.status]} size="sm">
                {t(POST_STATUS_LABEL[post.status])}
              </Tag>
            ) : null}
            {mine && post.is_hidden ? (
              <Tag tone="danger" size="sm">
                {t('posts.status.hidden')}
              </Tag>
            ) : null}
            <span className="spw-post-card__where">
              {t('posts.card.where', {
                category: t(POST_CATEGORY_LABEL[post.category]),
                region: t(POST_REGION_LABEL[post.region]),
              })}
            </span>
          </p>
          {mine && post.status === 'open' ? (
            <p className="spw-post-card__until">{t('posts.card.openUntil', { date: formatDate(post.expires_at, locale) })}</p>
          ) : null}
          <div className="spw-post-card__foot">
            <span className="spw-post-card__who">
              <span className="spw-visually-hidden">{t('posts.card.poster')}</span>
              <a className="spw-post-card__poster" href={userHref} translate="no">
                {poster}
              </a>
              {user.is_verified === 1 ? (
                <VerifiedBadge verified_type={user.verified_type} size="sm" className="spw-post-card__badge" />
              ) : null}
            </span>
            <time className="spw-post-card__time" dateTime={post.created_at}>
              {t('posts.card.postedOn', { date: formatDate(post.created_at, locale) })}
            </time>
          </div>
        </div>
      </article>
    </Card>
  );
}

function Placeholders() {
  return (
    <div className="spw-post-list__items">
      {[0, 1, 2].map((n) => (
        <Card key={n} variant="outline" className="spw-post-card spw-post-card--placeholder">
          <Skeleton variant="block" announce={n === 0} className="spw-post-card__picture-placeholder" />
          <div className="spw-post-card__body">
            <Skeleton lines={2} announce={false} />
            <Skeleton lines={1} announce={false} className="spw-post-card__placeholder-meta" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/**
 * The market (/posts/list): offers to sell and requests to buy, by tab (all, for sale, wanted, the
 * member's own), a search with a category and a region, and a grid of cards (picture, type, title,
 * category and region, poster, date; on 'mine' the post's state too).
 */
export function PostListScreen({
  status,
  tab,
  tabHrefOf,
  showMine,
  filters,
  onFilter,
  items,
  postHrefOf,
  userHrefOf,
  addHref,
  onRetry,
  total,
  page,
  rows,
  onPageChange,
}: PostListScreenProps) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;
  const mine = tab === 'mine';
  const filtered = !mine && Boolean(filters.keyword.trim() || filters.category || filters.region);

  // The box holds what is typed until it is sent; a new keyword in the link (a search, the back button,
  // 'clear filters') starts it afresh.
  const [typed, setTyped] = useState(filters.keyword);
  const [linked, setLinked] = useState(filters.keyword);
  if (linked !== filters.keyword) {
    setLinked(filters.keyword);
    setTyped(filters.keyword);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilter({ ...filters, keyword: typed.trim() });
  };
  const pickCategory = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    onFilter({ ...filters, keyword: typed.trim(), category: isCategory(value) ? value : null });
  };
  const pickRegion = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    onFilter({ ...filters, keyword: typed.trim(), region: isRegion(value) ? value : null });
  };

  const addLink = addHref ? (
    <Button asChild>
      <a href={addHref}>{t('posts.list.add')}</a>
    </Button>
  ) : null;

  let body: ReactNode;
  if (status === 'loading') {
    body = <Placeholders />;
  } else if (status === 'error') {
    body = <LoadError title={t('posts.list.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    if (mine) body = <EmptyState title={t('posts.list.emptyMine')} action={addLink} />;
    else if (filtered)
      body = (
        <EmptyState
          title={t('posts.list.emptySearch')}
          description={t('posts.list.emptySearchText')}
          action={
            <Button variant="secondary" onClick={() => onFilter(NO_POST_FILTERS)}>
              {t('posts.list.clearFilters')}
            </Button>
          }
        />
      );
    else body = <EmptyState title={t('posts.list.empty')} action={addLink} />;
  } else {
    body = (
      <>
        <ul className="spw-post-list__items" aria-label={t('posts.list.items')}>
          {items.map((post) => (
            <li key={post.id}>
              <PostCard post={post} href={postHrefOf(post.id)} userHref={userHrefOf(post.user.id)} mine={mine} />
            </li>
          ))}
        </ul>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-post-list" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <header className="spw-post-list__head">
        <div className="spw-post-list__title">
          <h1 id={headingId} className="spw-post-list__heading">
            {t('posts.list.heading')}
          </h1>
          <p className="spw-post-list__lead">{t('posts.list.lead')}</p>
        </div>
        {addLink}
      </header>
      <nav className="spw-post-tabs" aria-label={t('posts.list.tabs')}>
        <ul>
          {TABS.filter((value) => value !== 'mine' || showMine).map((value) => (
            <li key={value}>
              <a href={tabHrefOf(value)} aria-current={value === tab ? 'page' : undefined}>
                {t(TAB_LABEL[value])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {mine ? null : (
        <form role="search" className="spw-post-list__search" aria-label={t('posts.list.search')} onSubmit={submit}>
          <div className="spw-post-list__words">
            <TextField
              type="search"
              name="keyword"
              label={t('posts.list.searchLabel')}
              placeholder={t('posts.list.searchPlaceholder')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              maxLength={POST_KEYWORD_MAX}
              enterKeyHint="search"
              autoComplete="off"
              className="spw-post-list__keyword"
            />
            <Button type="submit" variant="secondary">
              {t('posts.list.searchButton')}
            </Button>
          </div>
          <SelectField
            name="category"
            label={t('posts.list.categoryLabel')}
            value={filters.category ?? ''}
            onChange={pickCategory}
            options={[
              { value: '', label: t('posts.list.anyCategory') },
              ...POST_CATEGORIES.map((value) => ({ value, label: t(POST_CATEGORY_LABEL[value]) })),
            ]}
            className="spw-post-list__filter"
          />
          <SelectField
            name="region"
            label={t('posts.list.regionLabel')}
            value={filters.region ?? ''}
            onChange={pickRegion}
            options={[
              { value: '', label: t('posts.list.anyRegion') },
              ...POST_REGIONS.map((value) => ({ value, label: t(POST_REGION_LABEL[value]) })),
            ]}
            className="spw-post-list__filter"
          />
        </form>
      )}
      {status === 'ready' && filtered && items.length > 0 ? (
        <p className="spw-post-list__found" aria-live="polite">
          {t('posts.list.found', { count: total })}
        </p>
      ) : null}
      {body}
    </section>
  );
}
