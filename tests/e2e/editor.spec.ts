import { expect, test, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import { callApi, signInByPassword } from './helpers.ts';

/**
 * Writing an article in the creator centre: Chinese typed with an input method (real composition
 * events through the Chrome DevTools Protocol, as a pinyin IME sends them) in a heading, a list,
 * a table cell and over a selection; paste from Word; a picture through the upload path; autosave
 * to the server and to this device; and the XSS corpus through the editor and the preview.
 */

const PINYIN: Record<string, string[]> = {
  铂金周: ['b', 'bo', 'bo j', 'bo ji', 'bo jin', 'bo jin z', 'bo jin zh', 'bo jin zho', 'bo jin zhou'],
  开幕: ['k', 'ka', 'kai', 'kai m', 'kai mu'],
  展位: ['z', 'zh', 'zha', 'zhan', 'zhan w', 'zhan we', 'zhan wei'],
  价格: ['j', 'ji', 'jia', 'jia g', 'jia ge'],
};

/** Types `word` as a pinyin IME does: the composition grows letter by letter, then the characters are committed. */
async function compose(page: Page, word: keyof typeof PINYIN): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  for (const text of PINYIN[word] ?? []) {
    await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  }
  await cdp.send('Input.insertText', { text: word });
  await cdp.detach();
}

const editorOf = (page: Page) => page.getByRole('textbox', { name: '正文' });
const toolbarOf = (page: Page) => page.getByRole('toolbar');

/** What the editor holds, as HTML: checked for exactly the characters composed, nothing doubled, no pinyin left. */
const htmlOf = (editor: Locator) => editor.evaluate((el) => el.innerHTML);

async function signInAt(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
  await signInByPassword(page, 'creator', 'creator12345');
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
}

test('Chinese typed with an IME lands once, in a heading, a list, a table cell and over a selection; the article is saved and sent', async ({
  page,
}, info) => {
  const title = `铂金周开幕前瞻（${info.project.name === 'phone' ? '手机' : '桌面'} ${Date.now()}）`;
  await signInAt(page, '/creator/article/add');
  await expect(page.getByRole('heading', { level: 1, name: '写文章' })).toBeVisible();
  await page.getByRole('textbox', { name: /^标题/ }).fill(title);

  const editor = editorOf(page);
  const toolbar = toolbarOf(page);
  await editor.click();
  // The input method's events, counted where the editor hears them: each word below is one composition.
  await editor.evaluate((el) => {
    const seen = { start: 0, update: 0, end: 0 };
    (window as { __ime?: typeof seen }).__ime = seen;
    el.addEventListener('compositionstart', () => (seen.start += 1));
    el.addEventListener('compositionupdate', () => (seen.update += 1));
    el.addEventListener('compositionend', () => (seen.end += 1));
  });
  // A heading.
  await toolbar.getByRole('button', { name: '标题', exact: true }).click();
  await compose(page, '铂金周');
  await expect(editor.locator('h2')).toHaveText('铂金周');
  await page.keyboard.press('Enter');
  // A list.
  await toolbar.getByRole('button', { name: '无序列表' }).click();
  await compose(page, '开幕');
  await page.keyboard.press('Enter');
  await compose(page, '展位');
  await expect(editor.locator('ul > li')).toHaveText(['开幕', '展位']);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // A table cell.
  await toolbar.getByRole('button', { name: '表格', exact: true }).click();
  await expect(editor.locator('table')).toBeVisible();
  await editor.locator('table tr').nth(1).locator('td').first().click();
  await compose(page, '价格');
  await expect(editor.locator('table tr').nth(1).locator('td').first()).toHaveText('价格');
  // Over a selection: the composed word replaces it (tiptap#7414).
  await editor.locator('h2').click();
  await page.keyboard.press('End');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await compose(page, '开幕');
  await expect(editor.locator('h2')).toHaveText('开幕');

  const ime = await page.evaluate(() => (window as { __ime?: { start: number; update: number; end: number } }).__ime);
  expect(ime).toMatchObject({ start: 5, end: 5 });
  expect(ime?.update).toBeGreaterThanOrEqual(30);
  // No pinyin left behind, nothing doubled.
  const text = (await editor.textContent()) ?? '';
  expect(text).not.toMatch(/[a-z]/i);
  expect(text.match(/开幕/g)).toHaveLength(2);
  expect(text.match(/价格/g)).toHaveLength(1);
  expect(text).not.toContain('铂金周');
  await expect(page.getByText(/^字数 \d+$/)).toHaveText('字数 8');

  // Autosaved to the server: the page takes the article's address without starting again.
  await expect(page.getByText(/^已自动保存 \d\d:\d\d$/)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/#\/creator\/article\/edit\?id=\d+$/);
  await expect(editor.locator('h2')).toHaveText('开幕');
  const id = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
  expect(id).toBeGreaterThan(0);

  // What the server holds comes back on a fresh load.
  await page.reload();
  await expect(editor.locator('h2')).toHaveText('开幕');
  await expect(editor.locator('ul > li')).toHaveText(['开幕', '展位']);
  await expect(editor.locator('td').filter({ hasText: '价格' })).toHaveCount(1);
  await expect(page.getByText('草稿只有你能看到。写好后提交审核，通过后即可发布。')).toBeVisible();

  // Sent for review: it waits in the creator's list.
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('已提交审核').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/creator\/article\/list\?filter=pending$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
});

test('paste from Word comes in clean, a picture goes through the upload path, and words not yet saved survive a reload', async ({
  page,
}) => {
  await signInAt(page, '/creator/article/add');
  const editor = editorOf(page);
  await editor.click();
  // Word's list: paragraphs with mso-list styles and bullet spans, <o:p>, conditional comments.
  await editor.evaluate((el) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment-->
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]><span lang=ZH-CN style='font-family:宋体'>铂金首饰</span><o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]><span lang=ZH-CN>钯金回收</span><o:p></o:p></p>
<p class=MsoNormal><b><span style='color:red'>数据来源</span></b>：上海黄金交易所<o:p></o:p></p>
<!--EndFragment--></body></html>`,
    );
    data.setData('text/plain', '铂金首饰\n钯金回收\n数据来源：上海黄金交易所');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor.locator('ul > li')).toHaveText(['铂金首饰', '钯金回收']);
  await expect(editor.locator('strong')).toHaveText('数据来源');
  const pasted = await htmlOf(editor);
  expect(pasted).not.toMatch(/mso|o:p|style=|class="Mso|Symbol|·/);

  // A picture, through /upload/file2server: the stored copy's URL goes into the body.
  const png = Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 64;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#9a7a3c';
        context.fillRect(0, 0, 96, 64);
        context.fillStyle = '#f7f7f5';
        context.fillRect(24, 16, 48, 32);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    }),
    'base64',
  );
  await page.locator('.spw-editor input[type="file"]').setInputFiles({ name: 'ring.png', mimeType: 'image/png', buffer: png });
  await expect(editor.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(editor.locator('img')).toHaveAttribute('alt', 'ring');

  // No title yet: kept on this device only, and put back after a reload.
  await expect(page.getByText(/^已暂存在本机 \d\d:\d\d；/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^已恢复本机 \d\d:\d\d 暂存/)).toBeVisible();
  await expect(editor.locator('ul > li')).toHaveText(['铂金首饰', '钯金回收']);
  await expect(editor.locator('img')).toHaveCount(1);
  await page.getByRole('button', { name: '放弃这些修改' }).click();
  await expect(editor.locator('li')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^已恢复本机/)).toHaveCount(0);
});

test('the XSS corpus runs nowhere: not in the editor, not in the preview', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const vectors = fs
    .readFileSync(new URL('../corpus/xss.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const login = await callApi<{ token: string }>(base, '/user/login', {
    body: { type: 'password', username: 'creator', password: 'creator12345' },
  });
  const added = await callApi<{ id: number }>(base, '/article/add', {
    token: login.data.token,
    body: { title: `XSS ${Date.now()}`, content: `<p>铂金</p>${vectors.join('\n')}`, lang: 'zh' },
  });
  expect(added.code).toBe(0);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAt(page, `/creator/article/edit?id=${added.data.id}`);
  await expect(editorOf(page)).toContainText('铂金');
  // Paste the raw vectors too: the editor's own paste path.
  await editorOf(page).evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, vectors.join('\n'));
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存').first()).toBeVisible();
  await page.goto(`/#/article/preview?id=${added.data.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('XSS');
  // Every picture has been tried (an onerror vector fires when its load fails).
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
