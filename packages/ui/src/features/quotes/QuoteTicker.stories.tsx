import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QUOTES } from '../../fixtures.ts';
import { QuoteTicker } from './QuoteTicker.tsx';
import { QUOTE_CODES_LOCKED } from './quoteFixtures.ts';

const meta = {
  title: 'Features/Quotes/QuoteTicker',
  component: QuoteTicker,
  // A fixed instant: 02:03:04 UTC is 10:03:04 in Beijing.
  args: { now: new Date('2026-11-20T02:03:04Z'), quotes: QUOTES, moreHref: '#/quoteData/index' },
} satisfies Meta<typeof QuoteTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    // Beijing time whatever the browser's zone.
    await expect(canvas.getByText(/北京时间/)).toHaveTextContent('北京时间 2026-11-20 10:03:04');
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    const platinum = within(items[0] as HTMLElement);
    await expect(platinum.getByText('铂金')).toBeVisible();
    await expect(platinum.getByText('232.00 元/克')).toBeVisible();
    // Down in words, not colour alone.
    await expect(platinum.getByText('下跌 -1.64')).toBeInTheDocument();
    // Zero counts as up.
    await expect(within(items[3] as HTMLElement).getByText('上涨 +0.00')).toBeInTheDocument();
    await expect(canvas.getByText('7,800.00 元/千克')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '更多' })).toHaveAttribute('href', '#/quoteData/index');
  },
};

export const MoreThanEight: Story = {
  tags: ['!visual'],
  args: { quotes: [...QUOTES, ...QUOTES.slice(0, 1).map((q) => ({ ...q, id: 99, name: '第九个', en_name: 'Ninth' }))] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.queryByText('第九个')).toBeNull();
  },
};

export const NoPriceYet: Story = {
  args: { quotes: QUOTES.slice(0, 4).map((q, i) => (i === 0 ? { ...q, buy_price: 0, fluctuation_price: 0, date: null } : q)) },
  play: async ({ canvas }) => {
    const first = within(canvas.getAllByRole('listitem')[0] as HTMLElement);
    await expect(first.getByText('暂无报价')).toBeVisible();
    await expect(first.queryByText(/上涨|下跌/)).toBeNull();
  },
};

/** Prices kept for members (webinfo quote.need_role): the names, a dash for each price, no change. */
export const Locked: Story = {
  args: { quotes: QUOTE_CODES_LOCKED },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    const platinum = within(items[0] as HTMLElement);
    await expect(platinum.getByText('铂金')).toBeVisible();
    await expect(items[0]).toHaveTextContent('铂金—价格登录后可见');
    await expect(canvas.queryByText(/上涨|下跌|元\/克/)).toBeNull();
    await expect(canvas.getByRole('link', { name: '更多' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { quotes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无推荐指标')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('link', { name: '更多' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByText(/北京时间/)).toHaveTextContent('2026-11-20 10:03:04');
  },
};

export const LongText: Story = {
  args: { quotes: QUOTES.map((q) => ({ ...q, name: `${q.name}（上海黄金交易所现货延期交收合约）` })) },
  play: async ({ canvas }) => {
    // Long names are cut on screen but read in full.
    await expect(canvas.getByText('铂金（上海黄金交易所现货延期交收合约）')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '今日报价' })).toBeVisible();
    await expect(canvas.getByText('钯金')).toBeVisible();
    await expect(canvas.getByText('上涨 +2.78')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: "Today's prices" })).toBeVisible();
    await expect(canvas.getByText(/Beijing time/)).toHaveTextContent('Beijing time 2026-11-20 10:03:04');
    // The English name when there is one.
    await expect(canvas.getByText('Platinum')).toBeVisible();
    // Units from the catalogue, not the server's Chinese.
    await expect(canvas.getByText('232.00 CNY/g')).toBeVisible();
    await expect(canvas.getByText('7,800.00 CNY/kg')).toBeVisible();
    await expect(canvas.queryByText(/元/)).toBeNull();
    await expect(canvas.getByText('Down -1.64')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'More' })).toBeVisible();
  },
};

export const EnglishWithoutEnglishName: Story = {
  globals: { locale: 'en' },
  args: { quotes: QUOTES.slice(0, 1).map((q) => ({ ...q, en_name: '' })) },
  play: async ({ canvas }) => expect(canvas.getByText('铂金')).toBeVisible(),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByText(/北京时间/)).toBeVisible();
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Filled, globals: { ...Filled.globals, theme: 'dark' } };
