import type { components } from '@spw/api';
import type { KeyboardEvent } from 'react';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../primitives/Dialog.tsx';
import './programme.css';

type Photo = components['schemas']['Photo'];

export interface AlbumLightboxProps {
  /** The photos of the album's page. */
  photos: Photo[];
  /** The one shown. */
  index: number;
  /** A photo's caption, or its place in the album when it has none. */
  captionOf: (photo: Photo, index: number) => string;
  /** Another photo (the buttons, the arrow keys), or null: closed (Escape, outside). */
  onIndexChange: (index: number | null) => void;
}

/** The album's viewer: one photo, its caption, and the way to the others (AlbumScreen loads it when first wanted). */
export function AlbumLightbox({ photos, index, captionOf, onIndexChange }: AlbumLightboxProps) {
  const t = useT();
  const current = photos[index];
  const go = (step: number) => onIndexChange(Math.min(Math.max(index + step, 0), photos.length - 1));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog open={current !== undefined} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      {current ? (
        <DialogContent className="spw-lightbox" onKeyDown={onKeyDown} aria-describedby={undefined}>
          <DialogTitle className="spw-visually-hidden">{t('programme.album.viewer')}</DialogTitle>
          <figure className="spw-lightbox__figure">
            <img className="spw-lightbox__image" src={current.url} alt={captionOf(current, index)} />
            <DialogDescription asChild>
              <figcaption className="spw-lightbox__caption">{captionOf(current, index)}</figcaption>
            </DialogDescription>
          </figure>
          <div className="spw-lightbox__nav">
            <Button variant="secondary" onClick={() => go(-1)} disabled={index === 0}>
              ← {t('programme.album.prev')}
            </Button>
            <span className="spw-lightbox__counter" aria-live="polite">
              {t('programme.album.counter', { current: index + 1, total: photos.length })}
            </span>
            <Button variant="secondary" onClick={() => go(1)} disabled={index === photos.length - 1}>
              {t('programme.album.next')} →
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
