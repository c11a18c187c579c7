import { pickText } from '@spw/i18n';
import type { components } from '@spw/api';
import { useState, type KeyboardEvent } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../primitives/Dialog.tsx';
import { ProgrammeState, listState, type ProgrammeListProps } from './ProgrammeState.tsx';
import './programme.css';

type Photo = components['schemas']['Photo'];

export interface AlbumScreenProps extends ProgrammeListProps {
  /** The photos of this page. */
  photos: Photo[];
  /** The photo open in the viewer at first (stories; the screen keeps it after). */
  initialOpen?: number | null;
}

/** An edition's album (/eventSpecial/album?events_id=): a grid, and a viewer that pages with the arrow keys. */
export function AlbumScreen(props: AlbumScreenProps) {
  const { status = 'ready', photos, page, rows, initialOpen = null } = props;
  const locale = useLocale();
  const t = useT();
  const [open, setOpen] = useState<number | null>(initialOpen);
  const current = open === null ? undefined : photos[open];
  const captionOf = (photo: Photo, index: number) =>
    pickText(locale, photo.caption, photo.en_caption) || t('programme.album.untitled', { n: (page - 1) * rows + index + 1 });
  const go = (step: number) => setOpen((index) => (index === null ? null : Math.min(Math.max(index + step, 0), photos.length - 1)));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="spw-programme" aria-busy={status === 'loading' || undefined}>
      <header className="spw-programme__head">
        <h1 className="spw-programme__title">{t('programme.album.title')}</h1>
      </header>
      <ProgrammeState
        {...listState(props)}
        part="album"
        empty={photos.length === 0}
        loading={
          <>
            <ul className="spw-album__grid" aria-hidden="true">
              {Array.from({ length: 8 }, (_, index) => (
                <li key={index}>
                  <Skeleton variant="block" className="spw-album__placeholder" announce={false} />
                </li>
              ))}
            </ul>
          </>
        }
      >
        <ul className="spw-album__grid">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button type="button" className="spw-album__thumb" onClick={() => setOpen(index)}>
                <img
                  src={photo.url}
                  alt={t('programme.album.open', { caption: captionOf(photo, index) })}
                  width={photo.width || undefined}
                  height={photo.height || undefined}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      </ProgrammeState>
      <Dialog open={current !== undefined} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        {current && open !== null ? (
          <DialogContent className="spw-lightbox" onKeyDown={onKeyDown} aria-describedby={undefined}>
            <DialogTitle className="spw-visually-hidden">{t('programme.album.viewer')}</DialogTitle>
            <figure className="spw-lightbox__figure">
              <img className="spw-lightbox__image" src={current.url} alt={captionOf(current, open)} />
              <DialogDescription asChild>
                <figcaption className="spw-lightbox__caption">{captionOf(current, open)}</figcaption>
              </DialogDescription>
            </figure>
            <div className="spw-lightbox__nav">
              <Button variant="secondary" onClick={() => go(-1)} disabled={open === 0}>
                ← {t('programme.album.prev')}
              </Button>
              <span className="spw-lightbox__counter" aria-live="polite">
                {t('programme.album.counter', { current: open + 1, total: photos.length })}
              </span>
              <Button variant="secondary" onClick={() => go(1)} disabled={open === photos.length - 1}>
                {t('programme.album.next')} →
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
