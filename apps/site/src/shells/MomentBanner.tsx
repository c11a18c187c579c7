import { BannerCarousel } from '@spw/ui/components/BannerCarousel';
import { useQuery } from '@tanstack/react-query';
import { api } from '../app/api.ts';
import { hrefToAny } from '../app/href.ts';
import { MOMENT_BANNERS } from './section.ts';

/** The Moment header's carousel: the spec's five web banners (rows=5, position=index, platform=web, type=banner). */
export function MomentBanner() {
  const banners = useQuery({
    queryKey: ['/banner/lists', 'index', 'web'],
    queryFn: ({ signal }) => api.get('/banner/lists', { query: MOMENT_BANNERS, signal }),
    staleTime: 5 * 60_000,
  });
  // A failed load has been shown as a toast by the client: the header goes on without banners.
  return <BannerCarousel items={banners.data?.list ?? []} loading={banners.isPending} linkTo={(path) => hrefToAny(path)} />;
}
