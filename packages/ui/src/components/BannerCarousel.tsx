import type { components } from '@spw/api';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentProps, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn.ts';
import type { LinkTo } from '../layouts/SectionLayouts.tsx';
import { BannerSkeleton } from './BannerSkeleton.tsx';
import type * as BannerEngine from './banner-engine.ts';
import type { EmblaCarouselType } from './banner-engine.ts';
import './BannerCarousel.css';

export type Banner = components['schemas']['Banner'];

/** The spec's "Banner: 5 items": the list call asks for rows=5, and no more are ever shown. */
export const BANNER_MAX_ITEMS = 5;

/**
 * Embla's `duration` is not in milliseconds: each frame (a fixed 1000/60 ms step) the speed grows by
 * distance / duration and is then multiplied by a friction of 0.68. Stepping that spring for a
 * 1200 px slide, 20 is within 1% of the target after ~480 ms and within a pixel after ~630 ms, with
 * no overshoot (the default, 25, needs ~700 ms; 17 and below overshoot). Measured in Chromium on the
 * stories' 1200 px frame: 95% of the way in 380–490 ms, 99% in 510–540 ms. The time does not depend
 * on the distance, so phones get the same ~500 ms: the spec's "carousel speed 500 ms".
 */
export const BANNER_EMBLA_DURATION = 20;

/** How long each banner stays before the next one slides in, in ms. */
export const BANNER_AUTOPLAY_DELAY = 5000;

/** How long before the first turn the moving parts are fetched, so they are here when it comes. */
const ENGINE_AHEAD_MS = 1500;

type Engine = typeof BannerEngine;

export interface BannerCarouselProps extends Omit<ComponentProps<'section'>, 'children' | 'ref'> {
  /** The banners from `GET /banner/lists` (rows=5); only the first five are shown. */
  items: readonly Banner[];
  /** Builds the href of a site route such as '/article/detail?id=3' (the site uses hash routes). */
  linkTo: LinkTo;
  /** The list is being fetched: a skeleton of the carousel's size stands in, so nothing shifts. */
  loading?: boolean;
  /**
   * Move on by itself (default). It still waits while the pointer is over it or the keyboard is in
   * it, does not start for `prefers-reduced-motion: reduce`, and can be paused with its own button.
   * Stories turn it off so their pictures are still.
   */
  autoplay?: boolean;
  /** How long each banner stays, in ms (default 5000). */
  delay?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

type Target = { href: string; external: boolean } | null;

/** A site route goes through linkTo; an http(s) URL opens in a new tab; anything else (javascript:, '') is no link. */
function targetOf(url: string, linkTo: LinkTo): Target {
  const value = url.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('//')) return { href: value, external: true };
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return null;
  return { href: linkTo(value.startsWith('/') ? value : `/${value}`), external: false };
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The Moment header's banners: up to five pictures that loop, sliding in ~500 ms, moving on every
 * 5 s. Previous and next buttons, a dot per banner and a pause button; each banner is a link.
 *
 * - `loading`: a skeleton the same size as the carousel.
 * - No banners: draws nothing. The Moment header then starts with its tabs rather than an empty
 *   grey box promising a picture (the skeleton's space closes once the empty answer arrives).
 * - One banner: the picture and its link only; no buttons, nothing moves.
 * - A picture that fails to load: the banner's title on a platinum gradient, still a link.
 */
export function BannerCarousel({
  items,
  linkTo,
  loading = false,
  autoplay = true,
  delay = BANNER_AUTOPLAY_DELAY,
  className,
  ...props
}: BannerCarouselProps) {
  const intl = useIntl();
  const english = !intl.locale.toLowerCase().startsWith('zh');
  const banners = useMemo(() => items.slice(0, BANNER_MAX_ITEMS), [items]);
  const count = banners.length;
  const carousel = count > 1;
  const reducedMotion = useReducedMotion();

  // The moving parts (embla) come when the carousel is first wanted: until then the first banner,
  // the buttons and the dots are drawn and work (a choice moves the track by CSS), and nothing
  // weighs on the page's first load.
  const [wanted, setWanted] = useState(false);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | undefined>();
  const [selected, setSelected] = useState(0);
  /** Pictures (by URL) that did not load. */
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  /** The pause button's choice; until pressed, reduced motion decides. */
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const paused = choice === 'pause' || (choice === null && reducedMotion);
  const rotating = carousel && autoplay && !paused && !hovered && !focused;
  /** The banner in view, for the engine to start at (it may come after a reader's choice). */
  const selectedRef = useRef(0);
  selectedRef.current = selected;

  // Wanted a moment before the first turn of a rotating carousel (hover, focus and touch want it at once).
  useEffect(() => {
    if (!carousel || wanted || !rotating) return undefined;
    const timer = setTimeout(() => setWanted(true), Math.max(0, delay - ENGINE_AHEAD_MS));
    return () => clearTimeout(timer);
  }, [carousel, wanted, rotating, delay]);

  useEffect(() => {
    if (!carousel || !wanted || engine) return undefined;
    let live = true;
    void import('./banner-engine.ts').then((loaded) => {
      if (live) setEngine(loaded);
    });
    return () => {
      live = false;
    };
  }, [carousel, wanted, engine]);

  // Autoplay is driven from here (hover, keyboard focus, the pause button, reduced motion), so the
  // plugin's own stop-on-interaction rules are all off.
  useEffect(() => {
    if (!engine || !viewport || !carousel) return undefined;
    const plugins = autoplay
      ? [
          engine.Autoplay({
            delay,
            jump: reducedMotion,
            playOnInit: false,
            stopOnInteraction: false,
            stopOnMouseEnter: false,
            stopOnFocusIn: false,
          }),
        ]
      : [];
    const instance = engine.EmblaCarousel(
      viewport,
      { loop: true, duration: BANNER_EMBLA_DURATION, startIndex: selectedRef.current },
      plugins,
    );
    setApi(instance);
    return () => {
      instance.destroy();
      setApi(undefined);
    };
  }, [engine, viewport, carousel, autoplay, delay, reducedMotion]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (rotating) plugin.play();
    else plugin.stop();
  }, [api, rotating]);

  const go = useCallback(
    (move: 'previous' | 'next' | number) => {
      if (!api) {
        // Before the engine: the choice shows at once (the track moves by CSS), and the engine starts there.
        setWanted(true);
        setSelected((at) => (move === 'previous' ? (at + count - 1) % count : move === 'next' ? (at + 1) % count : move));
        return;
      }
      if (move === 'previous') api.scrollPrev(reducedMotion);
      else if (move === 'next') api.scrollNext(reducedMotion);
      else api.scrollTo(move, reducedMotion);
      // A fresh full delay after the reader chose a banner.
      api.plugins().autoplay?.reset();
    },
    [api, reducedMotion, count],
  );

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    setWanted(true);
    // Keyboard focus holds the carousel still; a mouse click on a button is covered by hover.
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  if (loading) return <BannerSkeleton {...props} className={className} />;
  if (count === 0) return null;

  const label = intl.formatMessage({ id: 'carousel.label' });
  const current = Math.min(selected, count - 1);
  const slideName = (index: number) => intl.formatMessage({ id: 'carousel.slide' }, { index: index + 1, total: count });

  const slides = banners.map((banner, index) => {
    const title = (english && banner.en_title?.trim()) || banner.title;
    const target = targetOf(banner.url_web, linkTo);
    const broken = !banner.pic || failed.has(banner.pic);
    const picture = broken ? (
      <span className="spw-banner__fallback">
        <span className="spw-banner__fallback-title">{title}</span>
      </span>
    ) : (
      <img
        className="spw-banner__img"
        src={banner.pic}
        alt={title}
        width={1200}
        height={400}
        draggable={false}
        decoding="async"
        fetchPriority={index === 0 ? 'high' : 'low'}
        onError={() => setFailed((previous) => new Set(previous).add(banner.pic))}
      />
    );
    const content = target ? (
      <a
        className="spw-banner__link"
        href={target.href}
        draggable={false}
        {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {picture}
        {target.external ? ' ' : null}
        {target.external ? <span className="spw-visually-hidden">{intl.formatMessage({ id: 'carousel.newTab' })}</span> : null}
      </a>
    ) : (
      <div className="spw-banner__link">{picture}</div>
    );
    return (
      <div
        key={`${banner.id}-${index}`}
        className="spw-banner__slide"
        data-current={index === current || undefined}
        {...(carousel
          ? {
              role: 'group',
              'aria-roledescription': intl.formatMessage({ id: 'carousel.roleSlide' }),
              'aria-label': slideName(index),
              // Banners out of view are not reachable by Tab nor read out.
              inert: index !== current,
            }
          : {})}
      >
        {content}
      </div>
    );
  });

  if (!carousel) {
    return (
      <section {...props} data-slot="banner-carousel" data-state="single" aria-label={label} className={cn('spw-banner', className)}>
        <div className="spw-banner__frame">
          <div className="spw-banner__viewport">
            <div className="spw-banner__track">{slides}</div>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section
      {...props}
      role="region"
      data-slot="banner-carousel"
      data-state={rotating ? 'playing' : 'still'}
      aria-roledescription={intl.formatMessage({ id: 'carousel.roleCarousel' })}
      aria-label={label}
      className={cn('spw-banner', className)}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseEnter={() => {
        setWanted(true);
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={() => setWanted(true)}
    >
      <div className="spw-banner__frame">
        {/* Tab order as the APG carousel: the rotation control, previous, next, the dots, then the banner. */}
        {autoplay ? (
          <button
            type="button"
            className="spw-banner__toggle"
            aria-label={intl.formatMessage({ id: paused ? 'carousel.play' : 'carousel.pause' })}
            onClick={() => setChoice(paused ? 'play' : 'pause')}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              {paused ? (
                <path d="M5 3.5v9l7.5-4.5z" fill="currentColor" />
              ) : (
                <path d="M4.5 3.5h2.5v9H4.5zM9 3.5h2.5v9H9z" fill="currentColor" />
              )}
            </svg>
          </button>
        ) : null}
        <button
          type="button"
          className="spw-banner__arrow spw-banner__arrow--previous"
          aria-label={intl.formatMessage({ id: 'carousel.previous' })}
          onClick={() => go('previous')}
        >
          <Chevron direction="previous" />
        </button>
        <button
          type="button"
          className="spw-banner__arrow spw-banner__arrow--next"
          aria-label={intl.formatMessage({ id: 'carousel.next' })}
          onClick={() => go('next')}
        >
          <Chevron direction="next" />
        </button>
        <div className="spw-banner__dots" role="group" aria-label={intl.formatMessage({ id: 'carousel.choose' })}>
          {banners.map((banner, index) => (
            <button
              key={`${banner.id}-${index}`}
              type="button"
              className="spw-banner__dot"
              aria-label={slideName(index)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
        <div ref={setViewport} className="spw-banner__viewport" aria-live={rotating ? 'off' : 'polite'}>
          {/* Before the engine, data-at moves the track to the chosen banner (BannerCarousel.css); embla's own style wins after. */}
          <div className="spw-banner__track" data-at={api ? undefined : current}>
            {slides}
          </div>
        </div>
      </div>
    </section>
  );
}
