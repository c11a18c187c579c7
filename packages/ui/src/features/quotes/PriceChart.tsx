import type { components } from '@spw/api';
import { formatDate, formatNumber, formatPrice, LANGUAGE_TAG, type Locale } from '@spw/i18n';
import type UPlot from 'uplot';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import './uplot-layout.css';
import './price-chart.css';

type QuotePoint = components['schemas']['QuotePoint'];

export interface PriceChartProps {
  /** The series' points, oldest first; a null price is a day without one, drawn as a gap. */
  points: QuotePoint[];
  /** The unit the (converted) prices are in, as shown: '元/克', 'CNY/oz'. */
  unitLabel: string;
  /** Turns a price into the shown unit (per gram, per ounce); null drops the point (a gap). */
  convert?: (price: number) => number | null;
  /** The plot's height in CSS pixels (axes included). */
  height?: number;
  /** The chart's accessible name: '铂金 近三个月价格走势'. */
  label: string;
  /** Defaults to the IntlProvider's. */
  locale?: Locale;
  className?: string;
}

/** uPlot (about 50 kB), fetched the first time a chart is drawn: pages without a chart never load it. */
let uplotModule: Promise<{ default: typeof UPlot }> | null = null;
function loadUPlot(): Promise<{ default: typeof UPlot }> {
  uplotModule ??= import('uplot');
  return uplotModule;
}

interface Shown {
  date: string;
  value: number | null;
}

/** An #rrggbb colour with some transparency (the area under the line); anything else gives none. */
function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!hex?.[1]) return 'transparent';
  const n = Number.parseInt(hex[1], 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** 'YYYY-MM-DD' as a UTC instant, so every time zone reads the same calendar day. */
function utcDay(date: string): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

type TickLevel = 'week' | 'month' | 'quarter' | 'year';
const LEVELS: readonly TickLevel[] = ['week', 'month', 'quarter', 'year'];

/** The indexes where a new week, month, quarter or year starts (the first trading day of each). */
function boundaries(dates: readonly string[], level: TickLevel): number[] {
  const keyOf = (date: string): string => {
    const day = utcDay(date);
    const year = day.getUTCFullYear();
    const month = day.getUTCMonth();
    if (level === 'year') return `${year}`;
    if (level === 'quarter') return `${year}-${Math.floor(month / 3)}`;
    if (level === 'month') return `${year}-${month}`;
    // The Monday of the date's week.
    const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
    return monday.toISOString().slice(0, 10);
  };
  const found: number[] = [];
  let previous = '';
  dates.forEach((date, index) => {
    const key = keyOf(date);
    // The first point starts its period only when that period begins at the series' start.
    if (key !== previous && index > 0) found.push(index);
    previous = key;
  });
  return found;
}

/** The chart's x ticks for a plot `width` pixels wide: the finest calendar level whose labels fit. */
function xTicks(dates: readonly string[], width: number): { level: TickLevel; ticks: number[] } {
  const room = Math.max(2, Math.floor(width / 84));
  for (const level of LEVELS) {
    const ticks = boundaries(dates, level);
    if (ticks.length <= room && (ticks.length > 0 || level === 'year')) return { level, ticks };
  }
  const ticks = boundaries(dates, 'year');
  const step = Math.ceil(ticks.length / room);
  return { level: 'year', ticks: ticks.filter((_, i) => i % step === 0) };
}

function tickFormat(locale: Locale, level: TickLevel): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions =
    level === 'week'
      ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
      : level === 'year'
        ? { year: 'numeric', timeZone: 'UTC' }
        : { year: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], options);
}

/**
 * A line chart of a quote's prices (uPlot, loaded on first use), as wide as its box. Days without a
 * price break the line. The drawing is hidden from screen readers: they get the chart's name, a
 * summary (first, last, high and low with their dates) and, on request, the figures as a table.
 * Hovering shows the date and price under the pointer.
 */
export function PriceChart({ points, unitLabel, convert, height = 280, label, locale: localeProp, className }: PriceChartProps) {
  const t = useT();
  const contextLocale = useLocale();
  const locale = localeProp ?? contextLocale;
  const id = useId();
  const summaryId = `${id}-summary`;
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<UPlot | null>(null);
  const [width, setWidth] = useState(0);
  const [hover, setHover] = useState<number | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tableOpen, setTableOpen] = useState(false);

  // The points in the shown unit.
  const shown = useMemo<Shown[]>(
    () => points.map((p) => ({ date: p.date, value: p.price === null ? null : convert ? convert(p.price) : p.price })),
    [points, convert],
  );
  const priced = useMemo(() => shown.filter((p): p is { date: string; value: number } => p.value !== null), [shown]);
  const hasData = priced.length > 0;
  const gaps = shown.length - priced.length;

  const price = (value: number) => formatPrice(value, locale, unitLabel);
  const day = (date: string) => formatDate(date, locale);

  // The box's width, followed as the page reflows.
  useEffect(() => {
    const host = hostRef.current;
    if (!hasData || !host) return;
    setWidth(Math.floor(host.getBoundingClientRect().width));
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [hasData]);

  const measured = width > 0;
  // Built once uPlot is here and the box measured; rebuilt when the data, unit or language change.
  useEffect(() => {
    const host = hostRef.current;
    if (!hasData || !measured || !host) return;
    let cancelled = false;
    let chart: UPlot | null = null;
    setState('loading');
    loadUPlot()
      .then(({ default: UPlotClass }) => {
        if (cancelled) return;
        const style = getComputedStyle(host);
        const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
        const line = token('--color-gold-500', '#9a7a3c');
        const grid = token('--color-platinum-200', '#deded8');
        const ink = token('--color-muted', '#6b7080');
        const font = `12px ${style.fontFamily}`;
        const dates = shown.map((p) => p.date);
        const xs = shown.map((_, index) => index);
        const ys = shown.map((p) => p.value);
        let level: TickLevel = 'month';
        const measure = document.createElement('canvas').getContext('2d');
        const textWidth = (text: string) => {
          if (!measure) return text.length * 7;
          measure.font = font;
          return measure.measureText(text).width;
        };
        const yValue = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 });
        const options: UPlot.Options = {
          width: Math.floor(host.getBoundingClientRect().width),
          height,
          legend: { show: false },
          pxAlign: 1,
          scales: { x: { time: false } },
          cursor: {
            y: false,
            drag: { x: false, y: false, setScale: false },
            points: { size: 8, fill: line, stroke: line },
          },
          series: [
            {},
            {
              stroke: line,
              width: 2,
              spanGaps: false,
              fill: (u: UPlot) => {
                const gradient = u.ctx.createLinearGradient(0, u.bbox.top, 0, u.bbox.top + u.bbox.height);
                gradient.addColorStop(0, withAlpha(line, 0.22));
                gradient.addColorStop(1, withAlpha(line, 0));
                return gradient;
              },
              points: { size: 5, fill: line, stroke: line },
            },
          ],
          axes: [
            {
              stroke: ink,
              font,
              grid: { show: false },
              ticks: { stroke: grid, size: 6 },
              splits: (u: UPlot) => {
                const found = xTicks(dates, u.bbox.width / (window.devicePixelRatio || 1));
                level = found.level;
                return found.ticks;
              },
              values: (_u: UPlot, splits: number[]) => {
                const format = tickFormat(locale, level);
                return splits.map((index) => {
                  const date = dates[index];
                  return date ? format.format(utcDay(date)) : '';
                });
              },
            },
            {
              stroke: ink,
              font,
              grid: { stroke: grid, width: 1 },
              ticks: { show: false },
              gap: 8,
              values: (_u: UPlot, splits: number[]) => splits.map(yValue),
              size: (_u: UPlot, values: string[] | null) =>
                Math.ceil(12 + Math.max(24, ...(values ?? []).map((value) => textWidth(value)))),
            },
          ],
          hooks: {
            setCursor: [(u: UPlot) => setHover(u.cursor.idx ?? null)],
          },
        };
        chart = new UPlotClass(options, [xs, ys], host);
        // The drawing says nothing to a screen reader: the box's name and summary do.
        chart.root.setAttribute('aria-hidden', 'true');
        chartRef.current = chart;
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      chart?.destroy();
      chartRef.current = null;
      setHover(null);
    };
  }, [hasData, measured, shown, height, locale]);

  // A new width: the same chart, resized.
  useEffect(() => {
    const chart = chartRef.current;
    if (chart && width > 0 && chart.width !== width) chart.setSize({ width, height });
  }, [width, height]);

  if (!hasData) {
    return (
      <div className={['spw-price-chart', className].filter(Boolean).join(' ')} data-slot="price-chart" data-empty="">
        <EmptyState title={t('quoteChart.empty')} />
      </div>
    );
  }

  const first = priced[0] as { date: string; value: number };
  const last = priced[priced.length - 1] as { date: string; value: number };
  const high = priced.reduce((best, p) => (p.value > best.value ? p : best), first);
  const low = priced.reduce((best, p) => (p.value < best.value ? p : best), first);
  const summary = t('quoteChart.summary', {
    from: day(first.date),
    to: day(last.date),
    first: price(first.value),
    last: price(last.value),
    high: price(high.value),
    highDate: day(high.date),
    low: price(low.value),
    lowDate: day(low.date),
  });
  // The pointer's point, else the latest price.
  const pointed = hover === null ? null : shown[hover];
  const readout = pointed ?? last;

  return (
    <div className={['spw-price-chart', className].filter(Boolean).join(' ')} data-slot="price-chart">
      <p className="spw-price-chart__readout" aria-hidden="true" data-pointed={pointed ? '' : undefined}>
        <time dateTime={readout.date}>{day(readout.date)}</time>
        <span className="spw-price-chart__readout-price">{readout.value === null ? t('quoteChart.noPrice') : price(readout.value)}</span>
      </p>
      <div
        ref={hostRef}
        className="spw-price-chart__plot"
        role="img"
        aria-label={label}
        aria-describedby={summaryId}
        data-state={state}
        data-gaps={gaps}
        style={{ height }}
      />
      <p id={summaryId} className={state === 'failed' ? 'spw-price-chart__summary' : 'spw-visually-hidden'}>
        {summary}
        {gaps > 0 ? ` ${t('quoteChart.gaps', { count: gaps })}` : null}
      </p>
      <details className="spw-price-chart__figures" onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary>{t('quoteChart.table')}</summary>
        {tableOpen ? (
          <div className="spw-price-chart__scroll" role="region" aria-label={label} tabIndex={0}>
            <table className="spw-price-chart__table">
              <caption className="spw-visually-hidden">{label}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('quoteChart.date')}</th>
                  <th scope="col">{t('quoteChart.price', { unit: unitLabel })}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((p) => (
                  <tr key={p.date} data-gap={p.value === null ? '' : undefined}>
                    <td>
                      <time dateTime={p.date}>{day(p.date)}</time>
                    </td>
                    <td>{p.value === null ? t('quoteChart.noPrice') : formatPrice(p.value, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </details>
    </div>
  );
}
