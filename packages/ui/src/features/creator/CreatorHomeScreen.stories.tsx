import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { CREATOR_ENTRIES } from '../../layouts/SectionLayouts.tsx';
import { CreatorHomeScreen, type CreatorHomeEntry } from './CreatorHomeScreen.tsx';

/** The menu's entries a user with these permissions opens, in menu order (as the creator layout picks them). */
const entriesFor = (permissions: readonly string[], admin = false): CreatorHomeEntry[] =>
  CREATOR_ENTRIES.filter((e) => e.permission === null || (e.permission === 'admin' ? admin : permissions.includes(e.permission))).map(
    (e) => ({ path: e.path, label: e.label, href: `#${e.path}` }),
  );

/** A writer: the dashboard, their articles, special topics and reports. */
const WRITER = entriesFor(['article', 'special', 'document']);
/** An exhibitor's staff: the company's pages, no articles. */
const COMPANY = entriesFor(['company', 'netdisk']);
const EVERYTHING = entriesFor(
  CREATOR_ENTRIES.flatMap((e) => (e.permission ? [e.permission] : [])),
  true,
);

const meta = {
  title: 'Features/Creator/CreatorHome',
  component: CreatorHomeScreen,
  args: {
    status: 'ready',
    nickname: '林晓',
    entries: WRITER,
    articleCounts: { draft: 2, pending: 1, nopass: 1, unpublish: 0, publish: 1286 },
    countHrefOf: (filter) => `#/creator/article/list?filter=${filter}`,
    writeHref: '#/creator/article/add',
    onRetry: fn(),
  },
} satisfies Meta<typeof CreatorHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cards' titles, in order. */
const entryTitles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: /^(全部功能|All tools)$/ }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.replace('→', ''));

/** A writer on the Chinese site: the greeting, their articles by state, and what they may open. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '创作中心' })).toBeVisible();
    // The name inside the greeting, marked as no words of the site.
    const name = canvas.getByText('林晓');
    await expect(name).toHaveAttribute('translate', 'no');
    await expect(name.closest('p')).toHaveTextContent(/^你好，林晓$/);

    const articles = within(canvas.getByRole('region', { name: '我的文章' }));
    await expect(articles.getByRole('link', { name: '写文章' })).toHaveAttribute('href', '#/creator/article/add');
    const counts = articles.getAllByRole('listitem').map((li) => li.textContent);
    await expect(counts).toEqual(['草稿 2', '待审核 1', '未通过 1', '未发布 0', '已发布 1,286']);
    await expect(articles.getByRole('link', { name: '草稿 2' })).toHaveAttribute('href', '#/creator/article/list?filter=draft');
    await expect(articles.getByRole('link', { name: '未通过 1' })).toHaveAttribute('href', '#/creator/article/list?filter=nopass');
    await expect(articles.getByRole('link', { name: '已发布 1,286' })).toHaveAttribute('href', '#/creator/article/list?filter=publish');
    // Turned-down articles stand out; nothing else does.
    await expect(articles.getByRole('link', { name: '未通过 1' })).toHaveAttribute('data-attention', 'true');
    await expect(articles.getByRole('link', { name: '未发布 0' })).not.toHaveAttribute('data-attention');

    await expect(entryTitles(canvas)).toEqual(['数据概览', '文章管理', '专题管理', '研究报告']);
    const card = within(canvas.getByRole('link', { name: '文章管理' }).closest('li') as HTMLElement);
    await expect(card.getByRole('link')).toHaveAttribute('href', '#/creator/article/list');
    await expect(card.getByText('创作、提交审核并发布文章')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '研究报告' })).toHaveAttribute('href', '#/creator/document/list');
    await expect(canvas.getByText('上传和管理研究报告')).toBeVisible();
  },
};

/** The English site. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { nickname: 'Oliver Bennett' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Creator centre' })).toBeVisible();
    await expect(canvas.getByText('Oliver Bennett').closest('p')).toHaveTextContent(/^Hello, Oliver Bennett$/);
    const articles = within(canvas.getByRole('region', { name: 'My articles' }));
    await expect(articles.getByRole('link', { name: 'Write an article' })).toBeVisible();
    await expect(articles.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Drafts 2',
      'Pending review 1',
      'Not approved 1',
      'Unpublished 0',
      'Published 1,286',
    ]);
    await expect(entryTitles(canvas)).toEqual(['Dashboard', 'Articles', 'Special topics', 'Research reports']);
    await expect(canvas.getByText('Write, submit for review and publish articles')).toBeVisible();
  },
};

/** No entry at all: who to ask. */
export const Empty: Story = {
  args: { entries: [], articleCounts: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '创作中心' })).toBeVisible();
    await expect(canvas.getByText('暂无可用的创作功能，请联系管理员开通')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('.spw-creator-home')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: '创作中心' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('创作中心加载失败，请稍后重试');
    await expect(canvas.queryByRole('region', { name: '我的文章' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No article permission: no counts and no way to write; the company's entries only. */
export const NoArticlePermission: Story = {
  args: { entries: COMPANY, articleCounts: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: '我的文章' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '写文章' })).toBeNull();
    await expect(entryTitles(canvas)).toEqual(['数据概览', '企业黄页', '名片管理', '产品管理', '共享文件']);
    await expect(canvas.getByRole('link', { name: '企业黄页' })).toHaveAttribute('href', '#/creator/company/detail');
    await expect(canvas.getByText('上传文件，与团队共享')).toBeVisible();
  },
};

/** An administrator: every entry, the admin ones last, each with its line. */
export const AdminEntries: Story = {
  args: { entries: EVERYTHING },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(CREATOR_ENTRIES.length);
    await expect(entryTitles(canvas).slice(-11)).toEqual([
      '文章审核',
      '专栏申请',
      '认证审核',
      '主办方留言',
      '社区举报',
      '直播管理',
      '视频管理',
      '系列管理',
      '订单与收款',
      '现场签到',
      '抽奖大屏',
    ]);
    await expect(canvas.getByRole('link', { name: '文章审核' })).toHaveAttribute('href', '#/creator/article/review');
    await expect(canvas.getByRole('link', { name: '抽奖大屏' })).toHaveAttribute('href', '#/draw/wall');
    await expect(canvas.getByText('确认银行转账，处理退款')).toBeVisible();
    await expect(canvasElement.querySelectorAll('.spw-creator-entry__description')).toHaveLength(CREATOR_ENTRIES.length);
  },
};

/** An entry the screen does not know: its card, without a description. */
export const UnknownEntry: Story = {
  tags: ['!visual'],
  args: { entries: [...WRITER.slice(0, 1), { path: '/creator/new', label: 'creator.nav.statistic', href: '#/creator/new' }] },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('link', { name: '统计管理' }).closest('li') as HTMLElement;
    await expect(card.querySelector('p')).toBeNull();
    await expect(canvas.getByText('查看阅读、点赞和订阅的数据概览')).toBeVisible();
  },
};

/** A long name and big counts wrap: nothing wider than the page. */
export const LongText: Story = {
  args: {
    nickname: `${LONG_NAME}${LONG_NAME}${'Platinum'.repeat(24)}`,
    articleCounts: { draft: 123456, pending: 98765, nopass: 4321, unpublish: 1000000, publish: 123456789 },
  },
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByText(new RegExp(`^${LONG_NAME}`));
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(canvas.getByRole('link', { name: '已发布 123,456,789' })).toBeVisible();
    const root = canvasElement.querySelector('.spw-creator-home') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: the counts wrap onto two rows, the cards one above the other, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const draft = canvas.getByRole('link', { name: '草稿 2' }).getBoundingClientRect();
    const published = canvas.getByRole('link', { name: '已发布 1,286' }).getBoundingClientRect();
    await expect(published.top).toBeGreaterThan(draft.bottom);
    const first = canvas.getByRole('link', { name: '数据概览' }).getBoundingClientRect();
    const second = canvas.getByRole('link', { name: '文章管理' }).getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
