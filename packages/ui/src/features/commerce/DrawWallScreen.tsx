import type { components } from '@spw/api';
import { formatDateTime, pickText, type MessageKey } from '@spw/i18n';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorMark } from '../../components/ErrorMark.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { TextField } from '../../components/TextField.tsx';
import './checkin.css';

type Draw = components['schemas']['Draw'];
export type DrawSubmit = Pick<components['schemas']['DrawBody'], 'prize' | 'en_prize' | 'winners'>;

/** The contract's most winners in one draw. */
export const MAX_WINNERS = 50;

export interface DrawWallScreenProps {
  /** Defaults to 'ready'. 'forbidden': the user is not staff of the edition (40003). */
  status?: 'ready' | 'loading' | 'error' | 'forbidden';
  edition?: string;
  checkedIn: number;
  /** Checked in and not yet a winner. */
  candidates: number;
  /** Earlier draws, newest first. */
  draws: Draw[];
  /**
   * 'shuffling' while the draw runs: `shuffleText` is the frame the container rolls (nothing
   * rolls under prefers-reduced-motion). 'revealed': `current` holds the winners.
   */
  phase: 'idle' | 'shuffling' | 'revealed';
  shuffleText?: string;
  current?: Draw | null;
  onDraw: (body: DrawSubmit) => void;
  /** The server's answer to a failed draw (too few candidates, say). */
  error?: string;
  /** Present when the browser can go full screen. */
  onToggleFullscreen?: () => void;
  fullscreen?: boolean;
  onRetry?: () => void;
}

interface Values {
  prize: string;
  enPrize: string;
  winners: string;
}

/** /draw/wall: the lottery on the projector: big counts, the draw, its winners, and every earlier draw. */
export function DrawWallScreen({
  status = 'ready',
  edition,
  checkedIn,
  candidates,
  draws,
  phase,
  shuffleText,
  current,
  onDraw,
  error,
  onToggleFullscreen,
  fullscreen = false,
  onRetry,
}: DrawWallScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { prize: '', enPrize: '', winners: '1' } });
  const err = (name: keyof Values) => {
    const message = formState.errors[name]?.message;
    return message ? t(message as MessageKey, { max: MAX_WINNERS }) : undefined;
  };
  const submit = handleSubmit((v) => {
    const enPrize = v.enPrize.trim();
    onDraw({ prize: v.prize.trim(), ...(enPrize ? { en_prize: enPrize } : {}), winners: Number(v.winners) });
  });
  /** en_prize in English when there is one, otherwise the prize. */
  const prizeOf = (draw: Draw) => pickText(locale, draw.prize, draw.en_prize);

  const head = (
    <header className="spw-draw__head">
      <div>
        <h1 className="spw-draw__title">{t('draw.title')}</h1>
        {edition ? <p className="spw-draw__edition">{edition}</p> : null}
      </div>
      {onToggleFullscreen ? (
        <Button variant="secondary" onClick={onToggleFullscreen} aria-pressed={fullscreen}>
          {t(fullscreen ? 'draw.exitFullscreen' : 'draw.fullscreen')}
        </Button>
      ) : null}
    </header>
  );
  if (status !== 'ready') {
    return (
      <main className="spw-draw" aria-busy={status === 'loading' || undefined}>
        {head}
        {status === 'loading' ? (
          <Skeleton lines={5} />
        ) : status === 'error' ? (
          <LoadError title={t('draw.error')} onRetry={onRetry} />
        ) : (
          <div role="alert">
            <EmptyState icon={<ErrorMark />} title={t('draw.forbidden')} />
          </div>
        )}
      </main>
    );
  }

  const busy = phase === 'shuffling';
  return (
    <main className="spw-draw">
      {head}
      <dl className="spw-draw__counts">
        <div>
          <dt>{t('draw.checkedIn')}</dt>
          <dd>{checkedIn}</dd>
        </div>
        <div>
          <dt>{t('draw.candidates')}</dt>
          <dd>{candidates}</dd>
        </div>
      </dl>

      <form className="spw-draw__form" noValidate aria-busy={busy || undefined} onSubmit={(e) => void submit(e)}>
        <TextField
          label={t('draw.prize')}
          required
          maxLength={100}
          autoComplete="off"
          className="spw-draw__prize"
          error={err('prize')}
          {...register('prize', { validate: (v) => (v.trim() ? true : 'valid.draw.prize.required') })}
        />
        <TextField
          label={t('draw.enPrize')}
          optional
          lang="en"
          maxLength={200}
          autoComplete="off"
          className="spw-draw__prize"
          {...register('enPrize')}
        />
        <TextField
          label={t('draw.winners')}
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_WINNERS}
          className="spw-draw__count"
          error={err('winners')}
          {...register('winners', {
            validate: (v) => (/^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= MAX_WINNERS ? true : 'valid.draw.winners.range'),
          })}
        />
        <Button type="submit" size="lg" loading={busy} className="spw-draw__go">
          {t('draw.start')}
        </Button>
      </form>
      <div role="alert" className="spw-draw__error" hidden={!error}>
        {error}
      </div>

      <section className="spw-draw__stage" aria-live="polite">
        {busy ? (
          <p className="spw-draw__shuffle">
            <span className="spw-visually-hidden">{t('draw.shuffling')}</span>
            <span aria-hidden="true">{shuffleText || t('draw.shuffling')}</span>
          </p>
        ) : phase === 'revealed' && current ? (
          <>
            <h2 id={`${id}-result`} className="spw-draw__result-title">
              {t('draw.result', { prize: prizeOf(current) })}
            </h2>
            <ol className="spw-draw__winners" aria-labelledby={`${id}-result`}>
              {current.winners.map((w) => (
                <li key={w.ticket_id} className="spw-draw__winner">
                  <span className="spw-draw__rank">{w.rank}</span>
                  {/* Names as their owners wrote them: not words of the site (translate="no"). */}
                  <span className="spw-draw__name" translate="no">
                    {w.holder}
                  </span>
                  {w.company ? (
                    <span className="spw-draw__company" translate="no">
                      {w.company}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </section>

      <section className="spw-draw__history" aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`} className="spw-draw__history-title">
          {t('draw.history')}
        </h2>
        {draws.length === 0 ? (
          <p className="spw-draw__muted">{t('draw.historyEmpty')}</p>
        ) : (
          <ul className="spw-draw__history-list">
            {draws.map((draw) => (
              <li key={draw.id}>
                <p className="spw-draw__history-prize">{prizeOf(draw)}</p>
                <p className="spw-draw__muted">
                  {t('draw.historyItem', { time: formatDateTime(draw.created_at, locale), candidates: draw.candidates })}
                </p>
                <p className="spw-draw__history-names" translate="no">
                  {draw.winners.map((w) => w.holder).join(locale === 'en' ? ', ' : '、')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
