import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OffersPanel } from './OffersPanel.tsx';
import { OFFER_CODES, OFFER_CODES_EN, OFFER_LONG, OFFERS, OFFERS_EN, OFFERS_LOCKED, QUOTE_TODAY } from './quoteFixtures.ts';

const meta = {
  title: 'Features/Quotes/OffersPanel',
  component: OffersPanel,
  args: {
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
  },
} satisfies Meta<typeof OffersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const noOverflow = async (root: HTMLElement) => {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

/** A page of eight offers out of 20: each row names its type, metal, price and how long it holds. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '供求信息' });
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(canvas.getByText('共 20 条')).toBeVisible();
    const sponge = canvas.getByRole('row', { name: /出售海绵铂 Pt99.95 现货/ });
    await expect(sponge).toHaveTextContent('出售');
    await expect(within(sponge).getByRole('rowheader')).toHaveAttribute('translate', 'no');
    await expect(within(sponge).getByText('贵研铂业股份有限公司')).toHaveAttribute('translate', 'no');
    await expect(sponge).toHaveTextContent('铂金');
    await expect(sponge).toHaveTextContent('231.80 元/克');
    await expect(sponge).toHaveTextContent('20 千克');
    await expect(sponge).toHaveTextContent('2026年12月31日');
    await expect(sponge).not.toHaveAttribute('data-expired');
    // Silver by the kilogram; goods without a metal say 其他 and keep their own unit.
    await expect(canvas.getByRole('row', { name: /求购白银/ })).toHaveTextContent('7,750.00 元/千克');
    await expect(canvas.getByRole('row', { name: /铂金坩埚/ })).toHaveTextContent('其他');
    await expect(canvas.getByRole('row', { name: /铂金坩埚/ })).toHaveTextContent('18,500.00 元/件');
    // Valid until 10 November, today the 20th: grey and tagged.
    const expired = canvas.getByRole('row', { name: /求购钯金 Pd99.95 锭/ });
    await expect(expired).toHaveAttribute('data-expired');
    await expect(within(expired).getByText('已过期')).toBeVisible();
    await expect(canvas.getAllByText('已过期')).toHaveLength(1);
    // Export and paging.
    const exporting = within(canvas.getByRole('group', { name: '导出' }));
    await expect(exporting.getByRole('button', { name: '导出 CSV' })).toBeEnabled();
    await expect(exporting.getByRole('button', { name: '导出 Excel' })).toBeEnabled();
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '品种' })).toHaveValue('');
  },
};

/** The filters, the search, the pages and the export reach the page. */
export const Filters: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '求购', pressed: false }));
    await waitFor(() => expect(args.onTypeChange).toHaveBeenCalledWith('buy'));
    // The chosen one again does nothing.
    await userEvent.click(canvas.getByRole('button', { name: '全部' }));
    await expect(args.onTypeChange).toHaveBeenCalledTimes(1);

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '品种' }), '钯金');
    await waitFor(() => expect(args.onCodeChange).toHaveBeenCalledWith(2));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '品种' }), '全部品种');
    await waitFor(() => expect(args.onCodeChange).toHaveBeenLastCalledWith(null));

    // Enter sends the keyword, trimmed.
    await userEvent.type(canvas.getByRole('searchbox', { name: '关键词' }), '  海绵铂 {Enter}');
    await waitFor(() => expect(args.onKeywordSubmit).toHaveBeenCalledWith('海绵铂'));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(args.onKeywordSubmit).toHaveBeenCalledTimes(2));

    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(args.onPage).toHaveBeenCalledWith(2));

    await userEvent.click(canvas.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledWith('xlsx'));
    await userEvent.click(canvas.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledWith('csv'));
  },
};

/** Filtered by the page: the choices show as made. */
export const Filtered: Story = {
  tags: ['!visual'],
  args: { type: 'buy', codeId: 2, keyword: '钯', offers: OFFERS.filter((o) => o.type === 'buy' && o.quote_code_id === 2), total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '求购', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '品种' })).toHaveValue('2');
    await expect(canvas.getByRole('searchbox', { name: '关键词' })).toHaveValue('钯');
    await expect(canvas.getByText('共 2 条')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** An Excel export under way: its button waits, the other is off, and a screen reader hears it. */
export const Exporting: Story = {
  tags: ['!visual'],
  args: { exporting: 'xlsx' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '导出 Excel' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '导出 Excel' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '导出 CSV' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('正在导出…');
  },
};

/** A visitor where prices are for members: no price, no export, a way to sign in. */
export const Visitor: Story = {
  args: { locked: true, canExport: false, offers: OFFERS_LOCKED },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /导出/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: '登录后可导出' })).toHaveAttribute('href', '#/login?redirect=%2FquoteData%2Findex');
    const sponge = canvas.getByRole('row', { name: /出售海绵铂/ });
    await expect(sponge).not.toHaveTextContent('231.80');
    await expect(sponge).toHaveTextContent('—登录后可见');
    await expect(canvas.queryByText(/元\/克/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { offers: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无供求信息')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(/共 \d+ 条/)).toBeNull();
  },
};

/** Nothing matches the filters: said so, the filters stay. */
export const EmptySearch: Story = {
  tags: ['!visual'],
  args: { offers: [], total: 0, keyword: '锇', type: 'sell' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合条件的供求信息')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '关键词' })).toHaveValue('锇');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('加载中...').closest('[role="status"]')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="offers-panel"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { error: '网络连接失败' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('供求信息加载失败');
    await expect(alert).toHaveTextContent('网络连接失败');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
  },
};

export const LongText: Story = {
  args: { offers: [OFFER_LONG, ...OFFERS.slice(1, 3)], total: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('rowheader', { name: OFFER_LONG.title })).toBeVisible();
    await expect(canvas.getByText(OFFER_LONG.contact)).toBeVisible();
    await noOverflow(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { offers: OFFERS_EN, codes: OFFER_CODES_EN },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Offers' })).toBeVisible();
    const sponge = canvas.getByRole('row', { name: /出售海绵铂/ });
    await expect(sponge).toHaveTextContent('For sale');
    await expect(sponge).toHaveTextContent('Platinum');
    await expect(sponge).toHaveTextContent('231.80 CNY/g');
    await expect(sponge).toHaveTextContent('31 Dec 2026');
    await expect(canvas.getByRole('row', { name: /求购白银/ })).toHaveTextContent('7,750.00 CNY/kg');
    await expect(canvas.getByRole('row', { name: /铂金坩埚/ })).toHaveTextContent('Other');
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export Excel' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Metal' })).toHaveDisplayValue('All metals');
  },
};

/** A phone: every offer a card, with its fields named; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { offers: OFFERS.slice(0, 5) },
  play: async ({ canvas, canvasElement }) => {
    await noOverflow(canvasElement);
    const sponge = canvas.getByRole('row', { name: /出售海绵铂/ });
    await expect(sponge).toBeVisible();
    // The column headers are hidden from the eye; each field carries its name.
    await expect(getComputedStyle(within(sponge).getByText('231.80 元/克'), '::before').content).toBe('"价格："');
    await expect(canvas.getByRole('button', { name: '导出 CSV' })).toBeVisible();
  },
};
