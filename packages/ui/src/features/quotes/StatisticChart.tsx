import type { components } from '@spw/api';
import { formatNumber, type Locale } from '@spw/i18n';
import type UPlot from 'uplot';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Skeleton } from '../../components/Loading.tsx';
import { useLocale, usePick, useT, type Translate } from '../../lib/intl.tsx';
import { formatStatisticPeriod, STATISTIC_LABEL_STEPS, statisticPeriodOrdinal, type StatisticPeriodKind } from './statistic-period.ts';
import './uplot-layout.css';
import './statistic.css';

type Statistic = components['schemas']['Statistic'];

export interface StatisticChartProps {
  statistic: Pick<Statistic, 'series' | 'periods' | 'chart' | 'period' | 'value_unit' | 'en_value_unit'>;
  /** The chart's accessible name (the table's title). */
  label: string;
  /** Plot height in CSS px, axes included; default 280. */
  height?: number;
  className?: string;
}

/** The series' colours: `--spw-statistic-1` … `-8` (statistic.css), these when the sheet is missing. */
export const STATISTIC_PALETTE_SIZE = 8;
const FALLBACK_COLOURS = ['#0072b2', '#d55e00', '#008060', '#aa4499', '#8c6d00', '#4b8fc0', '#332288', '#56606e'] as const;
const colourVar = (index: number) => `--spw-statistic-${(index % STATISTIC_PALETTE_SIZE) + 1}`;

/** uPlot (about 50 kB), fetched the first time a chart is drawn: pages without a chart never load it. */
let uplotModule: Promise<{ default: typeof UPlot }> | null = null;
function loadUPlot(): Promise<{ default: typeof UPlot }> {
  uplotModule ??= import('uplot');
  return uplotModule;
}

/** How much of a period's column a group of bars takes (the rest is the gap between groups). */
const GROUP_WIDTH = 0.72;

/** A figure as the table and the summary write it: up to four decimals, grouped. */
const figure = (value: number, locale: Locale) => formatNumber(value, locale, { maximumFractionDigits: 4 });

/** An axis value: short for large numbers (1.2万 / 12K), else up to two decimals. */
function axisFigure(value: number, locale: Locale, large: boolean): string {
  return large
    ? formatNumber(value, locale, { notation: 'compact', maximumFractionDigits: 1 })
    : formatNumber(value, locale, { maximumFractionDigits: 2 });
}

/** A period as the summary says it: a year reads '2025年' in Chinese, the rest as the axis writes them. */
function spokenPeriod(t: Translate, period: string, kind: StatisticPeriodKind, locale: Locale): string {
  return kind === 'year' && /^\d{4}$/.test(period)
    ? t('statisticFigure.year', { year: period })
    : formatStatisticPeriod(period, kind, locale);
}

/**
 * A statistical table drawn with uPlot (loaded on first use), as wide as its box: one line per
 * series (a missing figure breaks the line) or grouped bars per period (negative ones below the zero
 * line), coloured from an 8-colour palette with an HTML legend underneath. The drawing is an image
 * whose name says each series' latest figure; the figures themselves are in a real table below it,
 * open from the start when the table is to be shown as a table only (`chart: 'table'`).
 */
export function StatisticChart({ statistic, label, height = 280, className }: StatisticChartProps) {
  const t = useT();
  const locale = useLocale();
  const pick = usePick();
  const id = useId();
  const { series, periods, chart, period: kind } = statistic;
  const unit = pick(statistic.value_unit, statistic.en_value_unit);
  const plotted = chart !== 'table';
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<UPlot | null>(null);
  const [width, setWidth] = useState(0);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [hover, setHover] = useState<number | null>(null);

  const names = useMemo(() => series.map((s) => pick(s.name, s.en_name)), [series, pick]);
  const labels = useMemo(() => periods.map((row) => formatStatisticPeriod(row.period, kind, locale)), [periods, kind, locale]);

  // The box's width, followed as the page reflows.
  useEffect(() => {
    const box = boxRef.current;
    if (!plotted || !box) return;
    setWidth(Math.floor(box.getBoundingClientRect().width));
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [plotted]);

  const measured = width > 0;
  // Built once uPlot is here and the box measured; rebuilt when the data, the kind or the language change.
  useEffect(() => {
    const box = boxRef.current;
    const host = hostRef.current;
    if (!plotted || !measured || !box || !host) return;
    let cancelled = false;
    let built: UPlot | null = null;
    setState('loading');
    loadUPlot()
      .then(({ default: UPlotClass }) => {
        if (cancelled) return;
        const style = getComputedStyle(box);
        const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
        const grid = token('--color-platinum-200', '#deded8');
        const ink = token('--color-muted', '#6b7080');
        const zero = token('--color-ink-soft', '#4a4f5c');
        const colours = series.map((_, index) => token(colourVar(index), FALLBACK_COLOURS[index % STATISTIC_PALETTE_SIZE] ?? '#0072b2'));
        const font = `12px ${style.fontFamily}`;
        const bars = chart === 'bar';
        const count = periods.length;
        const xs = periods.map((_, index) => index);
        const columns = series.map((_, s) => periods.map((row) => row.values[s] ?? null));
        const present = columns.flat().filter((value): value is number => value !== null);
        const large = present.some((value) => Math.abs(value) >= 100_000);

        const measure = document.createElement('canvas').getContext('2d');
        const textWidth = (text: string) => {
          if (!measure) return text.length * 7;
          measure.font = font;
          return measure.measureText(text).width;
        };
        // The x labels: each period's, on round calendar steps wide enough that none overlap.
        const widest = Math.max(0, ...labels.map(textWidth));
        const ordinals = periods.map((row, index) => statisticPeriodOrdinal(row.period, kind) ?? index);
        const xSplits = (u: UPlot): number[] => {
          const column = u.bbox.width / (window.devicePixelRatio || 1) / Math.max(1, count);
          const need = Math.max(1, Math.ceil((widest + 16) / Math.max(1, column)));
          const steps = STATISTIC_LABEL_STEPS[kind];
          const step = steps.find((s) => s >= need) ?? need;
          const found = xs.filter((index) => (ordinals[index] ?? index) % step === 0);
          // Too few rows to reach a round period: the first one's label alone.
          return found.length > 0 ? found : [0];
        };

        const barWidth = GROUP_WIDTH / Math.max(1, series.length);
        const barsPath = UPlotClass.paths.bars;
        const seriesOptions: UPlot.Series[] = series.map((_, s) => {
          const colour = colours[s] ?? '#0072b2';
          if (bars && barsPath) {
            return {
              label: names[s],
              stroke: colour,
              fill: colour,
              width: 0,
              points: { show: false },
              // Each series' bar at its own offset in the period's group, side by side, from zero.
              paths: barsPath({
                gap: series.length > 1 ? 2 : 0,
                disp: {
                  x0: {
                    unit: 1 as UPlot.Series.BarsPathBuilderFacetUnit,
                    values: (u: UPlot) => (u.data[0] as number[]).map((x) => x - GROUP_WIDTH / 2 + s * barWidth),
                  },
                  size: { unit: 1 as UPlot.Series.BarsPathBuilderFacetUnit, values: () => [barWidth] },
                },
              }),
            };
          }
          return {
            label: names[s],
            stroke: colour,
            width: 2,
            spanGaps: false,
            points: { show: true, size: 6, width: 1, fill: colour, stroke: colour },
          };
        });

        const options: UPlot.Options = {
          width: Math.floor(box.getBoundingClientRect().width),
          height,
          legend: { show: false },
          pxAlign: 1,
          scales: {
            x: { time: false, range: () => [-0.5, count - 0.5] },
            y: bars
              ? {
                  // Bars stand on zero: the range always holds it.
                  range: (_u: UPlot, min: number | null, max: number | null) =>
                    UPlotClass.rangeNum(Math.min(0, min ?? 0), Math.max(0, max ?? 1), 0.1, true),
                }
              : {},
          },
          cursor: {
            y: false,
            drag: { x: false, y: false, setScale: false },
            points: { show: !bars, size: 9, width: 2 },
          },
          series: [{}, ...seriesOptions],
          axes: [
            {
              stroke: ink,
              font,
              grid: { show: false },
              ticks: { stroke: grid, size: 6 },
              gap: 6,
              size: 34,
              splits: xSplits,
              values: (_u: UPlot, splits: number[]) => splits.map((index) => labels[index] ?? ''),
            },
            {
              stroke: ink,
              font,
              grid: { stroke: grid, width: 1 },
              ticks: { show: false },
              gap: 8,
              values: (_u: UPlot, splits: number[]) => splits.map((value) => axisFigure(value, locale, large)),
              size: (_u: UPlot, values: string[] | null) =>
                Math.ceil(12 + Math.max(24, ...(values ?? []).map((value) => textWidth(value)))),
            },
          ],
          hooks: {
            setCursor: [(u: UPlot) => setHover(u.cursor.idx ?? null)],
            draw: [
              (u: UPlot) => {
                // The zero line over the bars, so a negative bar reads as below it.
                const min = u.scales.y?.min;
                const max = u.scales.y?.max;
                if (bars && min !== undefined && max !== undefined && min < 0 && max > 0) {
                  const y = Math.round(u.valToPos(0, 'y', true));
                  const ctx = u.ctx;
                  ctx.save();
                  ctx.strokeStyle = zero;
                  ctx.lineWidth = Math.max(1, Math.round(window.devicePixelRatio || 1));
                  ctx.beginPath();
                  ctx.moveTo(u.bbox.left, y);
                  ctx.lineTo(u.bbox.left + u.bbox.width, y);
                  ctx.stroke();
                  ctx.restore();
                }
                if (!cancelled) setState('ready');
              },
            ],
          },
        };
        built = new UPlotClass(options, [xs, ...columns], host);
        // The drawing says nothing to a screen reader: the box's name does.
        built.root.setAttribute('aria-hidden', 'true');
        chartRef.current = built;
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      built?.destroy();
      chartRef.current = null;
      setHover(null);
    };
  }, [plotted, measured, series, periods, chart, kind, names, labels, height, locale]);

  // A new width: the same chart, resized.
  useEffect(() => {
    const built = chartRef.current;
    if (built && width > 0 && built.width !== width) built.setSize({ width, height });
  }, [width, height]);

  const figures = series
    .map((_, s) => {
      let latest = -1;
      let gaps = 0;
      periods.forEach((row, index) => {
        const value = row.values[s];
        if (value === null || value === undefined) gaps += 1;
        else latest = index;
      });
      const row = periods[latest];
      const value = row?.values[s];
      if (!row || value === null || value === undefined) return t('statisticFigure.summary.none', { series: names[s] });
      return t('statisticFigure.summary.series', {
        series: names[s],
        period: spokenPeriod(t, row.period, kind, locale),
        value: unit ? `${figure(value, locale)} ${unit}` : figure(value, locale),
        gaps,
      });
    })
    .join(t('statisticFigure.summary.separator'));
  const spoken = t('statisticFigure.summary', { label, figures });
  const ready = plotted ? state === 'ready' : true;
  const failed = plotted && state === 'failed';
  const pointed = hover === null ? null : periods[hover];

  return (
    <div
      className={['spw-statistic-chart', className].filter(Boolean).join(' ')}
      data-slot="statistic-chart"
      data-chart={chart}
      data-state={plotted ? state : 'ready'}
      data-ready={ready ? 'true' : 'false'}
    >
      {plotted ? (
        <>
          <div
            ref={boxRef}
            className="spw-statistic-chart__plot"
            role="img"
            aria-label={spoken}
            aria-busy={state === 'loading' || undefined}
            style={{ height }}
          >
            <div ref={hostRef} className="spw-statistic-chart__canvas" />
            {state === 'loading' ? (
              <Skeleton variant="block" width="100%" height={height} announce={false} className="spw-statistic-chart__skeleton" />
            ) : null}
            {pointed && hover !== null ? (
              <div className="spw-statistic-chart__readout" data-side={hover < periods.length / 2 ? 'end' : 'start'} aria-hidden="true">
                <p className="spw-statistic-chart__readout-period">{labels[hover]}</p>
                <ul className="spw-statistic-chart__readout-values">
                  {series.map((_, s) => {
                    const value = pointed.values[s];
                    return (
                      <li key={s}>
                        <span className="spw-statistic-chart__swatch" style={{ background: `var(${colourVar(s)})` }} />
                        <span translate="no">{names[s]}</span>
                        <span className="spw-statistic-chart__readout-value">
                          {value === null || value === undefined ? '—' : figure(value, locale)}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
          </div>
          {failed ? (
            <p className="spw-statistic-chart__failed" role="status">
              {t('statisticFigure.failed')}
            </p>
          ) : null}
          <ul className="spw-statistic-chart__legend" aria-label={t('statisticFigure.legend')} data-chart={chart}>
            {series.map((s, index) => (
              <li key={`${index}-${s.name}`} className="spw-statistic-chart__legend-item">
                <span className="spw-statistic-chart__swatch" style={{ background: `var(${colourVar(index)})` }} aria-hidden="true" />
                <span translate="no">{names[index]}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <details className="spw-statistic-chart__figures" open={!plotted || failed || undefined}>
        <summary>{t('statisticFigure.table')}</summary>
        {/* The caption says it to a screen reader; seen, it would scroll away with a wide table. */}
        {unit ? (
          <p className="spw-statistic-chart__unit" aria-hidden="true">
            <FormattedMessage id="statisticFigure.unit" values={{ unit: <span translate="no">{unit}</span> }} />
          </p>
        ) : null}
        <div className="spw-statistic-chart__scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className="spw-statistic-chart__table">
            <caption id={`${id}-caption`} className="spw-visually-hidden">
              {unit ? (
                <FormattedMessage
                  id="statisticFigure.caption"
                  values={{ title: <span translate="no">{label}</span>, unit: <span translate="no">{unit}</span> }}
                />
              ) : (
                <span translate="no">{label}</span>
              )}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('statisticFigure.period')}</th>
                {series.map((s, index) => (
                  <th key={`${index}-${s.name}`} scope="col" translate="no">
                    {names[index]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {periods.map((row, r) => (
                <tr key={row.period}>
                  <th scope="row">{labels[r]}</th>
                  {series.map((s, index) => {
                    const value = row.values[index];
                    return (
                      <td key={`${index}-${s.name}`} data-gap={value === null || value === undefined ? '' : undefined}>
                        {value === null || value === undefined ? (
                          <>
                            <span aria-hidden="true">—</span>
                            <span className="spw-visually-hidden">{t('statisticFigure.noValue')}</span>
                          </>
                        ) : (
                          figure(value, locale)
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
