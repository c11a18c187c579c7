import { useIntl } from 'react-intl';
import { useT } from '../lib/intl.tsx';
import { Avatar } from '../components/Avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../primitives/DropdownMenu.tsx';
import './UserMenu.css';

export interface UserMenuLinks {
  profile: string;
  edit: string;
  notifications: string;
  /** Works review for competition 4: shown to reviewers only. */
  review: string;
  orders: string;
}

export interface UserMenuProps {
  user: { nickname: string; avatar: string; is_reviewer: 0 | 1 };
  links: UserMenuLinks;
  onLogout: () => void;
  /** For stories and tests: start open. */
  defaultOpen?: boolean;
}

/** The spec's user dropdown: profile, edit profile, notifications, review (reviewers), orders, logout. */
export function UserMenu({ user, links, onLogout, defaultOpen }: UserMenuProps) {
  const intl = useIntl();
  const t = useT();
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger className="spw-user-menu__trigger">
        {/* Named by its hidden words, not aria-label, so the name seen and the name heard never disagree. */}
        <Avatar src={user.avatar} name={user.nickname} size="sm" decorative />
        <span className="spw-user-menu__name" aria-hidden="true">
          {user.nickname}
        </span>
        <span className="spw-visually-hidden">{intl.formatMessage({ id: 'nav.user.menu' }, { name: user.nickname })}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{user.nickname}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={links.profile}>{t('nav.user.profile')}</a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={links.edit}>{t('nav.user.edit')}</a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={links.notifications}>{t('nav.user.notifications')}</a>
        </DropdownMenuItem>
        {user.is_reviewer === 1 ? (
          <DropdownMenuItem asChild>
            <a href={links.review}>{t('nav.user.review')}</a>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <a href={links.orders}>{t('nav.user.orders')}</a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>{t('nav.user.logout')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
