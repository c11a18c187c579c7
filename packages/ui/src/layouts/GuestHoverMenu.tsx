import type { components } from '@spw/api';
import { pickText, type Locale } from '@spw/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import './GuestHoverMenu.css';

type Guest = components['schemas']['Guest'];
type GuestGroup = components['schemas']['GuestGroup'];

export interface GuestHoverMenuProps {
  label: string;
  /** Where the label itself leads (the guest list). */
  href: string;
  groups: GuestGroup[];
  guests: Guest[];
  locale: Locale;
  guestHref: (guest: Guest) => string;
  /** The spec's timings: the submenu opens after 400 ms of hover, the menu hides 100 ms after leaving. */
  openDelay?: number;
  closeDelay?: number;
  defaultOpen?: boolean;
  /**
   * The guests are still on their way: the open panel says so. The shell asks for them when the
   * menu is first wanted (`onIntent`), not with every page of the edition.
   */
  loading?: boolean;
  /** The pointer came over the menu, it took the focus, or its toggle was pressed (once is enough). */
  onIntent?: () => void;
}

/** English shows en_name when there is one, otherwise the nickname (the spec's rule). */
export function guestName(guest: Pick<Guest, 'nickname' | 'en_name'>, locale: Locale): string {
  return pickText(locale, guest.nickname, guest.en_name);
}

/** Guests grouped by group_id, in the groups' order; groups without guests are left out. */
export function groupGuests(groups: GuestGroup[], guests: Guest[]): { group: GuestGroup; guests: Guest[] }[] {
  return groups
    .map((group) => ({ group, guests: guests.filter((g) => g.group_id === group.id) }))
    .filter((entry) => entry.guests.length > 0);
}

/** The events shell's guest menu: hover or keyboard opens a panel of guest groups. */
export function GuestHoverMenu({
  label,
  href,
  groups,
  guests,
  locale,
  guestHref,
  openDelay = 400,
  closeDelay = 100,
  defaultOpen = false,
  loading = false,
  onIntent,
}: GuestHoverMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();
  const grouped = groupGuests(groups, guests);

  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };

  return (
    <div
      className="spw-guest-menu"
      data-slot="guest-menu"
      onMouseEnter={() => {
        onIntent?.();
        later(true, openDelay);
      }}
      onFocus={onIntent}
      onMouseLeave={() => later(false, closeDelay)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          (e.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) later(false, closeDelay);
      }}
    >
      <a className="spw-guest-menu__link" href={href}>
        {label}
      </a>
      <button
        type="button"
        className="spw-guest-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: 'guest.menu.toggle' }, { label })}
        onClick={() => {
          onIntent?.();
          clearTimeout(timer.current);
          setOpen(!open);
        }}
      >
        <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {/* Drawn only while open: an edition may have hundreds of guests, and most visits never open it. */}
      <div id={panelId} className="spw-guest-menu__panel" hidden={!open}>
        {!open ? null : loading ? (
          <p className="spw-guest-menu__empty" role="status">
            {intl.formatMessage({ id: 'common.loading' })}
          </p>
        ) : grouped.length === 0 ? (
          <p className="spw-guest-menu__empty">{intl.formatMessage({ id: 'guest.none' })}</p>
        ) : (
          <div className="spw-guest-menu__groups">
            {grouped.map(({ group, guests: members }) => (
              <section
                key={group.id}
                className="spw-guest-menu__group"
                aria-label={guestName({ nickname: group.name, en_name: group.en_name }, locale)}
              >
                <p className="spw-guest-menu__group-name">{guestName({ nickname: group.name, en_name: group.en_name }, locale)}</p>
                <ul>
                  {members.map((guest) => (
                    <li key={guest.id}>
                      <a href={guestHref(guest)}>{guestName(guest, locale)}</a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
