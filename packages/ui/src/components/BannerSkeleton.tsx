import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn.ts';
import { Skeleton } from './Loading.tsx';
import './BannerCarousel.css';

/**
 * The banner carousel's place while its banners (or its code: the carousel library comes with it)
 * load: the same size as the carousel, so nothing moves when it arrives.
 */
export function BannerSkeleton({ className, ...props }: Omit<ComponentProps<'section'>, 'children'>) {
  const intl = useIntl();
  return (
    <section
      {...props}
      data-slot="banner-carousel"
      data-state="loading"
      aria-label={intl.formatMessage({ id: 'carousel.label' })}
      aria-busy="true"
      className={cn('spw-banner', className)}
    >
      <div className="spw-banner__frame">
        <Skeleton variant="block" width="100%" height="100%" className="spw-banner__skeleton" />
      </div>
    </section>
  );
}
