// The banner carousel's moving parts (embla, ~9 KB gzip), loaded when the carousel is first wanted:
// a reader's pointer, touch or keyboard in it, or a moment before its first turn. Until then the
// carousel is drawn and usable without them (BannerCarousel.tsx).
export { default as EmblaCarousel } from 'embla-carousel';
export type { EmblaCarouselType } from 'embla-carousel';
export { default as Autoplay } from 'embla-carousel-autoplay';
