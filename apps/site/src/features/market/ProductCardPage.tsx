import { ProductCardScreen } from '@spw/ui/features/market/ProductCardScreen';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { HOME_PATH, hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { useShareMeta } from './share-meta.ts';
import { copyLink } from './copy-link.ts';

/** /product/card?id=…: a product's share card, with its QR code and share title and picture. */
export default function ProductCardPage() {
  const intl = useIntl();
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const product = useQuery({
    queryKey: ['/product/get', id],
    queryFn: ({ signal }) => api.get('/product/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const p = product.data;
  const en = intl.locale.startsWith('en');
  useShareMeta(
    p ? (en && p.en_name ? p.en_name : p.name) : undefined,
    p ? (en && p.en_description ? p.en_description : p.description).slice(0, 120) : undefined,
    p?.pictures[0],
  );
  const notFound = id === null || isNotFound(product.error);
  return (
    <ProductCardScreen
      product={p ?? null}
      loading={!notFound && product.isPending}
      error={product.isError && !notFound ? intl.formatMessage({ id: 'shareCard.site.loadFailed' }) : null}
      onRetry={() => void product.refetch()}
      cardUrl={window.location.href}
      homeHref={hrefTo(HOME_PATH)}
      companyHref={p?.company.is_public ? hrefTo('/company/card', { id: p.company.id }) : null}
      onCopyLink={() => copyLink(intl)}
    />
  );
}
