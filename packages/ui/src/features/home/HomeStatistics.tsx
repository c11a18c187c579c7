import type { components } from '@spw/api';
import { useId } from 'react';
import { useT } from '../../lib/intl.tsx';
import { StatisticFigure } from '../quotes/StatisticFigure.tsx';
import './home-statistics.css';

type Statistic = components['schemas']['Statistic'];

export interface HomeStatisticsProps {
  /** The public tables their creators placed on the explorer home, last changed first (at most four). */
  statistics: Statistic[];
}

/**
 * The explorer home's figures: the statistical tables placed there, each a small chart with its
 * data table, source and unit. Nothing at all when none is placed.
 */
export function HomeStatistics({ statistics }: HomeStatisticsProps) {
  const t = useT();
  const id = useId();
  if (statistics.length === 0) return null;
  return (
    <section className="spw-home-statistics" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="spw-home-statistics__heading">
        {t('statisticFigure.home.title')}
      </h2>
      <ul className="spw-home-statistics__list">
        {statistics.map((statistic) => (
          <li key={statistic.id}>
            <StatisticFigure statistic={statistic} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
