import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QUOTES } from '../../fixtures.ts';
import { QuoteTicker } from '../quotes/QuoteTicker.tsx';
import { WelcomeScreen, type WelcomeLink } from './WelcomeScreen.tsx';

const links: WelcomeLink[] = [
  { href: '#/events/reg?events_id=14', title: '报名本届铂金周', description: '填写参会信息并购票。' },
  { href: '#/quoteData/index', title: '行情与报告', description: '每日铂族金属、黄金与白银报价。' },
  { href: '#/document/list', title: '研究报告', description: '会员可读的市场报告与数据。' },
  { href: '#/posts/list', title: '供需市场', description: '发布采购与供应信息，交换名片。' },
];

const meta = {
  title: 'Features/Home/Welcome',
  component: WelcomeScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    nickname: '林晓',
    links,
    ticker: <QuoteTicker now={new Date('2026-11-20T02:03:04Z')} quotes={QUOTES} moreHref="#/quoteData/index" />,
  },
} satisfies Meta<typeof WelcomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('林晓，欢迎回来');
    const list = within(canvas.getByRole('region', { name: '快速入口' }));
    await expect(list.getAllByRole('link')).toHaveLength(4);
    await expect(list.getByRole('link', { name: '行情与报告' })).toHaveAttribute('href', '#/quoteData/index');
    await expect(canvas.getByRole('heading', { level: 2, name: '今日报价' })).toBeVisible();
  },
};

export const Visitor: Story = {
  args: { nickname: undefined },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('欢迎来到上海铂金周'),
};

/** No quick links: the section is left out. */
export const Empty: Story = {
  args: { links: [], ticker: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: '快速入口' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const LoadingTicker: Story = {
  args: { ticker: <QuoteTicker now={new Date('2026-11-20T02:03:04Z')} quotes={[]} loading moreHref="#/quoteData/index" /> },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('加载中...'),
};

export const LongText: Story = {
  args: {
    nickname: '上海铂金周组委会特别顾问委员会国际铂族金属市场与珠宝设计联合研究中心首席代表',
    links: links.map((l) => ({ ...l, description: `${l.description}${'更长的说明文字，用来检查换行。'.repeat(4)}` })),
  },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/首席代表，欢迎回来$/),
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('从这里开始：报名参会、查看行情、阅读报告或与同行交流。')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '快速入口' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    links: [{ href: '#/quoteData/index', title: 'Prices and reports', description: 'Daily prices for the platinum-group metals.' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, 林晓');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Quick links' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: '报名本届铂金周' })).toBeVisible(),
};
