import type { components } from '@spw/api';
import { formatDate, type Locale, type MessageKey } from '@spw/i18n';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { localText, type ProgrammeStatus } from './programmeText.ts';
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
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('en') ? 'en' : 'zh';
  const t = (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  if (status === 'loading') {
    return (
      <div className="spw-programme" aria-busy="true">
        <span role="status" className="spw-visually-hidden">
          {t('common.loading')}
        </span>
        <Skeleton lines={1} announce={false} />
        <Skeleton lines={6} announce={false} />
      </div>
    );
  }
  if (status === 'error') return <LoadError title={t('programme.report.error')} onRetry={onRetry} />;
  if (status === 'notFound' || !report) {
    return (
      <EmptyState
        title={t('programme.report.notFound')}
        action={
          <Button asChild variant="secondary">
            <a href={listHref}>{t('programme.report.back')}</a>
          </Button>
        }
      />
    );
  }

  const html = localText(report.content ?? '', report.en_content, locale);
  return (
    <article className="spw-programme">
      <a className="spw-programme__back" href={listHref}>
        ← {t('programme.report.back')}
      </a>
      <header className="spw-programme__head">
        <h1 className="spw-programme__title">{localText(report.title, report.en_title, locale)}</h1>
        <p className="spw-programme__meta">
          <time dateTime={report.published_at}>{formatDate(report.published_at, locale)}</time>
          {report.source ? ` · ${t('programme.reports.source', { source: report.source })}` : ''}
        </p>
      </header>
      {/* The server sanitises report HTML (sanitize-html) before it answers. */}
      <div className="spw-report__content" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
