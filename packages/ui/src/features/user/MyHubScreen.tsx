import type { MessageKey } from '@spw/i18n';
import { formatNumber } from '@spw/i18n';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import './hub.css';

export type HubTab = 'favorites' | 'likes' | 'subscriptions' | 'registrations';

export interface HubCounts {
  favorites: number;
  likes: number;
  subscriptions: number;
  registrations: number;
  follow_amount: number;
  fans_amount: number;
  unread_notifications: number;
  unread_messages: number;
}

export type HubShortcutKey =
  | 'profile'
  | 'userinfo'
  | 'orders'
  | 'tickets'
  | 'messages'
  | 'notifications'
  | 'addresses'
  | 'invoices'
  | 'password'
  | 'certification'
  | 'forum'
  | 'creator';

export interface HubShortcut {
  key: HubShortcutKey;
  href: string;
}

export interface MyHubScreenProps {
  user: { nickname: string; avatar: string; is_verified: 0 | 1; verified_type: number; verified_reason?: string };
  /** null while loading (tabs show without counts, figures show a placeholder). */
  counts: HubCounts | null;
  /** The links shown, in this order (the page leaves out the creator centre for non-creators). */
  shortcuts: HubShortcut[];
  tab: HubTab;
  tabHrefOf: (tab: HubTab) => string;
  /** The member's follow list. */
  followHref: string;
  /** Their fans list. */
  fansHref: string;
  /** The current tab's list. */
  children: ReactNode;
}

const TABS: readonly HubTab[] = ['favorites', 'likes', 'subscriptions', 'registrations'];

const TAB_LABEL: Record<HubTab, MessageKey> = {
  favorites: 'hub.tab.favorites',
  likes: 'hub.tab.likes',
  subscriptions: 'hub.tab.subscriptions',
  registrations: 'hub.tab.registrations',
};

const SHORTCUT_LABEL: Record<HubShortcutKey, MessageKey> = {
  profile: 'hub.shortcut.profile',
  userinfo: 'hub.shortcut.userinfo',
  orders: 'hub.shortcut.orders',
  tickets: 'hub.shortcut.tickets',
  messages: 'hub.shortcut.messages',
  notifications: 'hub.shortcut.notifications',
  addresses: 'hub.shortcut.addresses',
  invoices: 'hub.shortcut.invoices',
  password: 'hub.shortcut.password',
  certification: 'hub.shortcut.certification',
  forum: 'hub.shortcut.forum',
  creator: 'hub.shortcut.creator',
};

/** Each shortcut's mark, drawn in currentColor on a 24-unit grid. */
const SHORTCUT_ICON: Record<HubShortcutKey, string> = {
  // A person.
  profile: 'M12 11.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4.5 20.5c.8-4 3.8-6.5 7.5-6.5s6.7 2.5 7.5 6.5',
  // A pencil.
  userinfo: 'M4 20l1-4.5L15.5 5a2.1 2.1 0 0 1 3 3L8 18.5z M13.5 7l3 3 M4 20h16',
  // A list on a clipboard.
  orders:
    'M8 4.5H6a1.5 1.5 0 0 0-1.5 1.5v13.5A1.5 1.5 0 0 0 6 21h12a1.5 1.5 0 0 0 1.5-1.5V6A1.5 1.5 0 0 0 18 4.5h-2 M8 3h8v3H8z M8 11h8 M8 15h5',
  // A ticket with its notches.
  tickets:
    'M3.5 7.5A1.5 1.5 0 0 1 5 6h14a1.5 1.5 0 0 1 1.5 1.5V10a2 2 0 0 0 0 4v2.5A1.5 1.5 0 0 1 19 18H5a1.5 1.5 0 0 1-1.5-1.5V14a2 2 0 0 0 0-4z M14 6v12',
  // A speech bubble.
  messages:
    'M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z M8 8.5h8 M8 11.5h5',
  // A bell.
  notifications: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2H4.5z M10 20.5a2 2 0 0 0 4 0',
  // A pin on a map.
  addresses: 'M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  // A receipt.
  invoices: 'M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21z M9 8h6 M9 12h6 M9 16h3',
  // A padlock.
  password: 'M6 11h12v9H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3 M12 14.5v2',
  // A shield with a check.
  certification: 'M12 3l7 3v5.5c0 4.5-3 8-7 9.5-4-1.5-7-5-7-9.5V6z M8.8 12l2.2 2.2 4.2-4.4',
  // Two speech bubbles: the community square.
  forum:
    'M3.5 5.5A2 2 0 0 1 5.5 3.5h9a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H9l-3.5 3v-3a2 2 0 0 1-2-2z M18.5 9h.5a1.5 1.5 0 0 1 1.5 1.5v5a1.5 1.5 0 0 1-1.5 1.5v2.5l-3-2.5h-4a1.5 1.5 0 0 1-1.5-1.5',
  // A pen nib.
  creator: 'M12 3l6 7-6 11-6-11z M12 3v9 M12 12a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z',
};

/** The shortcuts with an unread count: messages and notifications. */
function unreadOf(key: HubShortcutKey, counts: HubCounts | null): number {
  if (!counts) return 0;
  if (key === 'messages') return counts.unread_messages;
  if (key === 'notifications') return counts.unread_notifications;
  return 0;
}

/**
 * The signed-in member's hub (/user/my): a greeting with their picture and follow figures, shortcuts
 * to their other pages (unread messages and notifications marked), and the tabs of what they have
 * kept — favourites, likes, subscriptions and registrations — over the current tab's list (children).
 */
export function MyHubScreen({ user, counts, shortcuts, tab, tabHrefOf, followHref, fansHref, children }: MyHubScreenProps) {
  const t = useT();
  const locale = useLocale();
  const verified = user.is_verified === 1;
  const reason = user.verified_reason?.trim();
  const figures: { key: string; href: string; label: MessageKey; value: number | undefined }[] = [
    { key: 'following', href: followHref, label: 'hub.following', value: counts?.follow_amount },
    { key: 'fans', href: fansHref, label: 'hub.fans', value: counts?.fans_amount },
  ];

  return (
    <div className="spw-hub">
      <header className="spw-hub__head">
        {/* The name is written beside it: the picture (and its seal) need not be heard. */}
        <Avatar
          src={user.avatar || undefined}
          name={user.nickname}
          size="xl"
          verifiedType={verified ? user.verified_type : undefined}
          decorative
          aria-hidden="true"
          className="spw-hub__avatar"
        />
        <div className="spw-hub__who">
          <h1 className="spw-hub__greeting">
            {/* A name as its owner wrote it: not words of the site. */}
            <FormattedMessage id="hub.greeting" values={{ name: <span translate="no">{user.nickname}</span> }} />
          </h1>
          {verified ? (
            <p className="spw-hub__verified">
              <VerifiedBadge verified_type={user.verified_type} reason={reason || undefined} withLabel size="md" />
            </p>
          ) : null}
          <ul className="spw-hub__figures" aria-busy={counts ? undefined : true}>
            {figures.map((figure) => (
              <li key={figure.key}>
                <a href={figure.href}>
                  <span className="spw-hub__figure-label">{t(figure.label)}</span>{' '}
                  {figure.value === undefined ? (
                    <span className="spw-hub__figure-value spw-hub__figure-value--pending" aria-hidden="true" />
                  ) : (
                    <span className="spw-hub__figure-value">{formatNumber(figure.value, locale)}</span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </header>

      <nav className="spw-hub__shortcuts" aria-label={t('hub.shortcuts')}>
        <ul>
          {shortcuts.map((shortcut) => {
            const unread = unreadOf(shortcut.key, counts);
            return (
              <li key={shortcut.key}>
                <a className="spw-hub__shortcut" href={shortcut.href} data-key={shortcut.key}>
                  <span className="spw-hub__shortcut-icon" aria-hidden="true">
                    <svg viewBox="0 0 24 24" focusable="false">
                      <path
                        d={SHORTCUT_ICON[shortcut.key]}
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.6"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    {unread > 0 ? <span className="spw-hub__badge">{unread > 99 ? '99+' : formatNumber(unread, locale)}</span> : null}
                  </span>
                  <span className="spw-hub__shortcut-label">{t(SHORTCUT_LABEL[shortcut.key])}</span>
                  {unread > 0 ? <span className="spw-visually-hidden"> {t('hub.unread', { count: unread })}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <nav className="spw-hub__tabs" aria-label={t('hub.tabs')}>
        <ul>
          {TABS.map((value) => (
            <li key={value}>
              <a href={tabHrefOf(value)} aria-current={value === tab ? 'page' : undefined}>
                {t(TAB_LABEL[value])}
                {counts ? (
                  <>
                    {' '}
                    <span className="spw-hub__tab-count">{formatNumber(counts[value], locale)}</span>
                  </>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section className="spw-hub__panel" aria-label={t(TAB_LABEL[tab])}>
        {children}
      </section>
    </div>
  );
}
