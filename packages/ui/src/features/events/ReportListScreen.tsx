import type { components } from '@spw/api';
import { formatDate, type Locale, type MessageKey } from '@spw/i18n';
import { useIntl } from 'react-intl';
import { Card } from '../../components/Card.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { localText, type ProgrammeStatus } from './programmeText.ts';
import { ProgrammeState } from './ProgrammeState.tsx';
import './programme.css';

type Report = components['schemas']['Report'];

export interface ReportListScreenProps {
  /** Defaults to 'ready'. 'notFound': the link names no edition. */
  status?: ProgrammeStatus;
  reports: Report[];
  total: number;
  page: number;
  rows: number;
  onPageChange: (page: number) => void;
  /** The report's page (/eventSpecial/report?events_id=&id=). */
  reportHref: (report: Report) => string;
  onRetry?: () => void;
  editionsHref: string;
}

/** An edition's reports (/eventSpecial/report?events_id=), newest first. */
export function ReportListScreen({
  status = 'ready',
  reports,
  total,
  page,
  rows,
  onPageChange,
  reportHref,
  onRetry,
  editionsHref,
}: ReportListScreenProps) {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('en') ? 'en' : 'zh';
  const t = (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <div className="spw-programme" aria-busy={status === 'loading' || undefined}>
      <header className="spw-programme__head">
        <h1 className="spw-programme__title">{t('programme.reports.title')}</h1>
      </header>
      <ProgrammeState
        status={status}
        empty={reports.length === 0}
        errorTitle={t('programme.reports.error')}
        emptyTitle={t('programme.reports.empty')}
        editionsHref={editionsHref}
        onRetry={onRetry}
        loading={
          <>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} variant="block" height={112} announce={false} />
            ))}
          </>
        }
      >
        <>
          <ul className="spw-reports__list">
            {reports.map((report) => {
              const title = localText(report.title, report.en_title, locale);
              const summary = localText(report.summary, report.en_summary, locale);
              return (
                <Card asChild variant="outline" key={report.id}>
                  <li className={report.cover ? 'spw-report-card' : 'spw-report-card spw-report-card--bare'}>
                    {report.cover ? <img className="spw-report-card__cover" src={report.cover} alt="" loading="lazy" /> : null}
                    <div className="spw-report-card__body">
                      <h2 className="spw-report-card__title">
                        <a href={reportHref(report)}>{title}</a>
                      </h2>
                      <p className="spw-programme__meta">
                        <time dateTime={report.published_at}>{formatDate(report.published_at, locale)}</time>
                        {report.source ? ` · ${t('programme.reports.source', { source: report.source })}` : ''}
                      </p>
                      {summary ? <p className="spw-report-card__summary">{summary}</p> : null}
                    </div>
                  </li>
                </Card>
              );
            })}
          </ul>
          <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
        </>
      </ProgrammeState>
    </div>
  );
}
