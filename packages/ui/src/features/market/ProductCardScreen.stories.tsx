import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COMPANY_BRIEF, PRODUCT_CATALYST, PRODUCT_LONG, PRODUCT_SPONGE } from './companyFixtures.ts';
import { ProductCardScreen } from './ProductCardScreen.tsx';

const CARD_URL = 'https://spw.example/#/product/card?id=71';
const COMPANY_HREF = `#/company/card?id=${COMPANY_BRIEF.id}`;

const meta = {
  title: 'Features/Market/ProductCard',
  component: ProductCardScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    product: PRODUCT_SPONGE,
    loading: false,
    error: null,
    onRetry: fn(),
    cardUrl: CARD_URL,
    homeHref: '#/',
    companyHref: COMPANY_HREF,
    onCopyLink: fn(),
  },
} satisfies Meta<typeof ProductCardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The headings go 1, 2, … without a jump, starting at the one h1. */
async function headingsInOrder(root: HTMLElement) {
  const levels = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
  await expect(levels[0]).toBe(1);
  await expect(levels.filter((level) => level === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i += 1) await expect((levels[i] ?? 0) - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
}

/** Every picture drawn (the thumbnails load lazily) before the baseline is taken. */
const picturesLoaded = (root: HTMLElement) =>
  waitFor(() => {
    for (const img of root.querySelectorAll('img')) expect(img.complete && img.naturalWidth > 0).toBe(true);
  });

async function noOverflow(root: HTMLElement) {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  const sheet = root.querySelector('.spw-share-card__sheet') as HTMLElement;
  await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
}

/** The price line, as read: the hidden label, then the amount and unit. */
const priceOf = (root: HTMLElement) => root.querySelector('.spw-share-card__price') as HTMLElement;

const rowsOf = (table: HTMLElement) => [...table.querySelectorAll('tr')].map((tr) => [...tr.children].map((cell) => cell.textContent));

/** A published product with a price (Chinese): pictures, names, category, price, specs, description, company, the QR foot. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('上海铂金周 · 企业黄页')).toBeVisible();
    const card = within(canvas.getByRole('article', { name: PRODUCT_SPONGE.name }));
    await expect(card.getByRole('heading', { level: 1, name: PRODUCT_SPONGE.name })).toHaveAttribute('translate', 'no');
    await expect(card.getByText(PRODUCT_SPONGE.en_name)).toHaveAttribute('lang', 'en-GB');
    await expect(card.getByText('贵金属')).toBeVisible();
    await expect(priceOf(canvasElement)).toHaveTextContent('价格 ¥228.50 / 克');
    await expect(priceOf(canvasElement)).toBeVisible();
    await expect(card.getByText('克')).toHaveAttribute('translate', 'no');
    await expect(card.queryByText('未上架', { exact: false })).toBeNull();

    // The pictures: the first large and square; a thumbnail of each, the first chosen.
    const gallery = within(card.getByRole('region', { name: '产品图片' }));
    const large = gallery.getByRole('img', { name: `${PRODUCT_SPONGE.name}图片 1/2` });
    await expect(large).toHaveAttribute('src', PRODUCT_SPONGE.pictures[0]);
    await expect(getComputedStyle(large).aspectRatio).toBe('1 / 1');
    await expect(gallery.getByRole('button', { name: '查看第 1 张图片' })).toHaveAttribute('aria-pressed', 'true');
    await expect(gallery.getByRole('button', { name: '查看第 2 张图片' })).toHaveAttribute('aria-pressed', 'false');

    // The specs, as a table: label, value.
    const table = card.getByRole('table', { name: '产品参数' });
    await expect(rowsOf(table)).toEqual([
      ['纯度', '≥ 99.95%'],
      ['粒度', '40–80 目'],
      ['包装', '1 kg 真空袋'],
    ]);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(3);

    const description = card.getByText(PRODUCT_SPONGE.description);
    await expect(description).toHaveAttribute('translate', 'no');
    await expect(getComputedStyle(description).whiteSpace).toBe('pre-wrap');

    // Its company, a link to the company's card.
    const company = within(card.getByRole('region', { name: '所属企业' }));
    await expect(company.getByRole('link', { name: COMPANY_BRIEF.name })).toHaveAttribute('href', COMPANY_HREF);

    await expect(card.getByRole('img', { name: `${PRODUCT_SPONGE.name}的二维码` })).toBeVisible();
    await expect(card.getByText('长按识别二维码，或扫码打开')).toBeVisible();
    await expect(card.getByRole('link', { name: '访问上海铂金周官网' })).toHaveAttribute('href', '#/');
    await expect(card.getByRole('button', { name: '复制链接' })).toBeVisible();
    await expect(args.onCopyLink).not.toHaveBeenCalled();

    await headingsInOrder(canvasElement);
    await picturesLoaded(canvasElement);
  },
};

/** Copy link: the page copies and says so. */
export const CopyLink: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
  },
};

/** A thumbnail pressed: its picture shown large, and it marked chosen. */
export const ThumbnailSwitch: Story = {
  play: async ({ canvas, canvasElement }) => {
    const gallery = within(canvas.getByRole('region', { name: '产品图片' }));
    const second = gallery.getByRole('button', { name: '查看第 2 张图片' });
    await userEvent.click(second);
    const large = gallery.getByRole('img', { name: `${PRODUCT_SPONGE.name}图片 2/2` });
    await expect(large).toHaveAttribute('src', PRODUCT_SPONGE.pictures[1]);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(gallery.getByRole('button', { name: '查看第 1 张图片' })).toHaveAttribute('aria-pressed', 'false');
    await expect(second).toHaveFocus();

    // And back, from the keyboard.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await expect(gallery.getByRole('img', { name: `${PRODUCT_SPONGE.name}图片 1/2` })).toHaveAttribute('src', PRODUCT_SPONGE.pictures[0]);
    await picturesLoaded(canvasElement);
  },
};

/** No price: '价格面议'. */
export const NoPrice: Story = {
  args: { product: PRODUCT_CATALYST },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('价格面议')).toBeVisible();
    await expect(canvas.queryByText(/¥/)).toBeNull();
    await expect(rowsOf(canvas.getByRole('table', { name: '产品参数' }))).toEqual([['规格', '按图定制']]);
    // No description written: no section for it.
    await expect(canvas.queryByRole('region', { name: '产品介绍' })).toBeNull();
    await picturesLoaded(canvasElement);
  },
};

/** One picture: shown large, no thumbnails. */
export const OnePicture: Story = {
  tags: ['!visual'],
  args: { product: { ...PRODUCT_SPONGE, pictures: PRODUCT_SPONGE.pictures.slice(0, 1) } },
  play: async ({ canvas }) => {
    const gallery = within(canvas.getByRole('region', { name: '产品图片' }));
    await expect(gallery.getByRole('img', { name: `${PRODUCT_SPONGE.name}图片 1/1` })).toBeVisible();
    await expect(gallery.queryByRole('button')).toBeNull();
    await expect(gallery.queryByRole('list')).toBeNull();
  },
};

/** Its owner previewing a product not yet published: said so above the card. */
export const Unpublished: Story = {
  args: { product: { ...PRODUCT_SPONGE, is_published: false, is_mine: true } },
  play: async ({ canvas, canvasElement }) => {
    const notice = canvas.getByText('未上架：此产品仅你的企业可见');
    await expect(notice).toBeVisible();
    const title = canvas.getByRole('heading', { level: 1 });
    // The notice comes first.
    await expect(notice.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await picturesLoaded(canvasElement);
  },
};

/** A company whose card is not public: its name as plain text, no link. */
export const CompanyNotPublic: Story = {
  tags: ['!visual'],
  args: { product: { ...PRODUCT_SPONGE, company: { ...COMPANY_BRIEF, is_public: false, logo: '' } }, companyHref: COMPANY_HREF },
  play: async ({ canvas }) => {
    const company = within(canvas.getByRole('region', { name: '所属企业' }));
    await expect(company.getByText(COMPANY_BRIEF.name)).toHaveAttribute('translate', 'no');
    await expect(company.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  args: { product: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByText('上海铂金周 · 企业黄页')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  args: { product: null, error: '服务器繁忙' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('产品信息加载失败');
    await expect(alert).toHaveTextContent('服务器繁忙');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Gone, or never there: said so, with the way to the site; nothing to share. */
export const NotFound: Story = {
  args: { product: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该产品不存在或已下架')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('img', { name: /二维码/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '复制链接' })).toBeNull();
  },
};

/** A long name, twelve long specs, a long description, a large price: all inside the sheet. */
export const LongText: Story = {
  args: { product: PRODUCT_LONG },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: PRODUCT_LONG.name })).toBeVisible();
    await expect(priceOf(canvasElement)).toHaveTextContent('价格 ¥99,999,999.99 / 套');
    await expect(within(canvas.getByRole('table', { name: '产品参数' })).getAllByRole('row')).toHaveLength(12);
    await noOverflow(canvasElement);
    await picturesLoaded(canvasElement);
  },
};

/** The English site: the English name first and the Chinese under it, spec labels and words in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Shanghai Platinum Week · Yellow Pages')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: PRODUCT_SPONGE.en_name })).toBeVisible();
    await expect(canvas.getByText(PRODUCT_SPONGE.name)).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText('Precious metals')).toBeVisible();
    await expect(priceOf(canvasElement)).toHaveTextContent('Price ¥228.50 / 克');
    await expect(rowsOf(canvas.getByRole('table', { name: 'Specifications' }))).toEqual([
      ['Purity', '≥ 99.95%'],
      ['Grain size', '40–80 目'],
      ['Packing', '1 kg 真空袋'],
    ]);
    await expect(canvas.getByText(PRODUCT_SPONGE.en_description)).toBeVisible();
    const company = within(canvas.getByRole('region', { name: 'Company' }));
    await expect(company.getByRole('link', { name: COMPANY_BRIEF.en_name })).toHaveAttribute('href', COMPANY_HREF);
    const gallery = within(canvas.getByRole('region', { name: 'Product pictures' }));
    await expect(gallery.getByRole('img', { name: `${PRODUCT_SPONGE.en_name}, picture 1 of 2` })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'View picture 2' })).toBeVisible();
    await expect(canvas.getByText('Scan or long-press the code to open')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

/** English, no price, unpublished, no English description: 'Price on request', the notice, the Chinese marked as such. */
export const EnglishStates: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { product: { ...PRODUCT_CATALYST, is_published: false, description: '按图纸定制。', en_description: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price on request')).toBeVisible();
    await expect(canvas.getByText('Not published: only your company can see this product')).toBeVisible();
    await expect(canvas.getByText('按图纸定制。')).toHaveAttribute('lang', 'zh-CN');
  },
};

/** A phone: the sheet as wide as the screen, the picture within it, the thumbnails pressable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await noOverflow(canvasElement);
    const sheet = canvasElement.querySelector('.spw-share-card__sheet') as HTMLElement;
    await expect(sheet.getBoundingClientRect().width).toBe(window.innerWidth);
    const large = canvas.getByRole('img', { name: `${PRODUCT_SPONGE.name}图片 1/2` });
    await expect(large.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: '查看第 2 张图片' }));
    await expect(canvas.getByRole('img', { name: `${PRODUCT_SPONGE.name}图片 2/2` })).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

/** The long product on a phone. */
export const PhoneLong: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { product: PRODUCT_LONG },
  play: async ({ canvasElement }) => {
    await noOverflow(canvasElement);
    await picturesLoaded(canvasElement);
  },
};
