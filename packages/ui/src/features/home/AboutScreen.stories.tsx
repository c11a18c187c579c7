import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QUOTES } from '../../fixtures.ts';
import { QuoteTicker } from '../quotes/QuoteTicker.tsx';
import { AboutScreen, type Edition } from './AboutScreen.tsx';

/** The spec's editions: 1 = 2021, 7 = 2022, 9 = 2023, 13 = 2024. */
const editions: Edition[] = [
  { events_id: 1, year: 2021, href: '#/events/index?events_id=1' },
  { events_id: 7, year: 2022, href: '#/events/index?events_id=7' },
  { events_id: 9, year: 2023, href: '#/events/index?events_id=9' },
  { events_id: 13, year: 2024, href: '#/events/index?events_id=13' },
];

const meta = {
  title: 'Features/Home/About',
  component: AboutScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    registerHref: '#/events/reg?events_id=14',
    eventsHref: '#/events/list',
    editions,
    ticker: <QuoteTicker now={new Date('2026-11-20T02:03:04Z')} quotes={QUOTES} moreHref="#/quoteData/index" />,
  },
} satisfies Meta<typeof AboutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '上海铂金周' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '报名本届铂金周' })).toHaveAttribute('href', '#/events/reg?events_id=14');
    await expect(canvas.getByRole('link', { name: '回顾历届' })).toHaveAttribute('href', '#/events/list');
    // The six platinum-group metals, the week's programme and who comes.
    await expect(within(canvas.getByRole('list', { name: '六种铂族金属' })).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 3, name: '珠宝设计大赛' })).toBeInTheDocument();
    await expect(canvas.getByText('精炼厂')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '2023 上海铂金周' })).toHaveAttribute('href', '#/events/index?events_id=9');
    // The ticker sits in its slot.
    await expect(canvas.getByRole('heading', { level: 2, name: '今日报价' })).toBeVisible();
  },
};

export const WithoutTicker: Story = {
  args: { ticker: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: '今日报价' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: '一周里的数字' })).toBeVisible();
  },
};

/** No editions yet: the section is left out rather than shown empty. */
export const NoEditions: Story = {
  args: { editions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: '历届铂金周' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '回顾历届' })).toBeVisible();
  },
};

export const LoadingTicker: Story = {
  args: { ticker: <QuoteTicker now={new Date('2026-11-20T02:03:04Z')} quotes={[]} loading moreHref="#/quoteData/index" /> },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('加载中...'),
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shanghai Platinum Week' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register for this year' })).toHaveAttribute('href', '#/events/reg?events_id=14');
    await expect(within(canvas.getByRole('list', { name: 'The six platinum-group metals' })).getByText('Rhodium')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Platinum Week 2021' })).toHaveAttribute('href', '#/events/index?events_id=1');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '上海铂金周' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '报名本届铂金周' })).toBeVisible();
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Chinese, globals: { ...Chinese.globals, theme: 'dark' } };
