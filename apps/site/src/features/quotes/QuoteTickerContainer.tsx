import { QuoteTicker } from '@spw/ui/features/quotes/QuoteTicker';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api.ts';
import { useWebinfo } from '../../app/current.ts';
import { hrefTo } from '../../app/href.ts';

/** The spec's ticker: a Beijing clock ticking every second, 8 recommended quotes refreshed every 30 s. */
export function QuoteTickerContainer() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const webinfo = useWebinfo();
  const quotes = useQuery({
    queryKey: ['/quoteCode/lists', 'recommended'],
    queryFn: ({ signal }) => api.get('/quoteCode/lists', { query: { rows: 8, page: 1, is_recommend: 1 }, signal }),
    refetchInterval: 30_000,
    enabled: webinfo.data?.quote.is_open === 1,
  });
  // While the settings load the ticker holds its place (usually open): the page does not jump when it comes.
  if (!webinfo.isPending && webinfo.data?.quote.is_open !== 1) return null;
  return (
    <QuoteTicker
      now={now}
      quotes={quotes.data?.list ?? []}
      loading={webinfo.isPending || quotes.isPending}
      moreHref={hrefTo('/quoteData/index')}
    />
  );
}
