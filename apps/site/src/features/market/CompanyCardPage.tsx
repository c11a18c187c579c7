import { CompanyCardScreen } from '@spw/ui/features/market/CompanyCardScreen';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { HOME_PATH, hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { useShareMeta } from './share-meta.ts';
import { copyLink } from './copy-link.ts';

/** Products the card shows. */
const CARD_PRODUCTS = 12;

/** /company/card?id=…: a company's share card (its approved entry and products), with its QR code and share title and picture. */
export default function CompanyCardPage() {
  const intl = useIntl();
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const company = useQuery({
    queryKey: ['/company/get', id],
    queryFn: ({ signal }) => api.get('/company/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const products = useQuery({
    queryKey: ['/product/lists', id],
    queryFn: ({ signal }) => api.get('/product/lists', { query: { company_id: id ?? 0, rows: CARD_PRODUCTS }, signal }),
    enabled: company.data !== undefined,
  });
  const c = company.data;
  const name = c ? (intl.locale.startsWith('en') && c.en_name ? c.en_name : c.name) : undefined;
  useShareMeta(
    name,
    c ? (intl.locale.startsWith('en') && c.en_intro ? c.en_intro : c.intro).slice(0, 120) : undefined,
    c?.logo || c?.pictures[0],
  );
  const notFound = id === null || isNotFound(company.error);
  return (
    <CompanyCardScreen
      company={c ?? null}
      products={products.data?.list ?? []}
      productsTotal={products.data?.total ?? 0}
      loading={!notFound && company.isPending}
      error={company.isError && !notFound ? intl.formatMessage({ id: 'shareCard.site.loadFailed' }) : null}
      onRetry={() => void company.refetch()}
      cardUrl={window.location.href}
      homeHref={hrefTo(HOME_PATH)}
      productHrefOf={(p) => hrefTo('/product/card', { id: p.id })}
      onCopyLink={() => copyLink(intl)}
    />
  );
}
