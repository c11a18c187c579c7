import type { DataOf } from '@spw/api';
import { QuoteTicker } from '@spw/ui/features/quotes/QuoteTicker';
import { useEffect, useState } from 'react';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { useWebinfo } from '../../app/webinfo.ts';

type Quotes = DataOf<'/quoteCode/lists', 'get'>['list'];

/** How often the recommended quotes are asked for again (the spec: every 30 seconds). */
const REFRESH_MS = 30_000;

/**
 * The recommended quotes while `open`, asked for again every 30 s; the last answer stays when a
 * refresh fails. A live widget of the landing pages, not cached server state: it polls with the
 * API client itself, so the first visit needs no server-state cache library.
 */
function useRecommendedQuotes(open: boolean): { quotes: Quotes; pending: boolean } {
  const [quotes, setQuotes] = useState<Quotes | null>(null);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const ask = () =>
      api.get('/quoteCode/lists', { query: { rows: 8, page: 1, is_recommend: 1 }, signal: controller.signal }).then(
        (data) => setQuotes(data.list),
        () => setQuotes((last) => last ?? []),
      );
    void ask();
    const timer = setInterval(() => void ask(), REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [open]);
  return { quotes: quotes ?? [], pending: quotes === null };
}

/** The spec's ticker: a Beijing clock ticking every second, 8 recommended quotes refreshed every 30 s. */
export function QuoteTickerContainer() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const webinfo = useWebinfo();
  const open = webinfo.data?.quote.is_open === 1;
  const { quotes, pending } = useRecommendedQuotes(open);
  // While the settings load the ticker holds its place (usually open): the page does not jump when it comes.
  if (!webinfo.isPending && !open) return null;
  return <QuoteTicker now={now} quotes={quotes} loading={webinfo.isPending || pending} moreHref={hrefTo('/quoteData/index')} />;
}
