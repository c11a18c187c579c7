import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { formatDateTime, formatNumber } from '@spw/i18n';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { StatisticChart } from './StatisticChart.tsx';
import { formatStatisticPeriod } from './statistic-period.ts';
import './statistic.css';

type Statistic = components['schemas']['Statistic'];

export interface StatisticDetailScreenProps {
  status: 'loading' | 'error' | 'ready';
  statistic?: Statistic;
  onRetry?: () => void;
  /** Links: back to the list, and to edit this table. */
  listHref: string;
  editHref: string;
  /** Delete after the user confirms in a ConfirmDialog; `deleting` makes the confirm wait. */
  onDelete: () => void;
  deleting?: boolean;
}

const PERIOD_WORD: Record<Statistic['period'], MessageKey> = {
  year: 'statistic.detail.period.year',
  quarter: 'statistic.detail.period.quarter',
  month: 'statistic.detail.period.month',
};

const CHART_WORD: Record<Statistic['chart'], MessageKey> = {
  line: 'statistic.detail.chart.line',
  bar: 'statistic.detail.chart.bar',
  table: 'statistic.detail.chart.table',
};

interface Fact {
  key: string;
  label: string;
  value: ReactNode;
  /** The author's own words: not to be machine-translated. */
  userText?: boolean;
  /** Left blank by the author. */
  empty?: boolean;
}

/**
 * /creator/statistic/detail: one of the creator's statistical tables as they entered it — both
 * titles, where it may show (public or only them, on the explorer home or not), its facts, both
 * descriptions, the chart with its data table — with links to edit it and back to the list, and a
 * delete that asks first.
 */
export function StatisticDetailScreen({
  status,
  statistic,
  onRetry,
  listHref,
  editHref,
  onDelete,
  deleting = false,
}: StatisticDetailScreenProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [asking, setAsking] = useState(false);

  const back = (
    <a className="spw-statistic-detail__back" href={listHref}>
      <span aria-hidden="true">← </span>
      {t('statistic.detail.back')}
    </a>
  );

  if (status === 'loading' || (status === 'ready' && !statistic)) {
    return (
      <div className="spw-statistic-detail" aria-busy="true">
        {back}
        <div className="spw-statistic-detail__placeholder">
          <Skeleton lines={2} announce />
          <Skeleton variant="block" width="100%" height={120} announce={false} />
          <Skeleton variant="block" width="100%" height={320} announce={false} />
        </div>
      </div>
    );
  }

  if (status === 'error' || !statistic) {
    return (
      <div className="spw-statistic-detail">
        {back}
        <LoadError title={t('statistic.detail.error')} onRetry={onRetry} />
      </div>
    );
  }

  const english = locale === 'en';
  const hasEnTitle = statistic.en_title.trim() !== '';
  // The reader's language first, the other beneath it when there is one.
  const title = english && hasEnTitle ? statistic.en_title : statistic.title;
  const otherTitle = english ? (hasEnTitle ? statistic.title : null) : hasEnTitle ? statistic.en_title : null;
  const titleLang = english && hasEnTitle ? 'en' : 'zh-CN';
  const otherLang = titleLang === 'en' ? 'zh-CN' : 'en';
  const secret = statistic.visibility === 'secret';
  const where = secret
    ? t('statistic.detail.where.secret')
    : statistic.on_home
      ? t('statistic.detail.where.home')
      : t('statistic.detail.where.public');
  const first = statistic.periods[0]?.period;
  const last = statistic.periods.at(-1)?.period;
  const period = (value: string) => formatStatisticPeriod(value, statistic.period, locale);
  const given = (value: string): Pick<Fact, 'value' | 'userText' | 'empty'> =>
    value.trim() === '' ? { value: t('statistic.detail.notGiven'), empty: true } : { value, userText: true };

  const facts: Fact[] = [
    { key: 'period', label: t('statistic.detail.period'), value: t(PERIOD_WORD[statistic.period]) },
    { key: 'chart', label: t('statistic.detail.chart'), value: t(CHART_WORD[statistic.chart]) },
    { key: 'unit', label: t('statistic.detail.unit'), ...given(statistic.value_unit) },
    { key: 'unitEn', label: t('statistic.detail.unitEn'), ...given(statistic.en_value_unit) },
    { key: 'source', label: t('statistic.detail.source'), ...given(statistic.source) },
    { key: 'sourceEn', label: t('statistic.detail.sourceEn'), ...given(statistic.en_source) },
    { key: 'series', label: t('statistic.detail.series'), value: formatNumber(statistic.series.length, locale) },
    {
      key: 'periods',
      label: t('statistic.detail.periods'),
      value:
        first && last
          ? t('statistic.detail.periodsValue', { count: statistic.periods.length, first: period(first), last: period(last) })
          : formatNumber(statistic.periods.length, locale),
    },
    { key: 'author', label: t('statistic.detail.author'), ...given(statistic.author) },
    {
      key: 'updated',
      label: t('statistic.detail.updated'),
      value: <time dateTime={statistic.updated_at}>{formatDateTime(statistic.updated_at, locale)}</time>,
    },
  ];

  const descriptions = [
    { key: 'zh', label: t('statistic.detail.description'), text: statistic.description, lang: 'zh-CN' },
    { key: 'en', label: t('statistic.detail.descriptionEn'), text: statistic.en_description, lang: 'en' },
  ].filter((d) => d.text.trim() !== '');

  return (
    <article className="spw-statistic-detail" aria-labelledby={`${id}-title`} data-visibility={statistic.visibility}>
      {back}
      <header className="spw-statistic-detail__head">
        <div className="spw-statistic-detail__titles">
          <p className="spw-statistic-detail__eyebrow">{t('statistic.detail.eyebrow')}</p>
          <h1 id={`${id}-title`} className="spw-statistic-detail__heading" translate="no" lang={titleLang}>
            {title}
          </h1>
          {otherTitle ? (
            <p className="spw-statistic-detail__subtitle" translate="no" lang={otherLang}>
              <span className="spw-visually-hidden">
                {t(otherLang === 'en' ? 'statistic.detail.enTitle' : 'statistic.detail.zhTitle')}
                {': '}
              </span>
              {otherTitle}
            </p>
          ) : null}
        </div>
        <div className="spw-statistic-detail__actions" role="group" aria-label={t('statistic.detail.actions')}>
          <Button asChild variant="secondary">
            <a href={editHref}>{t('statistic.detail.edit')}</a>
          </Button>
          <Button variant="danger" loading={deleting} onClick={() => setAsking(true)}>
            {t('statistic.detail.delete')}
          </Button>
        </div>
      </header>

      <div className="spw-statistic-detail__status">
        <ul className="spw-statistic-detail__badges">
          <li>
            <Tag tone={secret ? 'neutral' : 'success'}>{t(secret ? 'statistic.detail.secret' : 'statistic.detail.public')}</Tag>
          </li>
          {statistic.on_home && !secret ? (
            <li>
              <Tag tone="gold">{t('statistic.detail.onHome')}</Tag>
            </li>
          ) : null}
        </ul>
        <p className="spw-statistic-detail__where">{where}</p>
      </div>

      <section className="spw-statistic-detail__panel" aria-labelledby={`${id}-facts`}>
        <h2 id={`${id}-facts`} className="spw-statistic-detail__panel-title">
          {t('statistic.detail.facts')}
        </h2>
        <dl className="spw-statistic-detail__facts">
          {facts.map((fact) => (
            <div key={fact.key} className="spw-statistic-detail__fact">
              <dt>{fact.label}</dt>
              <dd translate={fact.userText ? 'no' : undefined} data-empty={fact.empty ? '' : undefined}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        {descriptions.length > 0 ? (
          <dl className="spw-statistic-detail__text">
            {descriptions.map((d) => (
              <div key={d.key}>
                <dt>{d.label}</dt>
                <dd translate="no" lang={d.lang}>
                  {d.text}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>

      <section className="spw-statistic-detail__panel" aria-labelledby={`${id}-figures`}>
        <h2 id={`${id}-figures`} className="spw-statistic-detail__panel-title">
          {t('statistic.detail.figures')}
        </h2>
        <StatisticChart statistic={statistic} label={title} height={320} />
      </section>

      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('statistic.detail.deleteTitle')}
        description={t('statistic.detail.deleteBody', { title })}
        confirmLabel={t('statistic.detail.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          setAsking(false);
          onDelete();
        }}
        onCancel={() => setAsking(false)}
      />
    </article>
  );
}
