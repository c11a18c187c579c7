import type { components } from '@spw/api';
import { formatDateTime, pickText, type MessageKey } from '@spw/i18n';
import { useEffect, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorMark } from '../../components/ErrorMark.tsx';
import { FormLayout } from '../../components/FormLayout.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ticketEdition } from './MyTicketsScreen.tsx';
import './checkin.css';

type Ticket = components['schemas']['Ticket'];

/** What the last check-in came to. */
export type CheckinResult =
  | { kind: 'ok'; ticket: Ticket }
  /** 40009: the ticket was checked in before, at `checkedInAt`. */
  | { kind: 'already'; code: string; checkedInAt: string }
  | { kind: 'refused'; code: string; message: string };

export interface CheckinScanner {
  /** The browser has a camera and BarcodeDetector; otherwise the button is not shown. */
  available: boolean;
  active: boolean;
  onToggle: () => void;
  /** The container plays the camera into it while active. */
  videoRef?: Ref<HTMLVideoElement>;
}

export interface CheckinScreenProps {
  /** 'forbidden': the user is not check-in staff of the edition (40003). Defaults to 'ready'. */
  status?: 'ready' | 'forbidden';
  /** The edition's name, over the form. */
  edition?: string;
  stats?: { tickets: number; checked_in: number } | null;
  onSubmit: (code: string) => void;
  submitting?: boolean;
  result?: CheckinResult | null;
  scanner?: CheckinScanner;
}

interface Values {
  code: string;
}

/** The staff's check-in desk: type or scan a ticket's code, see at once whether it went in, and how many are in. */
export function CheckinScreen({ status = 'ready', edition, stats, onSubmit, submitting, result, scanner }: CheckinScreenProps) {
  const locale = useLocale();
  const t = useT();
  const { register, handleSubmit, formState, reset, setFocus } = useForm<Values>({ defaultValues: { code: '' } });

  // A ticket went in: the field empties, ready for the next one.
  useEffect(() => {
    if (result?.kind !== 'ok') return;
    reset({ code: '' });
    setFocus('code');
  }, [result, reset, setFocus]);

  if (status === 'forbidden') {
    return (
      <div className="spw-checkin">
        <h1 className="spw-tickets__title">{t('checkin.title')}</h1>
        <div role="alert">
          <EmptyState icon={<ErrorMark />} title={t('checkin.forbidden')} description={t('checkin.forbiddenText')} />
        </div>
      </div>
    );
  }

  const error = formState.errors.code?.message;
  const submit = handleSubmit((v) => onSubmit(v.code.trim()));
  return (
    <div className="spw-checkin">
      <FormLayout
        title={t('checkin.title')}
        description={edition ? t('checkin.edition', { edition }) : t('checkin.lead')}
        aria-busy={submitting || undefined}
        onSubmit={(e) => void submit(e)}
        actions={
          <div className="spw-checkin__actions">
            <Button type="submit" size="lg" loading={submitting}>
              {t('checkin.submit')}
            </Button>
            {scanner?.available ? (
              <Button type="button" variant="secondary" size="lg" aria-pressed={scanner.active} onClick={scanner.onToggle}>
                {t(scanner.active ? 'checkin.scanStop' : 'checkin.scan')}
              </Button>
            ) : null}
          </div>
        }
      >
        <TextField
          label={t('checkin.code')}
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="spw-checkin__code"
          error={error ? t(error as MessageKey) : undefined}
          {...register('code', { validate: (v) => (v.trim() ? true : 'checkin.required') })}
        />
      </FormLayout>
      {scanner?.available && scanner.active ? (
        <video ref={scanner.videoRef} className="spw-checkin__video" aria-label={t('checkin.camera')} muted playsInline />
      ) : null}

      <div className="spw-checkin__result" role="status">
        {result?.kind === 'ok' ? (
          <div className="spw-checkin__panel" data-tone="success">
            <p className="spw-checkin__verdict">{t('checkin.ok')}</p>
            <p className="spw-checkin__holder">{result.ticket.holder}</p>
            <dl className="spw-ticket__facts">
              {result.ticket.company ? (
                <div>
                  <dt>{t('checkin.company')}</dt>
                  <dd>{result.ticket.company}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('myTickets.ticket')}</dt>
                <dd>
                  {ticketEdition(result.ticket, locale)} · {pickText(locale, result.ticket.ticket_name, result.ticket.ticket_en_name)}
                </dd>
              </div>
              <div>
                <dt>{t('myTickets.code')}</dt>
                <dd className="spw-ticket__code">{result.ticket.code}</dd>
              </div>
            </dl>
          </div>
        ) : result?.kind === 'already' ? (
          <div className="spw-checkin__panel" data-tone="warning">
            <p className="spw-checkin__verdict">{t('checkin.already')}</p>
            <p className="spw-checkin__time">{t('checkin.firstTime', { time: formatDateTime(result.checkedInAt, locale) })}</p>
            <p className="spw-ticket__code">{result.code}</p>
          </div>
        ) : result?.kind === 'refused' ? (
          <div className="spw-checkin__panel" data-tone="danger">
            <p className="spw-checkin__verdict">{t('checkin.refused')}</p>
            <p>{result.message}</p>
            <p className="spw-ticket__code">{result.code}</p>
          </div>
        ) : null}
      </div>

      {stats ? (
        <section className="spw-checkin__stats" aria-label={t('checkin.statsLabel')}>
          <p className="spw-checkin__stats-text">{t('checkin.stats', { checked: stats.checked_in, tickets: stats.tickets })}</p>
          <progress max={Math.max(stats.tickets, 1)} value={stats.checked_in} aria-label={t('checkin.statsLabel')} />
        </section>
      ) : null}
    </div>
  );
}
