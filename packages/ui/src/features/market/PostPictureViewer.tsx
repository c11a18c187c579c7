import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '../../components/Button.tsx';
import { useT } from '../../lib/intl.tsx';
import { Dialog, DialogContent, DialogTitle } from '../../primitives/Dialog.tsx';
import './post-detail.css';

export interface PostPictureViewerProps {
  /** The post's pictures. */
  images: string[];
  /** The one shown, or null: closed. */
  index: number | null;
  /** Another picture (the buttons, the arrow keys), or null: closed (Escape, the close button, outside). */
  onIndexChange: (index: number | null) => void;
}

/**
 * A post's pictures one at a time (PostDetailScreen loads it when first wanted). Opened by the page,
 * not by a Radix trigger: the focus goes back by hand to what had it (the thumbnail pressed).
 */
export function PostPictureViewer({ images, index, onIndexChange }: PostPictureViewerProps) {
  const t = useT();
  const returnTo = useRef<HTMLElement | null>(null);
  const total = images.length;
  const current = index === null ? undefined : images[index];
  const at = index ?? 0;
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const go = (step: number) => onIndexChange(Math.min(Math.max(at + step, 0), total - 1));
  // A button disabled under the focus (the first or last picture reached) hands it to the other.
  const handOver = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const to = handOver.current;
    handOver.current = null;
    if (to && !to.disabled) to.focus();
  }, [index]);
  const press = (step: number) => {
    const to = at + step;
    if (to <= 0) handOver.current = nextRef.current;
    else if (to >= total - 1) handOver.current = prevRef.current;
    go(step);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog open={current !== undefined} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      {current !== undefined ? (
        <DialogContent
          className="spw-post-viewer"
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnTo.current?.isConnected) return;
            event.preventDefault();
            returnTo.current.focus();
          }}
        >
          <DialogTitle className="spw-visually-hidden">{t('posts.viewer.title')}</DialogTitle>
          <img className="spw-post-viewer__image" src={current} alt={t('posts.detail.picture', { n: at + 1, total })} />
          <div className="spw-post-viewer__nav">
            <Button ref={prevRef} variant="secondary" onClick={() => press(-1)} disabled={at === 0}>
              <span aria-hidden="true">←</span> {t('posts.viewer.prev')}
            </Button>
            <span className="spw-post-viewer__counter" aria-live="polite">
              {t('posts.viewer.counter', { n: at + 1, total })}
            </span>
            <Button ref={nextRef} variant="secondary" onClick={() => press(1)} disabled={at === total - 1}>
              {t('posts.viewer.next')} <span aria-hidden="true">→</span>
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
