import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ColumnLayout, CreatorLayout, ExplorerLayout, MomentLayout, PersonalLayout, TitledLayout } from './SectionLayouts.tsx';

const linkTo = (path: string) => `#${path}`;
const body = <p>页面内容 / Page content</p>;

function Sections({
  which,
  permission = {},
  admin = false,
}: {
  which: 'explorer' | 'moment' | 'personal' | 'column' | 'creator' | 'titled';
  permission?: Record<string, string>;
  admin?: boolean;
}) {
  switch (which) {
    case 'explorer':
      return (
        <ExplorerLayout currentPath="/article/index" linkTo={linkTo} onUnavailable={fn().mockName('onUnavailable')}>
          {body}
        </ExplorerLayout>
      );
    case 'moment':
      return (
        <MomentLayout
          banner={<div style={{ height: 120, background: '#e6e1d6', borderRadius: 14 }} />}
          currentPath="/live/list"
          linkTo={linkTo}
        >
          {body}
        </MomentLayout>
      );
    case 'personal':
      return (
        <PersonalLayout currentPath="/order/list" linkTo={linkTo}>
          {body}
        </PersonalLayout>
      );
    case 'column':
      return (
        <ColumnLayout currentPath="/column/article" linkTo={linkTo}>
          {body}
        </ColumnLayout>
      );
    case 'creator':
      return (
        <CreatorLayout permission={permission} admin={admin} currentPath="/creator/article/edit" linkTo={linkTo}>
          {body}
        </CreatorLayout>
      );
    default:
      return <TitledLayout title="作品评审">{body}</TitledLayout>;
  }
}

const meta = {
  title: 'Layouts/SectionLayouts',
  component: Sections,
  parameters: { layout: 'fullscreen' },
  args: { which: 'explorer' },
} satisfies Meta<typeof Sections>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explorer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '文章' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '市场' })).toHaveAttribute('href', '#/posts/list');
    // Company (7) has no page yet: a button.
    await userEvent.click(canvas.getByRole('button', { name: '企业' }));
  },
};
export const Moment: Story = {
  args: { which: 'moment' },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: '直播' })).toHaveAttribute('aria-current', 'page'),
};
export const Personal: Story = {
  args: { which: 'personal' },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page'),
};
export const Column: Story = {
  args: { which: 'column' },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: '订阅者' })).toHaveAttribute('href', '#/column/user'),
};
export const CreatorWithEveryPermission: Story = {
  args: {
    which: 'creator',
    permission: {
      article: '1',
      company: '1',
      document: '1',
      special: '1',
      statistic: '1',
      dataSet: '1',
      dataItem: '1',
      netdisk: '1',
      quoteData: '1',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '文章管理' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link')).toHaveLength(12);
  },
};
/** An administrator also sees the articles' review queue, the column applications, the verification requests, the organisers' inbox, the community's reports, the live streams, videos and series, orders and payments, check-in and the lottery wall. */
export const CreatorAdmin: Story = {
  args: { which: 'creator', permission: { article: '1' }, admin: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '文章审核' })).toHaveAttribute('href', '#/creator/article/review');
    await expect(canvas.getByRole('link', { name: '专栏申请' })).toHaveAttribute('href', '#/creator/column/review');
    await expect(canvas.getByRole('link', { name: '认证审核' })).toHaveAttribute('href', '#/creator/certification/review');
    await expect(canvas.getByRole('link', { name: '主办方留言' })).toHaveAttribute('href', '#/creator/guestbook/list');
    await expect(canvas.getByRole('link', { name: '社区举报' })).toHaveAttribute('href', '#/creator/forum/reports');
    await expect(canvas.getByRole('link', { name: '直播管理' })).toHaveAttribute('href', '#/creator/live/list');
    await expect(canvas.getByRole('link', { name: '视频管理' })).toHaveAttribute('href', '#/creator/video/list');
    await expect(canvas.getByRole('link', { name: '系列管理' })).toHaveAttribute('href', '#/creator/series/list');
    await expect(canvas.getByRole('link', { name: '订单与收款' })).toHaveAttribute('href', '#/creator/orders');
    await expect(canvas.getByRole('link', { name: '现场签到' })).toHaveAttribute('href', '#/events/checkin');
    await expect(canvas.getByRole('link', { name: '抽奖大屏' })).toHaveAttribute('href', '#/draw/wall');
    await expect(canvas.getAllByRole('link')).toHaveLength(13);
  },
};
export const CreatorWithArticlesOnly: Story = {
  args: { which: 'creator', permission: { article: '1', company: '0' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '文章管理' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '企业黄页' })).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};
export const Titled: Story = { args: { which: 'titled' }, play: async ({ canvas }) => expect(canvas.getByText('作品评审')).toBeVisible() };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Market' })).toBeVisible(),
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { which: 'personal' } };
