import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompanyCardScreen } from './CompanyCardScreen.tsx';
import { COMPANY_PUBLIC, COMPANY_PUBLIC_LONG, PRODUCT_CATALYST, PRODUCT_LONG, PRODUCT_SPONGE, PRODUCTS } from './companyFixtures.ts';

const CARD_URL = 'https://spw.example/#/company/card?id=31';

const meta = {
  title: 'Features/Market/CompanyCard',
  component: CompanyCardScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    company: COMPANY_PUBLIC,
    products: PRODUCTS,
    productsTotal: PRODUCTS.length,
    loading: false,
    error: null,
    onRetry: fn(),
    cardUrl: CARD_URL,
    homeHref: '#/',
    productHrefOf: (product) => `#/product/card?id=${product.id}`,
    onCopyLink: fn(),
  },
} satisfies Meta<typeof CompanyCardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The headings go 1, 2, 3 without a jump, starting at h1. */
async function headingsInOrder(root: HTMLElement) {
  const levels = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
  await expect(levels[0]).toBe(1);
  await expect(levels.filter((level) => level === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i += 1) await expect((levels[i] ?? 0) - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
}

/** Every picture in the card drawn (they load lazily) before the baseline is taken. */
const picturesLoaded = (root: HTMLElement) =>
  waitFor(() => {
    for (const img of root.querySelectorAll('img')) expect(img.complete && img.naturalWidth > 0).toBe(true);
  });

/** Nothing wider than its box. */
async function noOverflow(root: HTMLElement) {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  const sheet = root.querySelector('.spw-share-card__sheet') as HTMLElement;
  await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
}

/** An approved company (Chinese): site name, logo and names, categories, key facts, intro, pictures, products, the QR foot. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('上海铂金周 · 企业黄页')).toBeVisible();
    const card = within(canvas.getByRole('article', { name: COMPANY_PUBLIC.name }));
    const title = card.getByRole('heading', { level: 1, name: COMPANY_PUBLIC.name });
    await expect(title).toHaveAttribute('translate', 'no');
    await expect(card.getByText(COMPANY_PUBLIC.en_name)).toHaveAttribute('lang', 'en-GB');
    const tags = within(card.getByRole('list', { name: '经营类别' }));
    await expect(tags.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['贵金属', '加工服务']);

    // The key facts, as a description list.
    const facts = card.getByRole('region', { name: '企业信息' });
    const terms = [...facts.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual(['统一社会信用代码', '地址', '联系人', '电话', '邮箱', '网站']);
    await expect(within(facts).getByText(COMPANY_PUBLIC.licence_no)).toHaveAttribute('translate', 'no');
    await expect(within(facts).getByText(COMPANY_PUBLIC.address)).toBeVisible();
    await expect(within(facts).getByText(COMPANY_PUBLIC.contact_name)).toBeVisible();
    await expect(within(facts).getByRole('link', { name: COMPANY_PUBLIC.phone })).toHaveAttribute('href', 'tel:+862150801234');
    await expect(within(facts).getByRole('link', { name: COMPANY_PUBLIC.email })).toHaveAttribute('href', `mailto:${COMPANY_PUBLIC.email}`);
    const site = within(facts).getByRole('link', { name: `${COMPANY_PUBLIC.website} （在新窗口打开）` });
    await expect(site).toHaveAttribute('href', COMPANY_PUBLIC.website);
    await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(site).toHaveAttribute('target', '_blank');

    // The intro: line breaks kept; short enough for no toggle.
    const intro = card.getByText(/^专业从事铂族金属精炼/);
    await expect(getComputedStyle(intro).whiteSpace).toBe('pre-wrap');
    await expect(intro).toHaveAttribute('translate', 'no');
    await expect(card.queryByRole('button', { name: '展开' })).toBeNull();

    // The pictures: lazy, 4:3, named.
    const pictures = within(card.getByRole('region', { name: '企业图片' })).getAllByRole('img');
    await expect(pictures).toHaveLength(3);
    await expect(pictures[0]).toHaveAccessibleName(`${COMPANY_PUBLIC.name}图片 1`);
    await expect(pictures[0]).toHaveAttribute('loading', 'lazy');
    await expect(getComputedStyle(pictures[0] as HTMLElement).aspectRatio).toBe('4 / 3');

    // The products: a count, and each a link with its price.
    const products = within(card.getByRole('region', { name: '产品' }));
    await expect(products.getByText('共 4 件产品')).toBeVisible();
    const links = products.getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveAttribute('href', `#/product/card?id=${PRODUCT_SPONGE.id}`);
    await expect(links[0]).toHaveTextContent('¥228.50 / 克');
    await expect(products.getByRole('heading', { level: 3, name: PRODUCT_CATALYST.name })).toBeVisible();
    await expect(links[2]).toHaveTextContent('价格面议');

    // The foot: the card's QR code, how to use it, copy the link, the site's home.
    await expect(card.getByRole('img', { name: `${COMPANY_PUBLIC.name}的二维码` })).toBeVisible();
    await expect(card.getByText('长按识别二维码，或扫码打开')).toBeVisible();
    await expect(card.getByRole('button', { name: '复制链接' })).toBeVisible();
    await expect(card.getByRole('link', { name: '访问上海铂金周官网' })).toHaveAttribute('href', '#/');
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

/** A long intro: clamped to six lines with '展开'; opened, all of it and '收起'. */
export const IntroToggle: Story = {
  tags: ['!visual'],
  args: { company: COMPANY_PUBLIC_LONG },
  play: async ({ canvas }) => {
    const intro = canvas.getByText(/^铂族金属精炼与贸易。/);
    const toggle = canvas.getByRole('button', { name: '展开' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', intro.id);
    const lineHeight = parseFloat(getComputedStyle(intro).lineHeight);
    await expect(intro.clientHeight).toBeLessThanOrEqual(Math.ceil(lineHeight * 6) + 1);
    await expect(intro.scrollHeight).toBeGreaterThan(intro.clientHeight);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('收起');
    await expect(toggle).toHaveFocus();
    await expect(intro.clientHeight).toBeGreaterThan(lineHeight * 6 + 1);
    await expect(intro.scrollHeight).toBeLessThanOrEqual(intro.clientHeight + 1);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('展开');
    await expect(intro.scrollHeight).toBeGreaterThan(intro.clientHeight);
  },
};

/** No products yet: said so, no count. */
export const NoProducts: Story = {
  args: { products: [], productsTotal: 0 },
  play: async ({ canvas, canvasElement }) => {
    const products = within(canvas.getByRole('region', { name: '产品' }));
    await expect(products.getByText('暂无产品')).toBeVisible();
    await expect(products.queryByRole('link')).toBeNull();
    await expect(products.queryByText(/件产品/)).toBeNull();
    await picturesLoaded(canvasElement);
  },
};

/** More products than the first page: the count says how many in all. */
export const MoreProducts: Story = {
  tags: ['!visual'],
  args: { products: PRODUCTS.slice(0, 2), productsTotal: 37 },
  play: async ({ canvas }) => {
    const products = within(canvas.getByRole('region', { name: '产品' }));
    await expect(products.getByText('共 37 件产品')).toBeVisible();
    await expect(products.getAllByRole('link')).toHaveLength(2);
  },
};

/** A sparse entry: no logo (its initial instead), no English name, no pictures; a website that is not a web address stays text. */
export const Sparse: Story = {
  tags: ['!visual'],
  args: {
    company: {
      ...COMPANY_PUBLIC,
      logo: '',
      en_name: '',
      licence_no: '',
      email: '',
      pictures: [],
      website: 'javascript:alert(1)',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: COMPANY_PUBLIC.name })).toBeVisible();
    await expect(canvasElement.querySelector('.spw-share-card__other-name')).toBeNull();
    await expect(canvasElement.querySelector('.spw-share-card__logo')).toHaveTextContent('贵');
    await expect(canvas.queryByRole('region', { name: '企业图片' })).toBeNull();
    const facts = canvas.getByRole('region', { name: '企业信息' });
    await expect([...facts.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['地址', '联系人', '电话', '网站']);
    await expect(within(facts).getByText('javascript:alert(1)').closest('a')).toBeNull();
  },
};

export const Loading: Story = {
  args: { company: null, products: [], productsTotal: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByText('上海铂金周 · 企业黄页')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByRole('img', { name: /二维码/ })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  args: { company: null, products: [], productsTotal: 0, error: '网络连接失败' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('企业信息加载失败');
    await expect(alert).toHaveTextContent('网络连接失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** Not there, or not approved: said so, with the way to the site. */
export const NotFound: Story = {
  args: { company: null, products: [], productsTotal: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该企业不存在或尚未通过审核')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('img', { name: /二维码/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '复制链接' })).toBeNull();
  },
};

/** Long names, address and intro, a long product: everything wraps inside the sheet; the intro clamped. */
export const LongText: Story = {
  args: { company: COMPANY_PUBLIC_LONG, products: [PRODUCT_LONG, PRODUCT_SPONGE], productsTotal: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: COMPANY_PUBLIC_LONG.name })).toBeVisible();
    await expect(canvas.getByText(COMPANY_PUBLIC_LONG.en_name)).toBeVisible();
    await expect(canvas.getByText(COMPANY_PUBLIC_LONG.address)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '展开' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(`^${PRODUCT_LONG.name}`) })).toHaveTextContent('¥99,999,999.99 / 套');
    await noOverflow(canvasElement);
    await picturesLoaded(canvasElement);
  },
};

/** The English site: the site's words in English, the English fields first, the Chinese name under the English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Shanghai Platinum Week · Yellow Pages')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: COMPANY_PUBLIC.en_name })).toBeVisible();
    await expect(canvas.getByText(COMPANY_PUBLIC.name)).toHaveAttribute('lang', 'zh-CN');
    const tags = within(canvas.getByRole('list', { name: 'Business categories' }));
    await expect(tags.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Precious metals', 'Services']);
    const facts = canvas.getByRole('region', { name: 'Company details' });
    await expect([...facts.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Unified social credit code',
      'Address',
      'Contact',
      'Phone',
      'Email',
      'Website',
    ]);
    await expect(within(facts).getByText(COMPANY_PUBLIC.en_address)).not.toHaveAttribute('lang');
    await expect(canvas.getByText(/^Refining, recycling and processing/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'About the company' })).toBeVisible();
    const products = within(canvas.getByRole('region', { name: 'Products' }));
    await expect(products.getByText('4 products')).toBeVisible();
    await expect(products.getByRole('heading', { level: 3, name: PRODUCT_SPONGE.en_name })).toBeVisible();
    await expect(products.getAllByRole('link')[0]).toHaveTextContent('¥228.50 / 克');
    await expect(products.getAllByRole('link')[2]).toHaveTextContent('Price on request');
    await expect(canvas.getByRole('img', { name: `QR code for ${COMPANY_PUBLIC.en_name}` })).toBeVisible();
    await expect(canvas.getByText('Scan or long-press the code to open')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visit the Shanghai Platinum Week site' })).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

/** English with the English fields left empty: the Chinese shown, marked as Chinese. */
export const EnglishFallback: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { company: { ...COMPANY_PUBLIC, en_name: '', en_intro: '', en_address: '  ' }, productsTotal: 1, products: [PRODUCT_CATALYST] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: COMPANY_PUBLIC.name })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText(/^专业从事铂族金属精炼/)).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText(COMPANY_PUBLIC.address)).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText('1 product')).toBeVisible();
  },
};

/** A phone: the sheet as wide as the screen, nothing wider; the copy button still works. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, args }) => {
    await noOverflow(canvasElement);
    const sheet = canvasElement.querySelector('.spw-share-card__sheet') as HTMLElement;
    await expect(sheet.getBoundingClientRect().width).toBe(window.innerWidth);
    const qr = canvas.getByRole('img', { name: `${COMPANY_PUBLIC.name}的二维码` });
    await expect(qr.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
    await picturesLoaded(canvasElement);
  },
};

/** A long intro on a phone: clamped with its toggle; long names wrap. */
export const PhoneLong: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { company: COMPANY_PUBLIC_LONG, products: [PRODUCT_LONG], productsTotal: 1 },
  play: async ({ canvas, canvasElement }) => {
    await noOverflow(canvasElement);
    await expect(canvas.getByRole('button', { name: '展开' })).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};
