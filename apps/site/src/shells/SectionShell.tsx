import { BannerSkeleton } from '@spw/ui/components/BannerSkeleton';
import { ColumnLayout, CreatorLayout, ExplorerLayout, MomentLayout, PersonalLayout, TitledLayout } from '@spw/ui/layouts/SectionLayouts';
import { useStore } from '@nanostores/react';
import { PageSection } from '@spw/ui/layouts/PageSection';
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { QueryProvider } from '../app/queries.tsx';
import { hrefToAny } from '../app/href.ts';
import type { RouteDef } from '../app/route-types.ts';
import { userAtom } from '../app/session.ts';
import { setSidebarOpen, sidebarOpenAtom } from '../app/sidebar.ts';
import { pushToast } from '../app/toasts.ts';
import { useSearch } from 'wouter';
import { idParam } from '../app/id-param.ts';
import { lazyComponent } from '../app/lazy.ts';
import { MomentBanner } from './section.ts';

/** The column layout's header (banner, stats, subscribe), its own chunk: only column pages download it. */
const ColumnBanner = lazyComponent(() => import('../features/column/ColumnBanner.tsx'));

const linkTo = (path: string) => hrefToAny(path);

/** The section layouts under the root navbar, inside the server-state cache (the Moment header's banners). */
export default function SectionShell({ route, children }: { route: RouteDef; children: ReactNode }) {
  return (
    <QueryProvider>
      <Section route={route}>{children}</Section>
    </QueryProvider>
  );
}

/** The section layouts under the root navbar: explorer, moment, personal, column, creator … (events: EventsShell.tsx) */
function Section({ route, children }: { route: RouteDef; children: ReactNode }) {
  const intl = useIntl();
  const user = useStore(userAtom);
  // The sidebar (personal centre, creator back-office) stays open or folded as the cookie says.
  const sidebarOpen = useStore(sidebarOpenAtom);
  const sidebar = { open: sidebarOpen, onOpenChange: setSidebarOpen };
  switch (route.layout) {
    case 'explorer':
      return (
        <ExplorerLayout
          currentPath={route.path}
          linkTo={linkTo}
          onUnavailable={() => pushToast('info', intl.formatMessage({ id: 'common.comingSoon' }))}
        >
          {children}
        </ExplorerLayout>
      );
    case 'moment':
      return (
        <MomentLayout
          banner={
            <Suspense fallback={<BannerSkeleton />}>
              <MomentBanner />
            </Suspense>
          }
          currentPath={route.path}
          linkTo={linkTo}
        >
          {children}
        </MomentLayout>
      );
    case 'personal':
      return (
        <PersonalLayout currentPath={route.path} linkTo={linkTo} sidebar={sidebar}>
          {children}
        </PersonalLayout>
      );
    case 'column':
      return <ColumnSection route={route}>{children}</ColumnSection>;
    // The community square's pages carry their own heading and way back: no title band above them.
    case 'forum':
      return <PageSection>{children}</PageSection>;
    case 'creator':
      return (
        <CreatorLayout
          permission={user?.permission ?? {}}
          admin={user?.role === 'admin'}
          currentPath={route.path}
          linkTo={linkTo}
          sidebar={sidebar}
        >
          {children}
        </CreatorLayout>
      );
    default:
      return <TitledLayout title={intl.formatMessage({ id: route.title })}>{children}</TitledLayout>;
  }
}

/** A column's pages: its header above the tabs, and tabs that stay on the column of the link. */
function ColumnSection({ route, children }: { route: RouteDef; children: ReactNode }) {
  const id = idParam(new URLSearchParams(useSearch()).get('id')) ?? undefined;
  return (
    <ColumnLayout
      header={
        <Suspense fallback={<BannerSkeleton />}>
          <ColumnBanner />
        </Suspense>
      }
      currentPath={route.path}
      linkTo={(path) => hrefToAny(path, { id })}
    >
      {children}
    </ColumnLayout>
  );
}
