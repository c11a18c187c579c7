import type { Locale, MessageKey } from '@spw/i18n';
import { EventsLayout } from '@spw/ui/layouts/EventsLayout';
import { GuestHoverMenu } from '@spw/ui/layouts/GuestHoverMenu';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { useEditionFrom } from '../app/current.ts';
import { hrefTo, type RoutePath } from '../app/href.ts';
import { localeAtom } from '../app/i18n.ts';
import { QueryProvider } from '../app/queries.tsx';
import type { RouteDef } from '../app/route-types.ts';
import { editionQuery, guestListQuery } from '../features/events/events.ts';

/** An edition's pages: its name, its menu and the guests' hover menu, inside the server-state cache. */
export default function EventsShell({ route, children }: { route: RouteDef; children: ReactNode }) {
  return (
    <QueryProvider>
      <Edition route={route}>{children}</Edition>
    </QueryProvider>
  );
}

function Edition({ route, children }: { route: RouteDef; children: ReactNode }) {
  const intl = useIntl();
  const locale: Locale = useStore(localeAtom);
  const search = new URLSearchParams(useSearch());
  // No events_id: the current edition (webinfo). A malformed one names no edition: the page says
  // so, and the header names the week without a year.
  const eventsId = useEditionFrom(search.get('events_id')).id ?? 0;
  const edition = useQuery({ ...editionQuery(eventsId), enabled: eventsId > 0 });
  // Asked for when the menu is first wanted (a guest page has them in the cache already).
  const [guestsWanted, setGuestsWanted] = useState(false);
  const guests = useQuery({ ...guestListQuery(eventsId), enabled: eventsId > 0 && guestsWanted });
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
          loading={eventsId > 0 && guests.isPending}
          onIntent={() => setGuestsWanted(true)}
        />
      }
    >
      {children}
    </EventsLayout>
  );
}
