import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { LONG_INTRO, longColumn, MARKET_WATCH, NEW_COLUMN, SUPPLY_NOTES } from './columnFixtures.ts';
import { ColumnHeader } from './ColumnHeader.tsx';

const meta = {
  title: 'Features/Column/ColumnHeader',
  component: ColumnHeader,
  args: {
    status: 'ready',
    column: MARKET_WATCH,
    subscribed: false,
    onSubscribeToggle: fn(),
    ownerHref: `#/user/index?uid=${MARKET_WATCH.uid}`,
    listHref: '#/column/list',
    onRetry: fn(),
  },
} satisfies Meta<typeof ColumnHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures as a reader hears them: each label with its number. */
const statsOf = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('dl > div'), (pair) => [
    pair.querySelector('dt')?.textContent,
    pair.querySelector('dd')?.textContent,
  ]);

/** A visitor on the Chinese site: the column's name as the page's heading, its owner, figures and the subscribe button. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    const name = canvas.getByRole('heading', { level: 1, name: MARKET_WATCH.name });
    await expect(name).toHaveAttribute('lang', 'zh-CN');
    const owner = canvas.getByRole('link', { name: MARKET_WATCH.nickname });
    await expect(owner).toHaveAttribute('href', '#/user/index?uid=103');
    await expect(owner).toHaveAttribute('translate', 'no');
    await expect(canvas.getByRole('img', { name: '机构认证' })).toBeVisible();
    // The introduction keeps its line breaks.
    const intro = canvas.getByText(/^每周梳理国际铂金/);
    await expect(intro).toHaveTextContent('逢周五更新，欢迎订阅。');
    await expect(getComputedStyle(intro).whiteSpace).toBe('pre-line');
    await expect(statsOf(canvasElement)).toEqual([
      ['文章', '128'],
      ['精选', '24'],
      ['订阅者', '12,860'],
    ]);
    // The banner is drawn, as decoration.
    await expect(canvasElement.querySelector('.spw-column-head__banner img')).toHaveAttribute('alt', '');
    const subscribe = canvas.getByRole('button', { name: '订阅' });
    await expect(subscribe).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(subscribe);
    await expect(args.onSubscribeToggle).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link', { name: '管理文章' })).toBeNull();
  },
};

/** The English site: the English name, marked English; the site's words and numbers in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { column: { ...MARKET_WATCH, subscribe_amount: 1286000 } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Platinum Market Watch' })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText(/^Platinum and palladium prices and supply each week/)).toHaveAttribute('lang', 'en');
    await expect(canvas.queryByText(/逢周五更新/)).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Verified organisation' })).toBeVisible();
    await expect(statsOf(canvasElement)).toEqual([
      ['Articles', '128'],
      ['Featured', '24'],
      ['Subscribers', '1,286,000'],
    ]);
    const subscribe = canvas.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(subscribe);
    await expect(args.onSubscribeToggle).toHaveBeenCalledTimes(1);
  },
};

/** Subscribed: the button is pressed, and pressing it again unsubscribes. */
export const Subscribed: Story = {
  args: { subscribed: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '已订阅' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('button', { name: '订阅' })).toBeNull();
    await userEvent.click(button);
    await expect(args.onSubscribeToggle).toHaveBeenCalledTimes(1);
  },
};

/** The call is on its way: the button keeps the focus but takes no second press. */
export const Subscribing: Story = {
  args: { subscribing: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '订阅' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onSubscribeToggle).not.toHaveBeenCalled();
  },
};

/** The owner's view: no subscribe button, the way to manage the column's articles. */
export const Own: Story = {
  args: { own: true, manageHref: '#/creator/article/list' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: '管理文章' })).toHaveAttribute('href', '#/creator/article/list');
    await expect(canvas.getByRole('heading', { level: 1, name: MARKET_WATCH.name })).toBeVisible();
  },
};

/** A new column: no banner (the gradient), no avatar (the initial), no introduction, nothing in it yet. */
export const Empty: Story = {
  args: { column: NEW_COLUMN, ownerHref: `#/user/index?uid=${NEW_COLUMN.uid}` },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: NEW_COLUMN.name })).toBeVisible();
    await expect(canvas.getByText('暂无简介')).toBeVisible();
    await expect(statsOf(canvasElement)).toEqual([
      ['文章', '0'],
      ['精选', '0'],
      ['订阅者', '0'],
    ]);
    await expect(canvasElement.querySelector('.spw-column-head__banner img')).toBeNull();
    await expect(canvasElement.querySelector('.spw-avatar__fallback')).toHaveTextContent('林');
    await expect(canvas.getByRole('button', { name: '订阅' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', column: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('header')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', column: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('专栏加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onSubscribeToggle).not.toHaveBeenCalled();
  },
};

/** No such column: says so, and leads back to every column. */
export const NotFound: Story = {
  args: { status: 'notFound', column: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未找到这个专栏')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '浏览全部专栏' })).toHaveAttribute('href', '#/column/list');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A long name, nickname and introduction wrap: nothing wider than the header. */
export const LongText: Story = {
  args: { column: longColumn(MARKET_WATCH) },
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByRole('heading', { level: 1, name: `${MARKET_WATCH.name}${LONG_NAME}` });
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(canvas.getByRole('link', { name: `${MARKET_WATCH.nickname}${LONG_NAME}` })).toBeVisible();
    // The introduction is shown in full.
    await expect(canvas.getByText(LONG_INTRO.slice(0, 20), { exact: false })).toHaveTextContent(LONG_INTRO.slice(-20));
    await expect(statsOf(canvasElement)[2]).toEqual(['订阅者', '12,860,000']);
    const root = canvasElement.querySelector('header') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.getByRole('button', { name: '订阅' })).toBeVisible();
  },
};

/** A phone on the English site: a Chinese-only column, marked Chinese; nothing wider than the screen. */
export const Phone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone' } },
  args: { column: SUPPLY_NOTES, subscribed: true, ownerHref: `#/user/index?uid=${SUPPLY_NOTES.uid}` },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: SUPPLY_NOTES.name })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText(SUPPLY_NOTES.content)).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByRole('link', { name: SUPPLY_NOTES.nickname })).toHaveAttribute('translate', 'no');
    await expect(statsOf(canvasElement)[2]).toEqual(['Subscribers', '842']);
    const button = canvas.getByRole('button', { name: 'Subscribed' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onSubscribeToggle).toHaveBeenCalledTimes(1);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Subscribed' }).getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
  },
};
