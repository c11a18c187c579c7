import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { OffersPanelProps } from './OffersPanel.tsx';
import { QuoteIndexScreen } from './QuoteIndexScreen.tsx';
import {
  OFFER_CODES,
  OFFER_CODES_EN,
  OFFERS,
  OFFERS_EN,
  OFFERS_LOCKED,
  QUOTE_CODES,
  QUOTE_CODES_LOCKED,
  QUOTE_CODES_LONG,
  QUOTE_TODAY,
  SERIES_PLATINUM_1Y,
  SERIES_PLATINUM_3M_GAPS,
} from './quoteFixtures.ts';

const offers: OffersPanelProps = {
  offers: OFFERS,
  total: 20,
  page: 1,
  rows: 8,
  onPage: fn(),
  type: 'all',
  onTypeChange: fn(),
  codes: OFFER_CODES,
  codeId: null,
  onCodeChange: fn(),
  keyword: '',
  onKeywordSubmit: fn(),
  loading: false,
  error: null,
  onRetry: fn(),
  onExport: fn(),
  exporting: null,
  canExport: true,
  signInHref: '#/login?redirect=%2FquoteData%2Findex',
  locked: false,
  today: QUOTE_TODAY,
};

const meta = {
  title: 'Features/Quotes/QuoteIndexScreen',
  component: QuoteIndexScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    codes: QUOTE_CODES,
    loading: false,
    error: null,
    onRetry: fn(),
    locked: false,
    signInHref: '#/login?redirect=%2FquoteData%2Findex',
    unit: 'native',
    onUnitChange: fn(),
    selectedId: 1,
    onSelect: fn(),
    range: '3m',
    onRangeChange: fn(),
    series: SERIES_PLATINUM_3M_GAPS,
    seriesLoading: false,
    seriesError: null,
    onSeriesRetry: fn(),
    tab: 'prices',
    onTabChange: fn(),
    offers,
  },
} satisfies Meta<typeof QuoteIndexScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** uPlot arrives lazily: wait for its canvas before looking (and before the picture). */
const chartDrawn = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('[data-state="ready"] canvas')).not.toBeNull(), { timeout: 5000 });

const noOverflow = async (root: HTMLElement) => {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

const rowOf = (canvas: HTMLElement, name: RegExp) => within(canvas).getByRole('row', { name });

/** Every code's latest price as quoted, platinum chosen and charted over three months. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('main', { name: '行情数据' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '行情数据' })).toBeVisible();
    // Osmium was priced the day before: the header names the newest date.
    await expect(canvas.getByText('最新报价日期：2026年11月20日（北京时间）')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '行情报价', selected: true })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '价格单位' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '按原单位', pressed: true })).toBeVisible();

    const table = canvas.getByRole('table', { name: '各品种最新报价' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const platinum = rowOf(canvasElement, /^铂金 Platinum · Pt/);
    await expect(within(platinum).getByRole('button', { name: '铂金 Platinum · Pt', pressed: true })).toBeVisible();
    await expect(platinum).toHaveTextContent('232.15 元/克');
    // Down in words as well as colour: green, as Chinese markets show a fall.
    await expect(within(platinum).getByText('下跌 -1.64')).toBeInTheDocument();
    await expect(platinum).toHaveAttribute('data-direction', 'down');
    await expect(getComputedStyle(platinum.querySelector('.spw-quote-table__cell--change') as HTMLElement).color).toBe('rgb(31, 122, 77)');
    const palladium = rowOf(canvasElement, /^钯金/);
    await expect(within(palladium).getByText('上涨 +2.78')).toBeInTheDocument();
    await expect(getComputedStyle(palladium.querySelector('.spw-quote-table__cell--change') as HTMLElement).color).toBe('rgb(194, 59, 34)');
    // A zero change counts as up.
    await expect(within(rowOf(canvasElement, /^铱/)).getByText('上涨 +0.00')).toBeInTheDocument();
    await expect(rowOf(canvasElement, /^白银/)).toHaveTextContent('7,800.00 元/千克');
    await expect(rowOf(canvasElement, /^锇/)).toHaveTextContent('2026年11月19日');
    await expect(rowOf(canvasElement, /^铂族金属价格指数/)).toHaveTextContent('1,234.56 点');
    await expect(within(table).getByText('铂金')).toHaveAttribute('translate', 'no');

    const chart = canvas.getByRole('region', { name: '铂金 价格走势' });
    await expect(within(chart).getByRole('button', { name: '近3月', pressed: true })).toBeVisible();
    await chartDrawn(canvasElement);
    await expect(within(chart).getByRole('img', { name: '铂金 近三个月价格走势' })).toHaveAccessibleDescription(/最新 232\.15 元\/克/);
  },
};

/** Choosing a code, a range, a unit and the offers tab: each goes to the page. */
export const Choosing: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^钯金/ }));
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(2));
    // The chosen code again does nothing.
    await userEvent.click(canvas.getByRole('button', { name: /^铂金 Platinum/ }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    // By keyboard: Tab reaches the code buttons, Enter chooses.
    canvas.getByRole('button', { name: /^铑/ }).focus();
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(args.onSelect).toHaveBeenLastCalledWith(4));
    // The pointer anywhere on a row is over its button.
    const cell = canvas.getByText('1,234.56 点').getBoundingClientRect();
    const hit = document.elementFromPoint(cell.left + cell.width / 2, cell.top + cell.height / 2);
    await expect(hit).toBe(canvas.getByRole('button', { name: /^铂族金属价格指数/ }));

    await userEvent.click(canvas.getByRole('button', { name: '近1年' }));
    await waitFor(() => expect(args.onRangeChange).toHaveBeenCalledWith('1y'));
    await userEvent.click(canvas.getByRole('button', { name: '每盎司' }));
    await waitFor(() => expect(args.onUnitChange).toHaveBeenCalledWith('ounce'));
    await userEvent.click(canvas.getByRole('tab', { name: '供求信息' }));
    await waitFor(() => expect(args.onTabChange).toHaveBeenCalledWith('offers'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { series: SERIES_PLATINUM_1Y, range: '1y', offers: { ...offers, offers: OFFERS_EN, codes: OFFER_CODES_EN } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
    await expect(canvas.getByText('Latest prices: 20 Nov 2026 (Beijing time)')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Prices', selected: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'As quoted', pressed: true })).toBeVisible();
    const platinum = rowOf(canvasElement, /^Platinum 铂金 · Pt/);
    await expect(platinum).toHaveTextContent('232.15 CNY/g');
    await expect(within(platinum).getByText('Down -1.64')).toBeInTheDocument();
    await expect(rowOf(canvasElement, /^Silver/)).toHaveTextContent('7,800.00 CNY/kg');
    await expect(canvas.getByRole('region', { name: 'Platinum: price history' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1Y', pressed: true })).toBeVisible();
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Platinum: prices over the past year' })).toBeVisible();
  },
};

/** Per troy ounce: every mass converted exactly; the index, not a mass, stays in points. */
export const PerOunce: Story = {
  args: { unit: 'ounce' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '每盎司', pressed: true })).toBeVisible();
    await expect(canvas.getByText(/1 金衡盎司 = 31\.1034768 克/)).toBeVisible();
    const platinum = rowOf(canvasElement, /^铂金 Platinum/);
    // 232.15 × 31.1034768 = 7220.672…; the change 1.64 × 31.1034768 = 51.0097…
    await expect(platinum).toHaveTextContent('7,220.67 元/盎司');
    await expect(within(platinum).getByText('下跌 -51.01')).toBeInTheDocument();
    // 7800 元/千克 × 31.1034768 ÷ 1000 = 242.607…
    await expect(rowOf(canvasElement, /^白银/)).toHaveTextContent('242.61 元/盎司');
    await expect(rowOf(canvasElement, /^铂族金属价格指数/)).toHaveTextContent('1,234.56 点');
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('img', { name: '铂金 近三个月价格走势' })).toHaveAccessibleDescription(/最新 7,220\.67 元\/盎司/);
  },
};

/** Per gram: silver's kilogram price divided by 1000. */
export const PerGram: Story = {
  tags: ['!visual'],
  args: { unit: 'gram' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '每克', pressed: true })).toBeVisible();
    const silver = rowOf(canvasElement, /^白银/);
    await expect(silver).toHaveTextContent('7.80 元/克');
    // -69.46 ÷ 1000 = -0.06946
    await expect(within(silver).getByText('下跌 -0.07')).toBeInTheDocument();
    await expect(rowOf(canvasElement, /^铂金 Platinum/)).toHaveTextContent('232.15 元/克');
  },
};

/** Prices for members only: the names show, the prices are dashes, a banner asks to sign in, and no chart. */
export const Locked: Story = {
  args: {
    codes: QUOTE_CODES_LOCKED,
    locked: true,
    series: null,
    offers: { ...offers, offers: OFFERS_LOCKED, locked: true, canExport: false },
  },
  play: async ({ canvas, canvasElement }) => {
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent('价格仅对会员开放，请登录后查看');
    await expect(within(note).getByRole('link', { name: '登录' })).toHaveAttribute('href', '#/login?redirect=%2FquoteData%2Findex');
    await expect(canvas.queryByRole('group', { name: '价格单位' })).toBeNull();
    const platinum = rowOf(canvasElement, /^铂金/);
    await expect(platinum).toHaveTextContent('—登录后可见');
    await expect(platinum).not.toHaveTextContent('232');
    await expect(canvas.queryByText(/上涨|下跌/)).toBeNull();
    // Nothing to choose: the names are not buttons, and the chart area says why.
    await expect(canvas.queryByRole('button', { name: /^铂金/ })).toBeNull();
    await expect(canvas.getByText('登录后可查看价格走势')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '时间范围' })).toBeNull();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

export const Loading: Story = {
  args: { codes: [], loading: true, series: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: '行情数据' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { codes: [], error: '网络连接失败', series: null },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('行情加载失败');
    await expect(alert).toHaveTextContent('网络连接失败');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
  },
};

export const Empty: Story = {
  args: { codes: [], selectedId: null, series: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无行情数据')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(/最新报价日期/)).toBeNull();
  },
};

/** No code chosen yet: the chart area says what to do. */
export const NothingChosen: Story = {
  tags: ['!visual'],
  args: { selectedId: null, series: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '价格走势' })).toHaveTextContent('选择一个品种查看价格走势');
    await expect(canvas.queryAllByRole('button', { pressed: true })).toHaveLength(1);
    await expect(canvas.queryByRole('group', { name: '时间范围' })).toBeNull();
  },
};

export const SeriesLoading: Story = {
  tags: ['!visual'],
  args: { series: null, seriesLoading: true },
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('region', { name: '铂金 价格走势' });
    await expect(chart).toHaveAttribute('aria-busy', 'true');
    await expect(within(chart).getByRole('status')).toHaveTextContent('加载中...');
    await expect(within(chart).getByRole('button', { name: '近3月', pressed: true })).toBeVisible();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

export const SeriesFailed: Story = {
  args: { series: null, seriesError: '服务器繁忙' },
  play: async ({ canvas, args }) => {
    const chart = canvas.getByRole('region', { name: '铂金 价格走势' });
    const alert = within(chart).getByRole('alert');
    await expect(alert).toHaveTextContent('价格走势加载失败');
    await expect(alert).toHaveTextContent('服务器繁忙');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.onSeriesRetry).toHaveBeenCalled());
    // The table still stands.
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** The longest names, a code without a price yet. */
export const LongNames: Story = {
  args: { codes: QUOTE_CODES_LONG },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /^上海黄金交易所铂金现货延期交收合约/, pressed: true })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /^上海黄金交易所铂金现货延期交收合约.+价格走势$/ })).toBeVisible();
    await expect(rowOf(canvasElement, /^锇粉/)).toHaveTextContent('暂无报价');
    await chartDrawn(canvasElement);
    await noOverflow(canvasElement);
  },
};

/** A phone: two-line rows and the chart below, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    await noOverflow(canvasElement);
    await expect(rowOf(canvasElement, /^铂金 Platinum/)).toHaveTextContent('232.15 元/克');
    await expect(canvas.getByRole('button', { name: '每盎司' })).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** The offers tab. */
export const OffersTab: Story = {
  args: { tab: 'offers' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: '供求信息', selected: true })).toBeVisible();
    await expect(canvas.getByRole('table', { name: '供求信息' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /出售海绵铂/ })).toHaveTextContent('231.80 元/克');
    // The prices tab's chart is not drawn, so uPlot is not fetched for it.
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

export const OffersTabEmpty: Story = {
  tags: ['!visual'],
  args: { tab: 'offers', offers: { ...offers, offers: [], total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel', { name: '供求信息' })).toHaveTextContent('暂无供求信息');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The night theme (Storybook's theme toolbar): checked by axe for contrast. */
export const Night: Story = {
  tags: ['!visual'],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
  },
};
