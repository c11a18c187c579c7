import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { canvasFile, context2d } from '../../../components/upload-story-kit.ts';
import { picture } from '../articleFixtures.ts';
import { cleanPastedHtml, linkFromInput } from './paste-clean.ts';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';
import { countWords } from './word-count.ts';

/* ---------- Story data: no network, the same pixels every run. ---------- */

/**
 * A drawn picture behind a blob: address. The editor takes no data: pictures (a pasted one would
 * bloat the article), so the story hands it the kind of address a local file gets.
 */
function blobPicture(label: string, width: number, height: number, hue: number): string {
  const svg = decodeURIComponent(picture(label, width, height, hue).replace(/^data:image\/svg\+xml,/, ''));
  return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
}

const RING = blobPicture('Pt950', 320, 120, 30);

/** Headings, a list, a quote, a table and a picture: 5 + 14 + 4 + 7 + 6 + 10 = 46 words. */
const FILLED_HTML = [
  '<h2>铂金周日程</h2>',
  '<p>2026 上海铂金周 Platinum Week 将于 11 月举行。</p>',
  '<h3>主要活动</h3>',
  '<ul><li><p>开幕式</p></li><li><p>铂金论坛</p></li></ul>',
  '<blockquote><p>铂金，恒久之美。</p></blockquote>',
  '<table><tbody><tr><th><p>日期</p></th><th><p>活动</p></th></tr><tr><td><p>11 月 20 日</p></td><td><p>开幕</p></td></tr></tbody></table>',
  `<img src="${RING}" alt="铂金戒指">`,
].join('');

/** What Word puts on the clipboard (trimmed): Office markup, a bulleted and a numbered list, a table. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta name=Generator content="Microsoft Word 15"><!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->
<style><!-- p.MsoNormal {margin:0cm; font-size:10.5pt;} --></style></head>
<body lang=ZH-CN style='tab-interval:21.0pt'><!--StartFragment-->
<h1><span lang=EN-US>2026 </span><span style='font-family:宋体'>铂金周议程</span><o:p></o:p></h1>
<p class=MsoNormal><span style='font-family:宋体;mso-ascii-font-family:Calibri'>本届铂金周在上海举办，</span><b><span style='font-family:宋体'>欢迎</span></b><span
style='font-family:宋体'>各界
人士参加。</span><o:p></o:p></p>
<p class=MsoNormal><span lang=EN-US><o:p>&nbsp;</o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span style='font-family:宋体'>开幕式</span><o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><i>Platinum</i><span lang=EN-US> Forum</span><o:p></o:p></p>
<p class=MsoListParagraph style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span lang=EN-US><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><span style='font-family:宋体'>签到</span><o:p></o:p></p>
<p class=MsoListParagraph style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span lang=EN-US><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><span style='font-family:宋体'>入场</span><o:p></o:p></p>
<p class=MsoNormal><font color=red face=宋体>注意</font><span style='display:none;mso-hide:all'>隐藏批注</span><span style='mso-spacerun:yes'>&nbsp; </span></p>
<!--EndFragment--></body></html>`;

const MMBIZ = 'https://mmbiz.qpic.cn/mmbiz_jpg/spw2026/640?wx_fmt=jpeg&from=appmsg';

/** A WeChat article as copied from the page: nested styled sections, a lazy picture, widgets, hidden bits. */
const WECHAT_HTML = `<meta charset="utf-8"><section data-role="outer" class="rich_media_content" style="margin: 0px; padding: 0px; max-width: 100%; box-sizing: border-box;">
<section style="margin: 10px 0%; text-align: center;"><section style="display: inline-block; vertical-align: top;"><p style="font-size: 20px; color: rgb(154, 122, 60);"><strong><span style="font-size: 20px;">铂金之夜</span></strong></p></section></section>
<mp-style-type data-value="3"></mp-style-type>
<section style="line-height: 1.75em;"><span style="font-size: 15px; color: rgb(62, 62, 62); letter-spacing: 1px;">上海铂金周</span><span style="font-weight: bold; font-size: 15px;">隆重开幕</span><span style="font-size: 15px;">，欢迎光临。&#8203;</span></section>
<p style="text-align: center;"><img class="rich_pages wxw-img" data-ratio="0.5625" data-src="${MMBIZ.replace('&', '&amp;')}" data-type="jpeg" data-w="1080" style="width: 100% !important;" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E"></p>
<p><br></p>
<p style="display:none;"><span>隐藏的文字</span></p>
<section><span leaf="">第二段</span></section>
<mp-common-profile class="js_uneditable custom_select_card" data-nickname="铂金周"></mp-common-profile>
<script>window.hacked = true</script>
</section>`;

/** The alert line under the toolbar (the link form has its own). */
const alertOf = (canvasElement: HTMLElement) => within(canvasElement.querySelector<HTMLElement>('.spw-editor__alert') ?? canvasElement);

/** The HTML of the last change reported. */
const lastHtml = (onChange: RichTextEditorProps['onChange']) => mocked(onChange).mock.lastCall?.[0] ?? '';

function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

/** A small PNG drawn on a canvas: a ring on a warm gradient. */
function drawnPng(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 64;
  const context = context2d(canvas);
  context.fillStyle = '#e9dcc0';
  context.fillRect(0, 0, 96, 64);
  context.strokeStyle = '#7d622d';
  context.lineWidth = 6;
  context.beginPath();
  context.arc(48, 32, 18, 0, Math.PI * 2);
  context.stroke();
  return canvasFile(canvas, name, 'image/png');
}

/** Pastes as the browser does: a real paste event whose clipboard holds HTML and its plain text. */
function paste(target: HTMLElement, html: string, text: string) {
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drops files on the middle of the editing area (ProseMirror ignores a drop outside its text). */
function dropFiles(area: HTMLElement, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  const box = area.getBoundingClientRect();
  const at = { clientX: box.left + 40, clientY: box.top + 30 };
  for (const type of ['dragenter', 'dragover', 'drop']) {
    area.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data, ...at }));
  }
}

/** Puts the cursor in the editing area and selects `text` there (or, with `collapse`, puts the cursor after it). */
async function select(area: HTMLElement, text: string, collapse = false) {
  area.focus();
  // ProseMirror puts back its own selection just after focus: select once it has.
  await pause(50);
  const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    const at = node.data.indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    if (collapse) range.collapse(false);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    // ProseMirror reads the selection on selectionchange.
    await pause(50);
    return;
  }
  throw new Error(`No "${text}" in the editor`);
}

/** Every picture has finished (loaded, or failed for an address the story cannot reach), so the baseline is stable. */
async function picturesSettled(root: HTMLElement) {
  await waitFor(
    () => {
      for (const image of root.querySelectorAll('img')) expect(image.complete, image.src.slice(0, 40)).toBe(true);
    },
    { timeout: 10_000 },
  );
}

const meta = {
  title: 'Features/Article/RichTextEditor',
  component: RichTextEditor,
  args: {
    initialHtml: '<p>上海铂金周</p>',
    label: '文章内容',
    onChange: fn<RichTextEditorProps['onChange']>(),
    onUploadImage: fn<RichTextEditorProps['onUploadImage']>(async () => '/uploads/demo.png'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A filled article: headings, a list, a quote, a table and a picture, drawn as the reading page draws them; 46 words. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  args: { initialHtml: FILLED_HTML },
  play: async ({ canvas, canvasElement, args }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    await expect(within(area).getByRole('heading', { level: 2, name: '铂金周日程' })).toBeVisible();
    await expect(within(area).getByRole('heading', { level: 3, name: '主要活动' })).toBeVisible();
    await expect(within(area).getAllByRole('listitem')).toHaveLength(2);
    await expect(area.querySelector('blockquote')).toHaveTextContent('铂金，恒久之美。');
    await expect(within(area).getByRole('table')).toBeVisible();
    await expect(within(area).getAllByRole('row')).toHaveLength(2);
    await expect(within(area).getByRole('img', { name: '铂金戒指' })).toBeVisible();
    // The toolbar in Chinese, every tool named.
    const toolbar = canvas.getByRole('toolbar', { name: '文本格式' });
    for (const name of [
      '正文',
      '标题',
      '小标题',
      '加粗',
      '斜体',
      '下划线',
      '删除线',
      '无序列表',
      '有序列表',
      '引用',
      '链接',
      '图片',
      '表格',
      '撤销',
      '重做',
    ]) {
      await expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    await expect(within(toolbar).getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'false');
    // The count the Chinese way: each character one word, each Latin word or number one.
    await expect(canvas.getByText('字数 46')).toBeVisible();
    await expect(countWords('铂金周 Platinum Week 2026')).toBe(6);
    await expect(countWords('（一）上海，铂金！')).toBe(5);
    await expect(countWords("don't e-mail 3.5 … —")).toBe(3);
    await expect(countWords('')).toBe(0);
    // Nothing changed yet: nothing reported.
    await expect(args.onChange).not.toHaveBeenCalled();
    await picturesSettled(canvasElement);
  },
};

/** The English site: tool names, the count in English ('5 words'), and the toolbar's arrow keys. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Article text', initialHtml: '<p>Platinum Week 2026 in Shanghai.</p>' },
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Text formatting' });
    for (const name of [
      'Body text',
      'Heading',
      'Subheading',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Image',
      'Table',
      'Undo',
      'Redo',
    ]) {
      await expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    await expect(canvas.getByText('5 words')).toBeVisible();
    // One stop in the tab order; the arrows, Home and End move along the tools (skipping the disabled Undo and Redo).
    await userEvent.tab();
    await expect(within(toolbar).getByRole('button', { name: 'Body text' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(toolbar).getByRole('button', { name: 'Table' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Body text' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(toolbar).getByRole('button', { name: 'Table' })).toHaveFocus();
    // Tab leaves the toolbar for the text.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Article text' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(toolbar).getByRole('button', { name: 'Table' })).toHaveFocus();
  },
};

/** Nothing written yet: the placeholder, and a count of 0. */
export const Empty: Story = {
  args: { initialHtml: '', placeholder: '写下活动的精彩瞬间…' },
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    await expect(area).toHaveAttribute('aria-placeholder', '写下活动的精彩瞬间…');
    const first = area.querySelector('p');
    if (!first) throw new Error('No paragraph');
    await expect(first).toHaveAttribute('data-placeholder', '写下活动的精彩瞬间…');
    await expect(getComputedStyle(first, '::before').content).toBe('"写下活动的精彩瞬间…"');
    await expect(canvas.getByText('字数 0')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const LONG_URL = 'https://www.shanghai-platinum-week.example.com/reports/2026/q3/platinum-market-review-full-version-with-all-tables.pdf';

/** Text without a break (Chinese, an English word, an address) wraps inside the editor; the page never scrolls sideways. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    initialHtml: `<p>${'铂金首饰工艺与市场同步变化'.repeat(6)}</p><p>${'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2)}</p><p><a href="${LONG_URL}">${LONG_URL}</a></p>`,
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    await expect(within(area).getByRole('link')).toHaveAttribute('href', LONG_URL);
    await expect(area.scrollWidth).toBeLessThanOrEqual(area.clientWidth);
    for (const paragraph of area.querySelectorAll('p')) {
      await expect(paragraph.getBoundingClientRect().right).toBeLessThanOrEqual(area.getBoundingClientRect().right);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // 78 characters, one (long) English word, the address's runs of letters and digits.
    await expect(canvas.getByText(`字数 ${78 + 1 + countWords(LONG_URL)}`)).toBeVisible();
  },
};

/** Over a thousand words: the count is grouped as numbers are ('字数 1,234'). */
export const ThousandsOfWords: Story = {
  tags: ['!visual'],
  args: { initialHtml: `<p>${'铂'.repeat(1234)}</p>` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('字数 1,234')).toBeVisible();
  },
};

/** A phone: the toolbar wraps onto more rows; nothing is wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { initialHtml: '<p>在手机上写文章。</p>' },
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: '文本格式' });
    const buttons = within(toolbar).getAllByRole('button');
    const rows = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(rows.size).toBeGreaterThan(1);
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
    for (const button of buttons) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(toolbar.getBoundingClientRect().right);
      // Touch targets of 40 px.
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Typing, then bold from the toolbar: the button shows pressed, and the change carries <strong>. */
export const Formatting: Story = {
  args: { initialHtml: '' },
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    await userEvent.click(area);
    await userEvent.keyboard('铂金周 ');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>铂金周 </p>', 3));
    const bold = canvas.getByRole('button', { name: '加粗' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    // The click left the cursor in the text.
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Platinum');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>铂金周 <strong>Platinum</strong></p>', 4));
    await expect(canvas.getByText('字数 4')).toBeVisible();
    // Bold again ends it; a heading from the toolbar.
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: '标题' }));
    await expect(canvas.getByRole('button', { name: '标题' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '正文' })).toHaveAttribute('aria-pressed', 'false');
    // (The empty paragraph after it is Tiptap's trailing node: there is always a line to type on after the last block.)
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/^<h2>铂金周 <strong>Platinum<\/strong><\/h2>(<p><\/p>)?$/));
    // Undo takes the heading back (with the typing, if it came within the same half-second); redo brings it again.
    await userEvent.click(canvas.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(lastHtml(args.onChange)).not.toContain('<h2>'));
    await userEvent.click(canvas.getByRole('button', { name: '重做' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/^<h2>铂金周 <strong>Platinum<\/strong><\/h2>/));
    await expect(canvas.getByRole('button', { name: '标题' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Word's clipboard: its lists become real lists, its markup and styles go. */
export const PasteFromWord: Story = {
  args: { initialHtml: '' },
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    area.focus();
    paste(area, WORD_HTML, '2026 铂金周议程');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const html = lastHtml(args.onChange);
    await expect(html).toContain('<h2>2026 铂金周议程</h2>');
    await expect(html).toContain('<ul><li><p>开幕式</p></li><li><p><em>Platinum</em> Forum</p></li></ul>');
    await expect(html).toContain('<ol><li><p>签到</p></li><li><p>入场</p></li></ol>');
    // Word broke the line inside Chinese text: no space is left there.
    await expect(html).toContain('<p>本届铂金周在上海举办，<strong>欢迎</strong>各界人士参加。</p>');
    await expect(html).not.toMatch(/mso|o:p|style=|class=|lang=|<font|<span|隐藏批注|·/);
    // No empty paragraph where Word had an &nbsp; one.
    await expect(html).not.toContain('<p></p>');
    await expect(within(area).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** A WeChat article: the lazy picture's real address, no sections, styles, widgets, hidden text or scripts. */
export const PasteFromWeChat: Story = {
  args: { initialHtml: '' },
  play: async ({ canvas, canvasElement, args }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    area.focus();
    paste(area, WECHAT_HTML, '铂金之夜 上海铂金周隆重开幕');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const html = lastHtml(args.onChange);
    await expect(html).toContain(`<img src="${MMBIZ.replace('&', '&amp;')}" alt="">`);
    await expect(html).toContain('<p><strong>铂金之夜</strong></p><p>上海铂金周<strong>隆重开幕</strong>，欢迎光临。</p>');
    await expect(html).toContain('<p>第二段</p>');
    await expect(html).not.toMatch(/<section|style=|class=|data-src|隐藏的文字|mp-|<script|hacked|\u200b/);
    await expect(html).not.toContain('<p></p>');
    await expect((window as Window & { hacked?: boolean }).hacked).toBeUndefined();
    // The cleaner on its own: a Google Docs wrapper is not bold; links other than http(s) and mailto go.
    await expect(
      cleanPastedHtml('<b style="font-weight:normal" id="docs-internal-guid-1"><p><span style="font-weight:700">铂金</span>周</p></b>'),
    ).toBe('<p><strong>铂金</strong>周</p>');
    await expect(cleanPastedHtml('<p><a href="javascript:alert(1)">点我</a> <a href="//example.com/a">链接</a></p>')).toBe(
      '<p>点我 <a href="https://example.com/a">链接</a></p>',
    );
    await picturesSettled(canvasElement);
  },
};

/** A picture chosen with the image button: '图片上传中…' while it is sent, then the picture where the cursor was. */
export const ImageUpload: Story = {
  args: {
    initialHtml: '<p>展台照片：</p>',
    onUploadImage: fn<RichTextEditorProps['onUploadImage']>(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return '/uploads/demo.png';
    }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    await userEvent.click(area);
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    // The image button opens the file picker.
    let opened = 0;
    const count = (event: Event) => {
      opened += 1;
      event.preventDefault();
    };
    input.addEventListener('click', count);
    await userEvent.click(canvas.getByRole('button', { name: '图片' }));
    input.removeEventListener('click', count);
    await expect(opened).toBe(1);
    await userEvent.upload(input, await drawnPng('铂金戒指.png'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('图片上传中…'));
    await waitFor(() => expect(args.onUploadImage).toHaveBeenCalledOnce());
    const [sent] = mocked(args.onUploadImage).mock.calls[0] ?? [];
    await expect(sent?.name).toBe('铂金戒指.png');
    const image = await within(area).findByRole('img', { name: '铂金戒指' });
    await expect(image).toHaveAttribute('src', '/uploads/demo.png');
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('<img src="/uploads/demo.png" alt="铂金戒指">'));
    await expect(lastHtml(args.onChange)).toContain('<p>展台照片：</p>');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''));
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
    await picturesSettled(canvasElement);
  },
};

/** A failed upload shows the server's message; a file that is not a picture is refused; the text stays. */
export const ImageUploadError: Story = {
  args: {
    initialHtml: '<p>这段文字不会丢失。</p>',
    onUploadImage: fn<RichTextEditorProps['onUploadImage']>(async () => {
      throw new Error('上传失败');
    }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    await userEvent.click(area);
    await userEvent.upload(fileInput(canvasElement), await drawnPng('展台.png'));
    await waitFor(() => expect(alertOf(canvasElement).getByText('上传失败')).toBeVisible());
    await expect(args.onUploadImage).toHaveBeenCalledOnce();
    await expect(area).toHaveTextContent('这段文字不会丢失。');
    await expect(area.querySelector('img')).toBeNull();
    // A text file, chosen with the picker on 'all files': refused before anything is sent.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(canvasElement), new File(['铂金周'], '说明.txt', { type: 'text/plain' }));
    await waitFor(() => expect(alertOf(canvasElement).getByText('上传文件只能是图片格式!')).toBeVisible());
    await expect(args.onUploadImage).toHaveBeenCalledOnce();
    await expect(area).toHaveTextContent('这段文字不会丢失。');
    // A picture pasted (a screenshot: a file and no text) and one dropped go the same way.
    const clipboard = new DataTransfer();
    clipboard.items.add(await drawnPng('截图.png'));
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
    await waitFor(() => expect(args.onUploadImage).toHaveBeenCalledTimes(2));
    await expect(mocked(args.onUploadImage).mock.calls[1]?.[0].name).toBe('截图.png');
    dropFiles(area, [await drawnPng('拖入.png')]);
    await waitFor(() => expect(args.onUploadImage).toHaveBeenCalledTimes(3));
    await expect(mocked(args.onUploadImage).mock.calls[2]?.[0].name).toBe('拖入.png');
    await waitFor(() => expect(alertOf(canvasElement).getByText('上传失败')).toBeVisible());
    await expect(area).toHaveTextContent('这段文字不会丢失。');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A table from the toolbar: its own tools appear while the cursor is in it; a row added below makes four. */
export const Table: Story = {
  args: { initialHtml: '<p>日程表：</p>' },
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    await select(area, '日程表：', true);
    await expect(canvas.queryByRole('button', { name: '下方插入行' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '表格' }));
    const table = await within(area).findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const tableTools = within(canvas.getByRole('group', { name: '表格操作' }));
    for (const name of ['下方插入行', '右侧插入列', '删除行', '删除列', '删除表格']) {
      await expect(tableTools.getByRole('button', { name })).toBeVisible();
    }
    // Tab goes from cell to cell.
    await userEvent.keyboard('日期{Tab}活动{Tab}地点');
    await userEvent.click(canvas.getByRole('button', { name: '下方插入行' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await waitFor(() => expect(lastHtml(args.onChange).match(/<tr>/g)).toHaveLength(4));
    // The table as the server keeps it: no colgroup, no width styles.
    await expect(lastHtml(args.onChange)).toMatch(/^<p>日程表：<\/p><table><tbody><tr><th><p>日期<\/p><\/th>/);
    await expect(lastHtml(args.onChange)).not.toMatch(/colgroup|style=/);
    // A column to the right, named, then deleted again (the cursor is in it).
    await userEvent.click(canvas.getByRole('button', { name: '右侧插入列' }));
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await userEvent.keyboard('{Tab}备注');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['日期', '活动', '地点', '备注']);
    await userEvent.click(canvas.getByRole('button', { name: '删除列' }));
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['日期', '活动', '地点']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** A link from the small form under the toolbar: https:// added to a bare address; javascript: refused. */
export const Link: Story = {
  args: { initialHtml: '<p>欢迎访问官网了解详情。</p>' },
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    await select(area, '官网');
    const linkButton = canvas.getByRole('button', { name: '链接' });
    await userEvent.click(linkButton);
    await expect(linkButton).toHaveAttribute('aria-expanded', 'true');
    const input = canvas.getByRole('textbox', { name: '链接地址' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'example.com{Enter}');
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/<a [^>]*href="https:\/\/example\.com"[^>]*>官网<\/a>/));
    await expect(canvas.queryByRole('group', { name: '编辑链接' })).toBeNull();
    await expect(within(area).getByRole('link', { name: '官网' })).toHaveAttribute('href', 'https://example.com');
    // Back on the link: the form shows its address, and refuses a script.
    await userEvent.click(linkButton);
    const again = canvas.getByRole('textbox', { name: '链接地址' });
    await expect(again).toHaveValue('https://example.com');
    await userEvent.clear(again);
    await userEvent.type(again, 'javascript:alert(1){Enter}');
    const form = within(canvas.getByRole('group', { name: '编辑链接' }));
    await expect(form.getByRole('alert')).toHaveTextContent('只支持 http、https 和 mailto 链接');
    await expect(again).toHaveAttribute('aria-invalid', 'true');
    await expect(lastHtml(args.onChange)).not.toContain('javascript');
    await expect(form.getByRole('button', { name: '移除链接' })).toBeVisible();
    // Escape closes the form and leaves the link as it was.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: '编辑链接' })).toBeNull();
    await expect(within(area).getByRole('link', { name: '官网' })).toHaveAttribute('href', 'https://example.com');
    // The rules on their own.
    await expect(linkFromInput('mailto:hi@example.com')).toBe('mailto:hi@example.com');
    await expect(linkFromInput('hi@example.com')).toBe('mailto:hi@example.com');
    await expect(linkFromInput('localhost:3000/a')).toBe('https://localhost:3000/a');
    await expect(linkFromInput('ftp://example.com')).toBeNull();
    await expect(linkFromInput('java\tscript:alert(1)')).toBeNull();
  },
};

/** Disabled: the text shows, nothing can be changed. */
export const Disabled: Story = {
  args: { disabled: true, initialHtml: '<p>审核中的文章不能修改。</p>' },
  play: async ({ canvas, canvasElement, args }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    await expect(area).toHaveAttribute('contenteditable', 'false');
    await expect(area).toHaveAttribute('aria-disabled', 'true');
    for (const button of within(canvas.getByRole('toolbar')).getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(fileInput(canvasElement)).toBeDisabled();
    await userEvent.click(area);
    await userEvent.keyboard('改');
    await expect(area).toHaveTextContent('审核中的文章不能修改。');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('字数 10')).toBeVisible();
  },
};

/** Invalid, described by an error message outside the editor: the danger border, and the message read with the field. */
export const Invalid: Story = {
  args: { invalid: true, describedBy: 'content-error', initialHtml: '' },
  render: (args) => (
    <>
      <RichTextEditor {...args} />
      <p id="content-error" style={{ color: 'var(--color-danger)', margin: '6px 0 0' }}>
        请填写正文
      </p>
    </>
  ),
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('请填写正文');
    const box = area.closest('.spw-editor__box');
    if (!box) throw new Error('No box');
    await expect(getComputedStyle(box).borderTopColor).toBe('rgb(179, 38, 30)');
  },
};

/**
 * Chinese input: nothing is reported while the input method composes (the pinyin is not the text
 * yet); the change goes out once the composition ends.
 */
export const Composition: Story = {
  tags: ['!visual'],
  args: { initialHtml: '' },
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('textbox', { name: '文章内容' });
    await userEvent.click(area);
    area.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    document.execCommand('insertText', false, 'tiptap');
    await pause(100);
    await expect(area).toHaveTextContent('tiptap');
    await expect(args.onChange).not.toHaveBeenCalled();
    area.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: 'tiptap' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>tiptap</p>', 1));
  },
};
