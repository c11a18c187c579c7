import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { longSubscriber, SUBSCRIBERS } from './columnFixtures.ts';
import { ColumnSubscribersScreen } from './ColumnSubscribersScreen.tsx';

const meta = {
  title: 'Features/Column/ColumnSubscribers',
  component: ColumnSubscribersScreen,
  args: {
    status: 'ready',
    items: SUBSCRIBERS,
    total: 15,
    page: 1,
    rows: 5,
    onPageChange: fn(),
    userHrefOf: (user) => `#/user/index?uid=${user.id}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof ColumnSubscribersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a subscriber, found by their nickname. */
const rowOf = (canvas: ReturnType<typeof within>, nickname: string) =>
  within(canvas.getByRole('link', { name: nickname }).closest('li') as HTMLElement);

/** The Chinese site: who subscribed and when, newest first, each row the user's link. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '订阅者' })).toBeVisible();
    const list = canvas.getAllByRole('list')[0] as HTMLElement;
    await expect(within(list).getAllByRole('listitem')).toHaveLength(SUBSCRIBERS.length);

    const lin = rowOf(canvas, '林晓');
    // One link a row, to the user's page; the name is the owner's own, not for translation.
    await expect(lin.getAllByRole('link')).toHaveLength(1);
    await expect(lin.getByRole('link')).toHaveAttribute('href', '#/user/index?uid=201');
    await expect(lin.getByRole('link')).toHaveAttribute('translate', 'no');
    await expect(lin.getByRole('img', { name: '专家认证' })).toBeVisible();
    // Company and position first; the description only without them.
    await expect(lin.getByText('周大福珠宝 · 首席设计师')).toBeVisible();
    // What the member wrote of themselves is shown as written, not translated.
    await expect(lin.getByText('周大福珠宝 · 首席设计师')).toHaveAttribute('translate', 'no');
    await expect(lin.queryByText('二十年铂金首饰设计经验。')).toBeNull();
    await expect(lin.getByText('2026年11月20日 订阅')).toHaveAttribute('datetime', '2026-11-20T02:00:00.000Z');

    await expect(rowOf(canvas, 'Oliver Bennett').queryByRole('img')).toBeNull();
    await expect(rowOf(canvas, '水贝观察员').getByText('关注深圳水贝珠宝产业带。')).toBeVisible();
    // Nothing said of themselves: the name and the date only.
    const quiet = rowOf(canvas, '铂金爱好者');
    await expect(quiet.getAllByRole('paragraph')).toHaveLength(2);
    await expect(rowOf(canvas, '中国珠宝玉石首饰行业协会').getByRole('img', { name: '机构认证' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** The English site: the site's words and dates in English, the users' words as they wrote them. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Subscribers' })).toBeVisible();
    const lin = rowOf(canvas, '林晓');
    await expect(lin.getByText('Subscribed 20 Nov 2026')).toBeVisible();
    await expect(lin.getByRole('img', { name: 'Verified expert' })).toBeVisible();
    await expect(rowOf(canvas, 'Oliver Bennett').getByText('Johnson Matthey · Market analyst')).toBeVisible();
    await expect(rowOf(canvas, 'Oliver Bennett').getByText('Subscribed 12 Nov 2026')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Verified organisation' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '订阅者' })).toBeVisible();
    await expect(canvas.getByText('还没有订阅者')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '订阅者' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订阅者加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Long names, companies and descriptions wrap: nothing wider than the list, the date kept whole. */
export const LongText: Story = {
  args: { items: SUBSCRIBERS.slice(0, 3).map(longSubscriber), total: 3 },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: `林晓${LONG_NAME}` });
    await expect(link).toBeVisible();
    await expect(canvas.getByText(new RegExp(`^周大福珠宝${LONG_NAME}`))).toBeVisible();
    const date = canvas.getByText('2026年11月20日 订阅');
    await expect(date.getBoundingClientRect().height).toBeLessThan(40);
    const root = canvasElement.querySelector('section') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: the date under the name, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: SUBSCRIBERS.slice(0, 4) },
  play: async ({ canvas, canvasElement, args }) => {
    const lin = rowOf(canvas, '林晓');
    const date = lin.getByText('2026年11月20日 订阅');
    await expect(date.getBoundingClientRect().top).toBeGreaterThan(lin.getByRole('link').getBoundingClientRect().bottom);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
