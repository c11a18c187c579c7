import type { components } from '@spw/api';
import { QuoteIndexScreen, type QuoteIndexScreenProps, type QuoteTab } from '@spw/ui/features/quotes/QuoteIndexScreen';
import type { OfferExportFormat, OfferTypeFilter } from '@spw/ui/features/quotes/OffersPanel';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { saveFile } from '../../app/download.ts';
import { LOGIN_PATH, hrefTo } from '../../app/href.ts';
import { userAtom } from '../../app/session.ts';
import { beijingToday } from './beijing-today.ts';

type QuoteRange = components['schemas']['QuoteRange'];
type PriceUnit = QuoteIndexScreenProps['unit'];

/** Offers a page of the offers tab shows. */
const OFFER_ROWS = 10;
/** Every quote code fits one page (the spec's is_quote=1 list). */
const CODE_ROWS = 100;
const UNIT_STORAGE = 'spw.quote.unit';

function storedUnit(): PriceUnit {
  const saved = localStorage.getItem(UNIT_STORAGE);
  return saved === 'gram' || saved === 'ounce' ? saved : 'native';
}

/** Fetched signed (a plain link cannot send the headers) and saved under the server's file name. */
async function exportOffers(query: { type?: 'buy' | 'sell'; quote_code_id?: number; keyword?: string }, format: OfferExportFormat) {
  const { data, response } = await api.raw.GET('/offer/export', { params: { query: { ...query, format } }, parseAs: 'blob' });
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('application/json') || !(data instanceof Blob)) {
    // An envelope (not signed in, prices kept for a role): the client's usual error handling speaks.
    await api.get('/offer/export', { query: { ...query, format } });
    return;
  }
  saveFile(data, response, `offers.${format}`);
}

/** /quoteData/index: every quote code's latest price, its history chart, the unit switch, and the offers. */
export default function QuoteIndexPage() {
  const intl = useIntl();
  const user = useStore(userAtom);
  const [tab, setTab] = useState<QuoteTab>('prices');
  const [unit, setUnit] = useState<PriceUnit>(storedUnit);
  const [chosen, setChosen] = useState<number | null>(null);
  const [range, setRange] = useState<QuoteRange>('3m');
  const [offerType, setOfferType] = useState<OfferTypeFilter>('all');
  const [offerCode, setOfferCode] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const [offerPage, setOfferPage] = useState(1);
  const [exporting, setExporting] = useState<OfferExportFormat | null>(null);

  const codes = useQuery({
    queryKey: ['/quoteCode/lists', 'quote', user?.id ?? 0],
    queryFn: ({ signal }) => api.get('/quoteCode/lists', { query: { is_quote: 1, rows: CODE_ROWS, page: 1 }, signal }),
  });
  const list = codes.data?.list ?? [];
  const locked = list.some((c) => c.locked);
  const selectedId = chosen ?? list[0]?.id ?? null;
  const series = useQuery({
    queryKey: ['/quoteData/series', selectedId, range, user?.id ?? 0],
    queryFn: ({ signal }) => api.get('/quoteData/series', { query: { quote_code_id: selectedId ?? 0, range }, signal, quiet: true }),
    enabled: selectedId !== null && !locked && tab === 'prices',
    placeholderData: keepPreviousData,
  });
  const offerQuery = {
    ...(offerType !== 'all' ? { type: offerType } : {}),
    ...(offerCode !== null ? { quote_code_id: offerCode } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const offers = useQuery({
    queryKey: ['/offer/lists', offerQuery, offerPage, user?.id ?? 0],
    queryFn: ({ signal }) => api.get('/offer/lists', { query: { ...offerQuery, page: offerPage, rows: OFFER_ROWS }, signal }),
    enabled: tab === 'offers',
    placeholderData: keepPreviousData,
  });
  const signInHref = hrefTo(LOGIN_PATH, { redirect: '/quoteData/index' });
  const en = intl.locale.startsWith('en');
  return (
    <QuoteIndexScreen
      codes={list}
      loading={codes.isPending}
      error={codes.isError ? intl.formatMessage({ id: 'quotePage.site.loadFailed' }) : null}
      onRetry={() => void codes.refetch()}
      locked={locked}
      signInHref={signInHref}
      unit={unit}
      onUnitChange={(next) => {
        setUnit(next);
        localStorage.setItem(UNIT_STORAGE, next);
      }}
      selectedId={selectedId}
      onSelect={setChosen}
      range={range}
      onRangeChange={setRange}
      series={series.data ?? null}
      seriesLoading={series.isPending && series.fetchStatus !== 'idle'}
      seriesError={series.isError ? intl.formatMessage({ id: 'quotePage.site.seriesFailed' }) : null}
      onSeriesRetry={() => void series.refetch()}
      tab={tab}
      onTabChange={setTab}
      offers={{
        offers: offers.data?.list ?? [],
        total: offers.data?.total ?? 0,
        page: offerPage,
        rows: OFFER_ROWS,
        onPage: setOfferPage,
        type: offerType,
        onTypeChange: (next) => {
          setOfferType(next);
          setOfferPage(1);
        },
        codes: list.map((c) => ({ id: c.id, name: en ? c.en_name : c.name })),
        codeId: offerCode,
        onCodeChange: (next) => {
          setOfferCode(next);
          setOfferPage(1);
        },
        keyword,
        onKeywordSubmit: (next) => {
          setKeyword(next.trim());
          setOfferPage(1);
        },
        loading: offers.isPending,
        error: offers.isError ? intl.formatMessage({ id: 'quotePage.site.offersFailed' }) : null,
        onRetry: () => void offers.refetch(),
        onExport: (format) => {
          setExporting(format);
          exportOffers(offerQuery, format)
            .catch(() => undefined)
            .finally(() => setExporting(null));
        },
        exporting,
        canExport: user !== null && !locked,
        signInHref,
        locked,
        today: beijingToday(),
      }}
    />
  );
}
