import type { ErrorData } from 'hls.js';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Loading } from '../../components/Loading.tsx';
import './live-player.css';

export interface LivePlayerProps {
  sourceType: 'hls' | 'mp4' | 'embed';
  /** What plays; '' when there is nothing to play yet (then `placeholder` is shown over the poster). */
  url: string;
  /** '' → a plain dark panel. */
  poster: string;
  /** The accessible name of the video / iframe and of the play button. */
  title: string;
  titleLang: 'en' | 'zh-CN';
  /** E.g. a countdown, or "no replay". */
  placeholder?: ReactNode;
  /** Test hook: called with a short reason when playback fails. */
  onError?: (reason: string) => void;
  /** Called when an HLS or MP4 video plays to its end (an embedded player does not say). */
  onEnded?: () => void;
}

/**
 * idle: the poster and the play button (nothing downloaded); loading: hls.js is being fetched;
 * playing: the video or the embedded player; error: the message and a retry. A phase belongs to
 * the address it was started for: another address starts at the poster again.
 */
type Phase = { kind: 'idle' } | { kind: 'loading' | 'playing' | 'error'; url: string; type: LivePlayerProps['sourceType'] };

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * A stream's player: a 16:9 box showing the poster until the reader presses play, then the video
 * (MP4, or HLS natively or through hls.js, downloaded only then) or the live platform's embedded
 * player. A stream that cannot play says so, with a way back to the poster.
 */
export function LivePlayer({ sourceType, url, poster, title, titleLang, placeholder, onError, onEnded }: LivePlayerProps) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const current = phase.kind !== 'idle' && phase.url === url && phase.type === sourceType ? phase.kind : 'idle';
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  /** Where the focus goes after the next render: the player once started, the play button after a retry. */
  const focusNext = useRef<'player' | 'play' | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  const active = current === 'loading' || current === 'playing';

  // HLS: natively where the browser can (Safari, iOS), else through hls.js, fetched on the first press.
  useEffect(() => {
    const video = videoRef.current;
    if (!active || sourceType !== 'hls' || !video) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const fail = (reason: string) => {
      if (cancelled) return;
      setPhase({ kind: 'error', url, type: sourceType });
      onErrorRef.current?.(reason);
    };
    if (video.canPlayType(HLS_MIME)) {
      video.src = url;
      setPhase({ kind: 'playing', url, type: sourceType });
    } else {
      import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            fail('hls-unsupported');
            return;
          }
          const hls = new Hls();
          destroy = () => hls.destroy();
          hls.on(Hls.Events.ERROR, (_event, data: ErrorData) => {
            if (data.fatal) fail(`hls-${data.details}`);
          });
          hls.loadSource(url);
          hls.attachMedia(video);
          setPhase({ kind: 'playing', url, type: sourceType });
        })
        .catch(() => fail('hls-import'));
    }
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [active, sourceType, url]);

  // The focus follows the reader's press: into the player, or back to the play button after a retry.
  useEffect(() => {
    if (focusNext.current === 'player' && active) {
      (sourceType === 'embed' ? frameRef.current : videoRef.current)?.focus();
      focusNext.current = null;
    } else if (focusNext.current === 'play' && current === 'idle') {
      playRef.current?.focus();
      focusNext.current = null;
    }
  }, [active, current, sourceType]);

  const start = () => {
    focusNext.current = 'player';
    setPhase({ kind: sourceType === 'hls' ? 'loading' : 'playing', url, type: sourceType });
  };
  const videoFailed = () => {
    setPhase({ kind: 'error', url, type: sourceType });
    onErrorRef.current?.('video');
  };
  const retry = () => {
    focusNext.current = 'play';
    setPhase({ kind: 'idle' });
  };

  let body: ReactNode;
  if (active && sourceType === 'embed') {
    body = (
      <iframe
        ref={frameRef}
        className="spw-live-player__media"
        src={url}
        title={title}
        lang={titleLang}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  } else if (active) {
    body = (
      <>
        <video
          ref={videoRef}
          className="spw-live-player__media"
          // An HLS stream's address is given by the effect above (natively, or hls.js's own).
          src={sourceType === 'mp4' ? url : undefined}
          poster={poster || undefined}
          aria-label={title}
          lang={titleLang}
          controls
          playsInline
          autoPlay
          preload="none"
          onError={videoFailed}
          onEnded={onEnded}
        />
        {current === 'loading' ? <Loading variant="overlay" className="spw-live-player__loading" label={t('live.player.loading')} /> : null}
      </>
    );
  } else {
    body = (
      <>
        {poster ? <img className="spw-live-player__poster" src={poster} alt="" decoding="async" /> : null}
        {current === 'error' ? (
          <div className="spw-live-player__overlay spw-live-player__error" role="alert">
            <p className="spw-live-player__message">{t('live.player.error')}</p>
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('common.retry')}
            </Button>
          </div>
        ) : url ? (
          <button ref={playRef} type="button" className="spw-live-player__play" onClick={start}>
            <span className="spw-live-player__play-mark" aria-hidden="true">
              <svg viewBox="0 0 24 24" focusable="false">
                <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
              </svg>
            </span>
            <span className="spw-visually-hidden">
              <FormattedMessage id="live.player.play" values={{ title: <span lang={titleLang}>{title}</span> }} />
            </span>
          </button>
        ) : placeholder ? (
          <div className="spw-live-player__overlay spw-live-player__placeholder">{placeholder}</div>
        ) : null}
      </>
    );
  }

  return (
    <div className="spw-live-player" data-state={current} data-poster={poster ? 'true' : 'false'}>
      {body}
    </div>
  );
}
