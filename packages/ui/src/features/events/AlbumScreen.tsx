import { pickText } from '@spw/i18n';
import type { components } from '@spw/api';
import { lazy, Suspense, useState } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { ProgrammeState, listState, type ProgrammeListProps } from './ProgrammeState.tsx';
import './programme.css';

type Photo = components['schemas']['Photo'];

// The viewer (and Radix's dialog stack, about 13 KB gzip) comes when a photo is first opened, or
// pointed at: the grid is drawn without it.
const loadLightbox = () => import('./AlbumLightbox.tsx');
const AlbumLightbox = lazy(() => loadLightbox().then((m) => ({ default: m.AlbumLightbox })));
const preloadLightbox = () => void loadLightbox();

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
              <button
                type="button"
                className="spw-album__thumb"
                onClick={() => setOpen(index)}
                onPointerEnter={preloadLightbox}
                onFocus={preloadLightbox}
              >
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
      {current && open !== null ? (
        <Suspense fallback={null}>
          <AlbumLightbox photos={photos} index={open} captionOf={captionOf} onIndexChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
