import type { Locale, MessageKey } from '@spw/i18n';
import { BannerSkeleton } from '@spw/ui/components/BannerSkeleton';
import { GuestHoverMenu } from '@spw/ui/layouts/GuestHoverMenu';
import { EventsLayout } from '@spw/ui/layouts/EventsLayout';
import { ColumnLayout, CreatorLayout, ExplorerLayout, MomentLayout, PersonalLayout, TitledLayout } from '@spw/ui/layouts/SectionLayouts';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { useEditionFrom } from '../app/current.ts';
import { QueryProvider } from '../app/queries.tsx';
import { editionQuery, guestListQuery } from '../features/events/events.ts';
import { localeAtom } from '../app/i18n.ts';
import { hrefTo, hrefToAny, type RoutePath } from '../app/href.ts';
import type { RouteDef } from '../app/route-types.ts';
import { userAtom } from '../app/session.ts';
import { sidebarOpenAtom } from '../app/sidebar.ts';
import { pushToast } from '../app/toasts.ts';
import { MomentBanner } from './section.ts';

const linkTo = (path: string) => hrefToAny(path);

function EventsShell({ route, children }: { route: RouteDef; children: ReactNode }) {
  const intl = useIntl();
  const locale: Locale = useAtomValue(localeAtom);
  const search = new URLSearchParams(useSearch());
  // No events_id: the current edition (webinfo). A malformed one names no edition: the page says
  // so, and the header names the week without a year.
  const eventsId = useEditionFrom(search.get('events_id')).id ?? 0;
  const edition = useQuery({ ...editionQuery(eventsId), enabled: eventsId > 0 });
  const guests = useQuery({ ...guestListQuery(eventsId), enabled: eventsId > 0 });
  const q = { events_id: eventsId > 0 ? eventsId : undefined };
  const link = (path: RoutePath, label: MessageKey) => ({
    href: hrefTo(path, q),
    label: intl.formatMessage({ id: label }),
    current: route.path === path,
  });
  return (
    <EventsLayout
      // While the edition loads, its name with figure spaces for the year: the same width and
      // wrapping as the name to come, so nothing below moves when the year arrives.
      title={intl.formatMessage({ id: 'events.title' }, { year: edition.data?.year ?? '\u2007\u2007\u2007\u2007' })}
      links={[
        link('/events/index', 'events.nav.home'),
        link('/events/agenda/list', 'events.nav.agenda'),
        link('/events/sponsor/list', 'events.nav.sponsors'),
        link('/ticket/list', 'events.nav.tickets'),
        link('/events/reg', 'events.nav.reg'),
      ]}
      guestMenu={
        <GuestHoverMenu
          label={intl.formatMessage({ id: 'events.nav.guests' })}
          href={hrefTo('/events/guest/list', q)}
          groups={guests.data?.groups ?? []}
          guests={guests.data?.list ?? []}
          locale={locale}
          guestHref={(guest) => hrefTo('/events/guest/detail', { guest_id: guest.id, events_id: eventsId })}
        />
      }
    >
      {children}
    </EventsLayout>
  );
}

/** The section layouts under the root navbar, inside the server-state cache they read their menus with. */
export default function SectionShell({ route, children }: { route: RouteDef; children: ReactNode }) {
  return (
    <QueryProvider>
      <Section route={route}>{children}</Section>
    </QueryProvider>
  );
}

/** The section layouts under the root navbar: explorer, moment, personal, column, events, creator … */
function Section({ route, children }: { route: RouteDef; children: ReactNode }) {
  const intl = useIntl();
  const user = useAtomValue(userAtom);
  // The sidebar (personal centre, creator back-office) stays open or folded as the cookie says.
  const [sidebarOpen, setSidebarOpen] = useAtom(sidebarOpenAtom);
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
      return (
        <ColumnLayout currentPath={route.path} linkTo={linkTo}>
          {children}
        </ColumnLayout>
      );
    case 'events':
      return <EventsShell route={route}>{children}</EventsShell>;
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
