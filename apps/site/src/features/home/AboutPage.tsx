import { AboutScreen } from '@spw/ui/features/home/AboutScreen';
import { hrefTo } from '../../app/href.ts';
import { QuoteTickerContainer } from '../quotes/QuoteTickerContainer.tsx';

export const EDITIONS = [
  { events_id: 1, year: 2021 },
  { events_id: 7, year: 2022 },
  { events_id: 9, year: 2023 },
  { events_id: 13, year: 2024 },
];

export default function AboutPage() {
  return (
    <AboutScreen
      registerHref={hrefTo('/events/reg')}
      eventsHref={hrefTo('/events/list')}
      editions={EDITIONS.map((e) => ({ ...e, href: hrefTo('/events/index', { events_id: e.events_id }) }))}
      ticker={<QuoteTickerContainer />}
    />
  );
}
