import type { components } from '@spw/api';
import { formatDate, pickText } from '@spw/i18n';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import type { ProgrammeStatus } from './programmeText.ts';
import { ProgrammeDetailState } from './ProgrammeState.tsx';
import './programme.css';

type Report = components['schemas']['Report'];

export interface ReportDetailScreenProps {
  /** Defaults to 'ready'. 'notFound': the link names no report. */
  status?: ProgrammeStatus;
  report: Report | null;
  listHref: string;
  onRetry?: () => void;
}

/** One report (/eventSpecial/report?events_id=&id=). Its HTML was sanitised by the server. */
export function ReportDetailScreen({ status = 'ready', report, listHref, onRetry }: ReportDetailScreenProps) {
  const locale = useLocale();
  const t = useT();

  if (status !== 'ready' || !report) {
    return (
      <ProgrammeDetailState
        status={status}
        errorTitle={t('programme.report.error')}
        notFoundTitle={t('programme.report.notFound')}
        back={{ href: listHref, label: t('programme.report.back') }}
        onRetry={onRetry}
        loading={
          <>
            <Skeleton lines={1} announce={false} />
            <Skeleton lines={6} announce={false} />
          </>
        }
      />
    );
  }

  const html = pickText(locale, report.content ?? '', report.en_content);
  return (
    <article className="spw-programme">
      <a className="spw-programme__back" href={listHref}>
        ← {t('programme.report.back')}
      </a>
      <header className="spw-programme__head">
        <h1 className="spw-programme__title">{pickText(locale, report.title, report.en_title)}</h1>
        <p className="spw-programme__meta">
          <time dateTime={report.published_at}>{formatDate(report.published_at, locale)}</time>
          {report.source ? ` · ${t('programme.reports.source', { source: pickText(locale, report.source, report.en_source) })}` : ''}
        </p>
      </header>
      {/* The server sanitises report HTML (sanitize-html) before it answers. */}
      <div className="spw-report__content" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
