import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { LONG_REVIEW, REVIEW_NEW, REVIEW_NEW_EN, REVIEW_QUEUE, REVIEW_REVISION, REVIEW_REVISION_EN } from './creatorFixtures.ts';
import { ArticleReviewScreen } from './ArticleReviewScreen.tsx';

const meta = {
  title: 'Features/Article/ArticleReview',
  component: ArticleReviewScreen,
  args: {
    status: 'ready',
    items: [REVIEW_NEW, REVIEW_REVISION],
    total: 2,
    page: 1,
    rows: 10,
    onPageChange: fn(),
    onDecide: fn(async () => undefined),
    onRetry: fn(),
    previewHrefOf: (item) => `#/article/preview?id=${item.id}`,
  },
} satisfies Meta<typeof ArticleReviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The queue entry of an article, found by its title. */
const entryOf = (canvas: ReturnType<typeof within>, title: string) => within(canvas.getByRole('article', { name: title }));

const textOf = (elements: Iterable<Element>) => Array.from(elements, (element) => element.textContent);

/** A new article and a revision, oldest first, on the Chinese site. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '文章审核' })).toBeVisible();
    await expect(canvas.getByText('共 2 篇待审核')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([REVIEW_NEW.title, REVIEW_REVISION.title]);

    const fresh = entryOf(canvas, REVIEW_NEW.title);
    await expect(fresh.getByText('新文章')).toBeVisible();
    const author = fresh.getByText('水贝观察员');
    await expect(author).toHaveAttribute('translate', 'no');
    await expect(fresh.getByText('提交于 2026年11月16日 10:15')).toBeVisible();
    await expect(textOf(fresh.getByRole('list', { name: '敏感词' }).querySelectorAll('li'))).toEqual(['稳赚不赔', '全网最低价']);
    await expect(fresh.getByRole('region', { name: `正文 ${REVIEW_NEW.title}` })).toBeVisible();
    await expect(fresh.getByRole('link', { name: /^预览/ })).toHaveAttribute('href', `#/article/preview?id=${REVIEW_NEW.id}`);

    const revision = entryOf(canvas, REVIEW_REVISION.title);
    await expect(revision.getByText('修改')).toBeVisible();
    await expect(revision.getByRole('region', { name: /^修改前后对比/ })).toBeVisible();
    // A revision is read in the comparison, not again as a whole.
    await expect(revision.queryByRole('region', { name: /^正文/ })).toBeNull();
  },
};

/** Every flagged word is marked in the title, summary and text, inside formatting too; the table still scrolls. */
export const SensitiveWordsHighlighted: Story = {
  tags: ['!visual'],
  args: { items: [REVIEW_NEW], total: 1 },
  play: async ({ canvas }) => {
    const entry = entryOf(canvas, REVIEW_NEW.title);
    await expect(entry.getByRole('list', { name: '敏感词' })).toBeVisible();
    const text = entry.getByRole('region', { name: `正文 ${REVIEW_NEW.title}` });
    await expect(textOf(text.querySelectorAll('mark'))).toEqual(['全网最低价', '稳赚不赔', '稳赚不赔']);
    // The author's headings sit under the entry's: below its h3.
    await expect(within(text).getByRole('heading', { level: 4, name: '一、克价：看基准，也看成色' })).toBeVisible();
    // Inside the author's bold words: the <strong> is kept, the word marked within it.
    await expect(text.querySelector('strong > mark')).toHaveTextContent('全网最低价');
    // The text around the marks is unchanged.
    await expect(text).toHaveTextContent('有商家在门口写着全网最低价，实际只报素金价。');
    await expect(within(text).getByRole('region', { name: '表格，可左右滚动查看' })).toContainElement(within(text).getByRole('table'));
    // Keyboard users can scroll the text.
    await expect(text).toHaveAttribute('tabindex', '0');
  },
};

/** A flagged word that looks like markup is marked as text: nothing in it becomes an element. */
export const FlaggedMarkupStaysText: Story = {
  tags: ['!visual'],
  args: {
    items: [
      {
        ...REVIEW_NEW,
        title: '促销文案里的 <b>稳赚</b> 标签',
        summary: '',
        cover: '',
        flagged: ['<img src=x onerror=alert(1)>', '<b>稳赚</b>'],
        content: '<p>有门店海报写着 &lt;img src=x onerror=alert(1)&gt; 这样的乱码，也有 &lt;b&gt;稳赚&lt;/b&gt; 的字样。</p>',
      },
    ],
    total: 1,
  },
  play: async ({ canvas }) => {
    const text = canvas.getByRole('region', { name: /^正文/ });
    await expect(text.querySelector('img')).toBeNull();
    await expect(text.querySelector('b')).toBeNull();
    await expect(textOf(text.querySelectorAll('mark'))).toEqual(['<img src=x onerror=alert(1)>', '<b>稳赚</b>']);
    await expect(canvas.getByRole('heading', { level: 2 }).querySelector('mark')).toHaveTextContent('<b>稳赚</b>');
  },
};

/** A revision beside the live version: removed words struck through, added ones underlined, both named for screen readers. */
export const RevisionSideBySide: Story = {
  tags: ['!visual'],
  args: { items: [REVIEW_REVISION], total: 1 },
  play: async ({ canvas }) => {
    const compare = canvas.getByRole('region', { name: /^修改前后对比/ });
    const removed = compare.querySelectorAll('del');
    const added = compare.querySelectorAll('ins');
    await expect(removed.length).toBeGreaterThan(0);
    await expect(added.length).toBeGreaterThan(0);
    // The title: 匠人 became 传承人.
    const title = within(compare).getByRole('heading', { level: 4, name: '标题' }).parentElement as HTMLElement;
    await expect(title.querySelector('del')).toHaveTextContent(/匠/);
    await expect(title.querySelector('ins')).toHaveTextContent(/传承/);
    // A new paragraph is added whole; an unchanged one is shown on both sides but read once.
    await expect(textOf(added).some((text) => text?.includes('为了避免铂金在反复退火中发脆'))).toBe(true);
    const same = within(compare).getAllByText(/^铂金的熔点高达 1768 摄氏度/);
    await expect(same).toHaveLength(2);
    await expect(same[1]?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not by colour alone: a line through, a line under.
    const [del] = removed;
    const [ins] = added;
    await expect(getComputedStyle(del as Element).textDecorationLine).toContain('line-through');
    await expect(getComputedStyle(ins as Element).textDecorationLine).toContain('underline');
    await expect(del).toHaveTextContent(/^\[删除开始\]/);
    await expect(ins).toHaveTextContent(/\[新增结束\]$/);
    // The flagged word in the added words is marked.
    await expect(compare.querySelector('ins mark')).toHaveTextContent('国家级');
    // Side by side on a wide screen.
    const row = (del as Element).closest('p')?.parentElement?.parentElement as HTMLElement;
    const [left, right] = Array.from(row.children, (cell) => cell.getBoundingClientRect());
    await expect(right?.left).toBeGreaterThan(left?.right ?? Infinity);
  },
};

/** Rejecting needs a reason: without one, or 'Other' without words, the form says so and nothing is sent. */
export const RejectNeedsAReason: Story = {
  args: { items: [REVIEW_NEW], total: 1 },
  play: async ({ canvas, args }) => {
    const reject = canvas.getByRole('button', { name: /^驳回/ });
    await expect(reject).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(reject);
    await expect(reject).toHaveAttribute('aria-expanded', 'true');
    const reasons = canvas.getByRole('radiogroup', { name: /驳回原因/ });
    await expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['内容过短', '含有敏感或违规内容', '数据或引用缺少来源', '与专栏主题无关', '其他']);
    // The focus moves into the form.
    await expect(within(reasons).getAllByRole('radio')[0]).toHaveFocus();
    const confirm = canvas.getByRole('button', { name: '确认驳回' });
    await userEvent.click(confirm);
    await expect(canvas.getByText('请选择驳回原因')).toBeVisible();
    await expect(reasons).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(reasons).getByRole('radio', { name: '其他' }));
    await userEvent.click(confirm);
    const note = canvas.getByRole('textbox', { name: /补充说明/ });
    await expect(canvas.getByText('选择“其他”时，请写明驳回原因')).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveFocus();
    await userEvent.type(note, '   ');
    await userEvent.click(confirm);
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** A common reason and a note: sent together, then the form closes and the focus goes back to Reject. */
export const Reject: Story = {
  tags: ['!visual'],
  args: { items: [REVIEW_NEW], total: 1 },
  play: async ({ canvas, args }) => {
    const reject = canvas.getByRole('button', { name: /^驳回/ });
    await userEvent.click(reject);
    await userEvent.click(canvas.getByRole('radio', { name: '数据或引用缺少来源' }));
    const note = canvas.getByRole('textbox', { name: /补充说明/ });
    // The note gets the room the reason leaves: 200 in all.
    await expect(note).toHaveAttribute('maxlength', String(200 - '数据或引用缺少来源：'.length));
    await userEvent.type(note, '回收价表格请注明数据来源与日期。');
    await userEvent.click(canvas.getByRole('button', { name: '确认驳回' }));
    await expect(args.onDecide).toHaveBeenCalledWith(REVIEW_NEW, {
      pass: false,
      reason: '数据或引用缺少来源：回收价表格请注明数据来源与日期。',
    });
    await waitFor(() => expect(canvas.queryByRole('radiogroup')).toBeNull());
    await expect(reject).toHaveFocus();
  },
};

/** 'Other' with its words: the words are the reason. */
export const RejectOther: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { items: [REVIEW_NEW_EN], total: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Reject/ }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Other' }));
    const note = canvas.getByRole('textbox', { name: /Details/ });
    await expect(note).toHaveAttribute('maxlength', '200');
    await userEvent.type(note, '  Please remove the investment claims in the second paragraph.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm rejection' }));
    await expect(args.onDecide).toHaveBeenCalledWith(REVIEW_NEW_EN, {
      pass: false,
      reason: 'Please remove the investment claims in the second paragraph.',
    });
  },
};

/** The decision failed (the container says why): the form stays open with what was chosen. */
export const RejectFails: Story = {
  tags: ['!visual'],
  args: {
    items: [REVIEW_NEW],
    total: 1,
    onDecide: fn(async () => {
      throw new globalThis.Error('40009');
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^驳回/ }));
    await userEvent.click(canvas.getByRole('radio', { name: '内容过短' }));
    await userEvent.click(canvas.getByRole('button', { name: '确认驳回' }));
    await expect(args.onDecide).toHaveBeenCalledWith(REVIEW_NEW, { pass: false, reason: '内容过短' });
    await expect(canvas.getByRole('radio', { name: '内容过短' })).toBeChecked();
  },
};

/** Approving is one press. */
export const Approve: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const entry = entryOf(canvas, REVIEW_REVISION.title);
    await userEvent.click(entry.getByRole('button', { name: `通过 ${REVIEW_REVISION.title}` }));
    await expect(args.onDecide).toHaveBeenCalledTimes(1);
    await expect(args.onDecide).toHaveBeenCalledWith(REVIEW_REVISION, { pass: true });
  },
};

/** A decision on its way: the entry's buttons keep the focus but take no second press. */
export const Deciding: Story = {
  tags: ['!visual'],
  args: { deciding: REVIEW_NEW.id },
  play: async ({ canvas, args }) => {
    const entry = entryOf(canvas, REVIEW_NEW.title);
    const approve = entry.getByRole('button', { name: /^通过/ });
    await expect(approve).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(approve);
    await expect(approve).toHaveFocus();
    await userEvent.click(entry.getByRole('button', { name: /^驳回/ }));
    await userEvent.click(entry.getByRole('radio', { name: '内容过短' }));
    await userEvent.click(entry.getByRole('button', { name: '确认驳回' }));
    await expect(args.onDecide).not.toHaveBeenCalled();
    // The other entry is not waiting.
    await expect(entryOf(canvas, REVIEW_REVISION.title).getByRole('button', { name: /^通过/ })).not.toHaveAttribute('aria-disabled');
  },
};

/** A full page of the queue, in the order given (oldest submission first), and the pager. */
export const Paged: Story = {
  tags: ['!visual'],
  args: { items: REVIEW_QUEUE, total: 14, rows: 4 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('共 14 篇待审核')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(REVIEW_QUEUE.map((item) => item.title));
    await expect(canvas.getAllByRole('article').map((a) => within(a).getByText(/^(新文章|修改)$/).textContent)).toEqual([
      '新文章',
      '修改',
      '新文章',
      '修改',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有待审核的文章')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '文章审核' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('审核列表加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Long titles and names wrap, many flagged words wrap, a long text scrolls in its box, a wide table in its own. */
export const LongText: Story = {
  args: { items: LONG_REVIEW, total: 12, rows: 2 },
  play: async ({ canvas, canvasElement }) => {
    const [first] = LONG_REVIEW;
    const title = canvas.getByRole('heading', { level: 2, name: first?.title });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(entryOf(canvas, first?.title ?? '').getByText(LONG_NAME)).toHaveAttribute('translate', 'no');
    const text = canvas.getByRole('region', { name: /^正文/ });
    await expect(within(text).getByRole('region', { name: '表格，可左右滚动查看' }).scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The Chinese site around English articles: the site's words in Chinese, the articles marked English. */
export const Chinese: Story = {
  tags: ['!visual'],
  globals: { locale: 'zh' },
  args: { items: [REVIEW_NEW_EN, REVIEW_REVISION_EN], total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: REVIEW_NEW_EN.title })).toHaveAttribute('lang', 'en');
    const fresh = entryOf(canvas, REVIEW_NEW_EN.title);
    await expect(fresh.getByRole('list', { name: '敏感词' })).toHaveAttribute('lang', 'en');
    await expect(textOf(fresh.getByRole('region', { name: /^正文/ }).querySelectorAll('mark'))).toEqual([
      'guaranteed returns',
      'risk-free',
    ]);
    await expect(fresh.getByText('提交于 2026年11月18日 17:00')).toBeVisible();
    await expect(entryOf(canvas, REVIEW_REVISION_EN.title).getByRole('group', { name: '审核决定' })).toHaveAttribute('lang', 'zh-CN');
  },
};

/** The English site: English articles, a new one and a revision. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { items: [REVIEW_NEW_EN, REVIEW_REVISION_EN], total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Article review' })).toBeVisible();
    await expect(canvas.getByText('2 articles waiting')).toBeVisible();
    const fresh = entryOf(canvas, REVIEW_NEW_EN.title);
    await expect(fresh.getByText('New article')).toBeVisible();
    await expect(fresh.getByText('Submitted 18 Nov 2026, 17:00')).toBeVisible();
    await expect(fresh.getByRole('list', { name: 'Sensitive words' })).toBeVisible();
    const revision = entryOf(canvas, REVIEW_REVISION_EN.title);
    await expect(revision.getByText('Revision')).toBeVisible();
    await expect(revision.getByText('No sensitive words found')).toBeVisible();
    const compare = revision.getByRole('region', { name: /^Before and after/ });
    await expect(textOf(compare.querySelectorAll('ins'))).toContain(
      '[added:] Whichever you choose, ask for the assay certificate. [end added]',
    );
    await expect(revision.getByRole('button', { name: /^Approve/ })).toBeVisible();
    await expect(revision.getByRole('button', { name: /^Reject/ })).toBeVisible();
  },
};

/** A phone: the two versions one above the other, each named; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [REVIEW_REVISION, REVIEW_NEW], total: 2 },
  play: async ({ canvas, canvasElement }) => {
    const compare = canvas.getByRole('region', { name: /^修改前后对比/ });
    // The changed title: its two boxes, one above the other.
    const row = compare.querySelector('del')?.closest('p')?.parentElement?.parentElement as HTMLElement;
    const [live, revised] = Array.from(row.children, (cell) => cell.getBoundingClientRect());
    await expect(revised?.top).toBeGreaterThanOrEqual(live?.bottom ?? Infinity);
    await expect(within(row).getByText('现行版本')).toBeVisible();
    await expect(within(row).getByText('修改版本')).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
