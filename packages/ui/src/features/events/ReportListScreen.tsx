import type { components } from '@spw/api';
import { formatDate, pickText } from '@spw/i18n';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Card } from '../../components/Card.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import type { Paged } from '../../components/Pagination.tsx';
import type { ProgrammeStatus } from './programmeText.ts';
import { ProgrammeState } from './ProgrammeState.tsx';
import './programme.css';

type Report = components['schemas']['Report'];

export interface ReportListScreenProps extends Paged {
  /** Defaults to 'ready'. 'notFound': the link names no edition. */
  status?: ProgrammeStatus;
  reports: Report[];
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
  const locale = useLocale();
  const t = useT();

  return (
    <div className="spw-programme" aria-busy={status === 'loading' || undefined}>
      <header className="spw-programme__head">
        <h1 className="spw-programme__title">{t('programme.reports.title')}</h1>
      </header>
      <ProgrammeState
        status={status}
        empty={reports.length === 0}
        part="reports"
        editionsHref={editionsHref}
        onRetry={onRetry}
        paged={{ page, total, rows, onPageChange }}
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
              const title = pickText(locale, report.title, report.en_title);
              const summary = pickText(locale, report.summary, report.en_summary);
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
                        {report.source
                          ? ` · ${t('programme.reports.source', { source: pickText(locale, report.source, report.en_source) })}`
                          : ''}
                      </p>
                      {summary ? <p className="spw-report-card__summary">{summary}</p> : null}
                    </div>
                  </li>
                </Card>
              );
            })}
          </ul>
        </>
      </ProgrammeState>
    </div>
  );
}
