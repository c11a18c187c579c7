import type { components } from '@spw/api';
import { formatDate } from '@spw/i18n';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale, usePick } from '../../lib/intl.tsx';
import { StatisticChart } from './StatisticChart.tsx';
import './statistic.css';

type Statistic = components['schemas']['Statistic'];

export interface StatisticFigureProps {
  statistic: Statistic;
  /** The title's heading level; default 3. */
  headingLevel?: 2 | 3 | 4;
  /** A smaller plot (the explorer home's cards): height 200 and the description left out. */
  compact?: boolean;
  className?: string;
}

/**
 * A statistical table as a page places it (the explorer home shows up to four, an article may hold
 * one): its title, its description, the chart with its data table, and a caption saying where the
 * figures come from, their unit and when they were last updated.
 */
export function StatisticFigure({ statistic, headingLevel = 3, compact = false, className }: StatisticFigureProps) {
  const locale = useLocale();
  const pick = usePick();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const title = pick(statistic.title, statistic.en_title);
  const description = pick(statistic.description, statistic.en_description);
  const source = pick(statistic.source, statistic.en_source);
  const unit = pick(statistic.value_unit, statistic.en_value_unit);

  return (
    <figure
      className={['spw-statistic-figure', className].filter(Boolean).join(' ')}
      data-slot="statistic-figure"
      data-compact={compact ? '' : undefined}
      aria-labelledby={`${id}-title`}
    >
      <Heading id={`${id}-title`} className="spw-statistic-figure__title" translate="no">
        {title}
      </Heading>
      {!compact && description ? (
        <p className="spw-statistic-figure__description" translate="no">
          {description}
        </p>
      ) : null}
      <StatisticChart statistic={statistic} label={title} height={compact ? 200 : 280} />
      <figcaption className="spw-statistic-figure__caption">
        {source ? (
          <span>
            <FormattedMessage id="statisticFigure.source" values={{ source: <span translate="no">{source}</span> }} />
          </span>
        ) : null}
        {unit ? (
          <span>
            <FormattedMessage id="statisticFigure.unit" values={{ unit: <span translate="no">{unit}</span> }} />
          </span>
        ) : null}
        <span>
          <FormattedMessage
            id="statisticFigure.updated"
            values={{ date: <time dateTime={statistic.updated_at}>{formatDate(statistic.updated_at, locale)}</time> }}
          />
        </span>
      </figcaption>
    </figure>
  );
}
