import type { MessageKey } from '@spw/i18n';
import type { ReactNode } from 'react';
import { useT } from '../lib/intl.tsx';
import { PageSection } from './PageSection.tsx';
import { SectionTabs } from './SectionTabs.tsx';
import { SideNav, type SidebarState } from './SideNav.tsx';
import './SectionLayouts.css';

/** Builds a link to a route path (the site uses hash routes). */
export type LinkTo = (path: string) => string;

/** The Explorer header's tabs, as the spec orders them; Company (7) is not open yet. */
export const EXPLORER_TABS = [
  { id: 1, label: 'explorer.tab.explorer', path: '/home/index' },
  { id: 2, label: 'explorer.tab.articles', path: '/article/index' },
  { id: 3, label: 'explorer.tab.market', path: '/posts/list' },
  { id: 4, label: 'explorer.tab.reports', path: '/document/list' },
  { id: 5, label: 'explorer.tab.live', path: '/live/index' },
  { id: 6, label: 'explorer.tab.competition', path: '/competition/index' },
  { id: 7, label: 'explorer.tab.company', path: null },
] as const satisfies readonly { id: number; label: MessageKey; path: string | null }[];

export interface ExplorerLayoutProps {
  currentPath: string;
  linkTo: LinkTo;
  /** Company: the site shows '暂未开放，敬请期待'. */
  onUnavailable: () => void;
  children: ReactNode;
}

export function ExplorerLayout({ currentPath, linkTo, onUnavailable, children }: ExplorerLayoutProps) {
  const t = useT();
  return (
    <>
      <SectionTabs
        label={t('explorer.label')}
        tabs={EXPLORER_TABS.map((tab) =>
          tab.path
            ? { id: String(tab.id), label: t(tab.label), href: linkTo(tab.path), current: currentPath === tab.path }
            : { id: String(tab.id), label: t(tab.label), onSelect: onUnavailable },
        )}
      />
      <PageSection>{children}</PageSection>
    </>
  );
}

export interface MomentLayoutProps {
  /** The banner carousel. */
  banner: ReactNode;
  currentPath: string;
  linkTo: LinkTo;
  children: ReactNode;
}

const MOMENT_TABS = [
  { path: '/live/list', label: 'moment.tab.live' },
  { path: '/article/list', label: 'moment.tab.article' },
  { path: '/column/list', label: 'moment.tab.column' },
] as const satisfies readonly { path: string; label: MessageKey }[];

export function MomentLayout({ banner, currentPath, linkTo, children }: MomentLayoutProps) {
  const t = useT();
  return (
    <>
      <div className="spw-moment__banner">{banner}</div>
      <SectionTabs
        label={t('moment.label')}
        tabs={MOMENT_TABS.map((tab) => ({ id: tab.path, label: t(tab.label), href: linkTo(tab.path), current: currentPath === tab.path }))}
      />
      <PageSection>{children}</PageSection>
    </>
  );
}

const PERSONAL_LINKS = [
  { path: '/user/index', label: 'personal.profile' },
  { path: '/user/userinfo', label: 'personal.edit' },
  { path: '/order/list', label: 'personal.orders' },
  { path: '/events/my', label: 'personal.tickets' },
  { path: '/notification/list', label: 'personal.notifications' },
  { path: '/message/list', label: 'personal.messages' },
  { path: '/user/list', label: 'personal.friends' },
  { path: '/userAddress/list', label: 'personal.addresses' },
  { path: '/userInvoiceTitle/list', label: 'personal.invoices' },
  { path: '/setting/password', label: 'personal.password' },
] as const satisfies readonly { path: string; label: MessageKey }[];

export interface PersonalLayoutProps {
  currentPath: string;
  linkTo: LinkTo;
  /** The sidebar's open or closed state (the spec: kept in a cookie); without it the sidebar stays open. */
  sidebar?: SidebarState;
  children: ReactNode;
}

export function PersonalLayout({ currentPath, linkTo, sidebar, children }: PersonalLayoutProps) {
  const t = useT();
  return (
    <PageSection
      aside={
        <SideNav
          label={t('personal.label')}
          title={t('personal.label')}
          links={PERSONAL_LINKS.map((l) => ({ href: linkTo(l.path), label: t(l.label), current: currentPath === l.path }))}
          sidebar={sidebar}
        />
      }
    >
      {children}
    </PageSection>
  );
}

export interface ColumnLayoutProps {
  /** The column's banner and stats (drawn by the column feature). */
  header?: ReactNode;
  currentPath: string;
  linkTo: LinkTo;
  children: ReactNode;
}

export function ColumnLayout({ header, currentPath, linkTo, children }: ColumnLayoutProps) {
  const t = useT();
  const tabs = [
    { path: '/column/article', label: t('column.tab.article') },
    { path: '/column/user', label: t('column.tab.user') },
  ];
  return (
    <>
      {header}
      <SectionTabs
        label={t('column.label')}
        tabs={tabs.map((tab) => ({
          id: tab.path,
          label: tab.label,
          href: linkTo(tab.path),
          // The column's own page opens on its articles.
          current: currentPath === tab.path || (currentPath === '/column/detail' && tab.path === '/column/article'),
        }))}
      />
      <PageSection>{children}</PageSection>
    </>
  );
}

/** Creator back-office entries and the permission each needs (dashboard is for every creator). */
export const CREATOR_ENTRIES = [
  { path: '/creator/dashboard', label: 'creator.nav.dashboard', permission: null },
  { path: '/creator/article/list', label: 'creator.nav.article', permission: 'article' },
  { path: '/creator/special/list', label: 'creator.nav.special', permission: 'special' },
  { path: '/creator/company/detail', label: 'creator.nav.company', permission: 'company' },
  { path: '/creator/businessCard/list', label: 'creator.nav.businessCard', permission: 'company' },
  { path: '/creator/product/list', label: 'creator.nav.product', permission: 'company' },
  { path: '/creator/document/list', label: 'creator.nav.document', permission: 'document' },
  { path: '/creator/statistic/list', label: 'creator.nav.statistic', permission: 'statistic' },
  { path: '/creator/dataItem/list', label: 'creator.nav.dataItem', permission: 'dataItem' },
  { path: '/creator/dataSet/list', label: 'creator.nav.dataSet', permission: 'dataSet' },
  { path: '/creator/utils/netdisk', label: 'creator.nav.netdisk', permission: 'netdisk' },
  { path: '/creator/quoteData/list', label: 'creator.nav.quoteData', permission: 'quoteData' },
  // Admins only: the articles' review queue, the column applications, the verification requests, the organisers' inbox, the community's reports, the live streams, videos and series; confirm bank transfers and refund orders; the venue's check-in and lottery wall.
  { path: '/creator/article/review', label: 'creator.nav.articleReview', permission: 'admin' },
  { path: '/creator/column/review', label: 'creator.nav.columnReview', permission: 'admin' },
  { path: '/creator/certification/review', label: 'creator.nav.certificationReview', permission: 'admin' },
  { path: '/creator/guestbook/list', label: 'creator.nav.guestbook', permission: 'admin' },
  { path: '/creator/forum/reports', label: 'creator.nav.forumReports', permission: 'admin' },
  { path: '/creator/live/list', label: 'creator.nav.live', permission: 'admin' },
  { path: '/creator/video/list', label: 'creator.nav.video', permission: 'admin' },
  { path: '/creator/series/list', label: 'creator.nav.series', permission: 'admin' },
  { path: '/creator/orders', label: 'creator.nav.orders', permission: 'admin' },
  { path: '/events/checkin', label: 'creator.nav.checkin', permission: 'admin' },
  { path: '/draw/wall', label: 'creator.nav.drawWall', permission: 'admin' },
] as const satisfies readonly { path: string; label: MessageKey; permission: string | null }[];

/** The creator centre's entries a user may open: those their permission map allows (admins also the admin ones). */
export function creatorEntriesFor(permission: Partial<Record<string, string>>, admin: boolean) {
  const allowed = (p: string | null) => p === null || (p === 'admin' ? admin : permission[p] === '1');
  return CREATOR_ENTRIES.filter((e) => allowed(e.permission));
}

export interface CreatorLayoutProps {
  /** The user's permission map: '1' where allowed. */
  permission: Partial<Record<string, string>>;
  /** Administrators also see the admin entries (orders and payments). */
  admin?: boolean;
  currentPath: string;
  linkTo: LinkTo;
  /** The sidebar's open or closed state (the spec: kept in a cookie); without it the sidebar stays open. */
  sidebar?: SidebarState;
  children: ReactNode;
}

/** The creator back-office: a 210 px sidebar with the entries the permission map allows. */
export function CreatorLayout({ permission, admin = false, currentPath, linkTo, sidebar, children }: CreatorLayoutProps) {
  const t = useT();
  const section = (path: string) => path.split('/').slice(0, 3).join('/');
  const entries = creatorEntriesFor(permission, admin);
  // The entry of the page itself, else the first of its section (article/edit is under article/list, not the review queue).
  const here = entries.find((e) => e.path === currentPath) ?? entries.find((e) => section(e.path) === section(currentPath));
  const links = entries.map((e) => ({ href: linkTo(e.path), label: t(e.label), current: e === here }));
  return (
    <PageSection aside={<SideNav label={t('creator.label')} title={t('creator.label')} links={links} sidebar={sidebar} />}>
      {children}
    </PageSection>
  );
}

export interface TitledLayoutProps {
  title: string;
  children: ReactNode;
}

/** Forum and works review: a plain title band over the page. */
export function TitledLayout({ title, children }: TitledLayoutProps) {
  return (
    <>
      <div className="spw-titled">
        <p className="spw-titled__title">{title}</p>
      </div>
      <PageSection>{children}</PageSection>
    </>
  );
}
