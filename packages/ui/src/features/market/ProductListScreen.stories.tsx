import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { picturesLoaded } from '../../components/upload-story-kit.ts';
import { MY_PRODUCTS, PRODUCT_CATALYST, PRODUCT_DRAFT, PRODUCT_LONG, PRODUCT_RING, PRODUCT_SPONGE, product } from './companyFixtures.ts';
import { ProductListScreen } from './ProductListScreen.tsx';

type Product = (typeof MY_PRODUCTS)[number];

const editHrefOf = (item: Product) => `#/creator/product/edit?id=${item.id}`;
const cardHrefOf = (item: Product) => `#/product/card?id=${item.id}`;

const [SPONGE, RING] = MY_PRODUCTS as [Product, Product, Product, Product];

/** A product with no picture and no English name (a draft saved in a hurry). */
const BARE = product(76, { name: '铑粉', pictures: [], category: 'other', is_published: false, is_mine: true });

const meta = {
  title: 'Features/Market/ProductListScreen',
  component: ProductListScreen,
  args: {
    products: MY_PRODUCTS,
    total: MY_PRODUCTS.length,
    page: 1,
    pageSize: 10,
    onPage: fn(),
    status: 'all',
    onStatus: fn(),
    keyword: '',
    onSearch: fn(),
    loading: false,
    error: null,
    onRetry: fn(),
    hasCompany: true,
    companyHref: '#/creator/company/edit',
    addHref: '#/creator/product/add',
    editHrefOf,
    cardHrefOf,
    onTogglePublished: fn(),
    onDelete: fn(),
    busyId: null,
  },
} satisfies Meta<typeof ProductListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const noOverflow = async (root: HTMLElement) => {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

/** Four products, a second page: each row says what it is and offers its actions; status, search and pages go to the page. */
export const Filled: Story = {
  args: { total: 12, pageSize: 4 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的产品' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '添加产品' })).toHaveAttribute('href', '#/creator/product/add');
    await expect(canvas.getAllByRole('article')).toHaveLength(4);

    const sponge = canvas.getByRole('article', { name: '海绵铂 99.95%' });
    const row = within(sponge);
    await expect(row.getByRole('heading', { level: 2, name: '海绵铂 99.95%' })).toHaveAttribute('translate', 'no');
    await expect(row.getByText('Platinum sponge 99.95%')).toHaveAttribute('translate', 'no');
    await expect(sponge).toHaveTextContent('已上架');
    await expect(sponge).toHaveTextContent('分类 贵金属');
    await expect(sponge).toHaveTextContent('价格 ¥228.50 / 克');
    await expect(row.getByText('更新于 2026年11月14日')).toHaveAttribute('datetime', PRODUCT_SPONGE.updated_at);
    await expect(row.getByRole('link', { name: '编辑 海绵铂 99.95%' })).toHaveAttribute('href', '#/creator/product/edit?id=71');
    await expect(row.getByRole('link', { name: '分享卡片 海绵铂 99.95%' })).toHaveAttribute('href', '#/product/card?id=71');
    await expect(row.getByRole('button', { name: '下架 海绵铂 99.95%' })).toBeEnabled();
    await expect(row.getByRole('button', { name: '删除 海绵铂 99.95%' })).toBeEnabled();
    await expect(sponge.querySelector('img')).toHaveAttribute('src', PRODUCT_SPONGE.pictures[0]);

    await expect(canvas.getByRole('article', { name: 'Pt950 婚戒素圈' })).toHaveTextContent('¥1,880.00 / 件');
    const catalyst = canvas.getByRole('article', { name: '铂网催化剂' });
    await expect(catalyst).toHaveTextContent('价格面议');
    await expect(catalyst).toHaveTextContent('设备工具');
    const draft = canvas.getByRole('article', { name: '钯金回收服务' });
    await expect(draft).toHaveTextContent('未上架');
    await expect(within(draft).getByRole('button', { name: '上架 钯金回收服务' })).toBeVisible();

    // Cover, text and actions on one line on a desktop.
    const cover = sponge.querySelector('.spw-product-row__cover')?.getBoundingClientRect();
    const actions = sponge.querySelector('.spw-product-row__actions')?.getBoundingClientRect();
    await expect(actions?.left).toBeGreaterThan((cover?.right ?? 0) + 200);
    await expect(actions?.top).toBeLessThan(cover?.bottom ?? 0);

    // The status switch: one pressed; another goes to the page.
    await expect(canvas.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '已上架' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: '全部' }));
    await expect(args.onStatus).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '未上架' }));
    await expect(args.onStatus).toHaveBeenCalledWith('unpublished');

    // The search: Enter sends it, trimmed.
    const search = canvas.getByRole('searchbox', { name: '关键词' });
    await userEvent.type(search, ' 海绵铂 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('海绵铂');

    // Pages.
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    await userEvent.clear(search);
    search.blur();
    await picturesLoaded(canvasElement);
  },
};

/** Only the unpublished ones: their rows are quieter, tagged 未上架, and offer 上架; a row without a picture keeps its place. */
export const Unpublished: Story = {
  args: { status: 'unpublished', products: [PRODUCT_DRAFT, BARE], total: 2 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: '未上架' })).toHaveAttribute('aria-pressed', 'true');
    const draft = canvas.getByRole('article', { name: '钯金回收服务' });
    await expect(draft).toHaveAttribute('data-unpublished');
    await expect(draft).toHaveTextContent('未上架');
    await expect(draft).toHaveTextContent('加工服务');
    await expect(draft).toHaveTextContent('价格面议');
    const bare = canvas.getByRole('article', { name: '铑粉' });
    await expect(bare.querySelector('img')).toBeNull();
    await expect(bare.querySelector('.spw-product-row__cover')?.getBoundingClientRect().height).toBeGreaterThan(80);
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
    await userEvent.click(within(draft).getByRole('button', { name: '上架 钯金回收服务' }));
    await expect(args.onTogglePublished).toHaveBeenCalledWith(PRODUCT_DRAFT);
    await picturesLoaded(canvasElement);
  },
};

/** A company with no product yet: one add link, in the empty state; the status switch and search stay. */
export const Empty: Story = {
  args: { products: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有产品')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    const add = canvas.getAllByRole('link', { name: '添加产品' });
    await expect(add).toHaveLength(1);
    await expect(add[0]).toHaveAttribute('href', '#/creator/product/add');
    await expect(canvas.queryByText('没有找到相关产品')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** A search that finds nothing: said so, the word still in the box; clearing it asks the page for everything again. */
export const EmptySearch: Story = {
  args: { products: [], total: 0, keyword: '铱坩埚' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('没有找到相关产品')).toBeVisible();
    await expect(canvas.getByText('换个关键词或状态试试')).toBeVisible();
    await expect(canvas.queryByText('还没有产品')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: '关键词' })).toHaveValue('铱坩埚');
    // The header's add link stays: the company has products, just not these.
    await expect(canvas.getAllByRole('link', { name: '添加产品' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** The search found some: how many, announced. */
export const Found: Story = {
  tags: ['!visual'],
  args: { products: [SPONGE], total: 1, keyword: '海绵' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('找到 1 个产品')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** No company entry yet: the screen asks for it first, with no way to add a product. */
export const NoCompany: Story = {
  args: { hasCompany: false, products: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的产品' })).toBeVisible();
    await expect(canvas.getByText('请先填写公司信息，再添加产品')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '填写公司信息' })).toHaveAttribute('href', '#/creator/company/edit');
    await expect(canvas.queryByRole('link', { name: '添加产品' })).toBeNull();
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.queryByRole('group', { name: '产品状态' })).toBeNull();
    await expect(canvas.queryByText('还没有产品')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, products: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: '我的产品' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('还没有产品')).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: '网络连接失败，请检查网络后重试', products: [], total: 0 },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('产品加载失败');
    await expect(alert).toHaveTextContent('网络连接失败，请检查网络后重试');
    await expect(canvas.queryByText('还没有产品')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The longest names and the highest price: all wrap inside their row. */
export const LongText: Story = {
  args: { products: [PRODUCT_LONG, SPONGE], total: 2, keyword: '超长名称的铂族金属精炼加工与回收一站式服务套餐' },
  play: async ({ canvas, canvasElement }) => {
    const long = canvas.getByRole('article', { name: PRODUCT_LONG.name });
    await expect(long).toHaveTextContent('¥99,999,999.99 / 套');
    await expect(within(long).getByText(PRODUCT_LONG.en_name)).toBeVisible();
    const box = long.getBoundingClientRect();
    for (const child of long.querySelectorAll('h2, p, time, a, button')) {
      await expect(child.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    }
    await noOverflow(canvasElement);
    await picturesLoaded(canvasElement);
  },
};

/** While a product is being changed, its buttons wait; the others do not. */
export const Busy: Story = {
  args: { busyId: PRODUCT_RING.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Pt950 婚戒素圈' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '下架 Pt950 婚戒素圈' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '删除 Pt950 婚戒素圈' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下架 海绵铂 99.95%' })).toBeEnabled();
    await expect(canvas.getByRole('article', { name: '海绵铂 99.95%' })).not.toHaveAttribute('aria-busy');
  },
};

/** Delete asks first: cancelling keeps the product; confirming hands it to the page. */
export const DeleteAsks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 Pt950 婚戒素圈' }));
    let dialog = await screen.findByRole('alertdialog', { name: '删除这个产品？' });
    await expect(dialog).toHaveTextContent('删除后，产品卡片将无法访问');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '删除 Pt950 婚戒素圈' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: '删除 Pt950 婚戒素圈' }));
    dialog = await screen.findByRole('alertdialog', { name: '删除这个产品？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(RING);
  },
};

/** Take a published product down, put a draft up: the page gets the product each time. */
export const Toggle: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下架 海绵铂 99.95%' }));
    await expect(args.onTogglePublished).toHaveBeenCalledOnce();
    await expect(args.onTogglePublished).toHaveBeenLastCalledWith(SPONGE);
    await userEvent.click(canvas.getByRole('button', { name: '上架 钯金回收服务' }));
    await expect(args.onTogglePublished).toHaveBeenLastCalledWith(PRODUCT_DRAFT);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { total: 12, pageSize: 4 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My products' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add product' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Product status' })).toBeVisible();
    const sponge = canvas.getByRole('article', { name: '海绵铂 99.95%' });
    await expect(sponge).toHaveTextContent('Published');
    await expect(sponge).toHaveTextContent('Precious metals');
    await expect(sponge).toHaveTextContent('¥228.50 / 克');
    await expect(sponge).toHaveTextContent('Updated 14 Nov 2026');
    await expect(canvas.getByRole('article', { name: PRODUCT_CATALYST.name })).toHaveTextContent('Price on request');
    await expect(canvas.getByRole('link', { name: 'Share card 海绵铂 99.95%' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unpublish 海绵铂 99.95%' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish 钯金回收服务' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Published' }));
    await expect(args.onStatus).toHaveBeenCalledWith('published');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 海绵铂 99.95%' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await expect(dialog).toHaveTextContent('Once deleted, its product card can no longer be opened');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await picturesLoaded(canvasElement);
  },
};

/** A phone: the rows stack, the actions under each product; the switch takes the width; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { products: [SPONGE, PRODUCT_LONG, PRODUCT_DRAFT], total: 12, pageSize: 3 },
  play: async ({ canvas, canvasElement }) => {
    const sponge = canvas.getByRole('article', { name: '海绵铂 99.95%' });
    const cover = sponge.querySelector('.spw-product-row__cover')?.getBoundingClientRect();
    const actions = sponge.querySelector('.spw-product-row__actions')?.getBoundingClientRect();
    await expect(actions?.top).toBeGreaterThanOrEqual(cover?.bottom ?? Infinity);
    await expect(canvas.getByRole('button', { name: '删除 海绵铂 99.95%' })).toBeVisible();
    const status = canvas.getByRole('group', { name: '产品状态' }).getBoundingClientRect();
    const search = canvas.getByRole('search', { name: '搜索产品' }).getBoundingClientRect();
    await expect(search.top).toBeGreaterThan(status.bottom);
    await expect(canvas.getByText('第 1 / 4 页')).toBeVisible();
    await picturesLoaded(canvasElement);
    await noOverflow(canvasElement);
  },
};
