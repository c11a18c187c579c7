import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NetdiskShareScreen } from './NetdiskShareScreen.tsx';
import type { NetdiskSharePublic, SaveResult } from './netdiskText.ts';

type Download = (password: string) => SaveResult;

/** A PDF shared with a password, good until midnight on 5 December (Beijing time). */
const LOCKED: NetdiskSharePublic = {
  name: '2026 铂金周展位图.pdf',
  size: 4_718_592,
  mime: 'application/pdf',
  expires_at: '2026-12-04T16:00:00Z',
  needs_password: true,
  owner: '铂金周组委会',
};

/** The same file shared without a password. */
const OPEN: NetdiskSharePublic = { ...LOCKED, needs_password: false };

/** 200 characters of Chinese and English with long unbroken runs: it must wrap inside the card. */
const LONG_FILE_NAME =
  '2026上海国际铂金周PlatinumWeek展商手册与展位分配总表_Exhibitor-Handbook-and-Booth-Allocation-Master-Table_' +
  '铂族金属市场与珠宝设计联合研究中心终审定稿版本_final_v12_' +
  'A至D馆全部展位平面图与观众动线说明_Including-Floor-Plans-for-Halls-A-to-D-and-Visitor-Flow.pdf';

const meta = {
  title: 'Features/Netdisk/NetdiskShare',
  component: NetdiskShareScreen,
  args: {
    status: 'ready',
    share: LOCKED,
    onDownload: fn<Download>(async () => null),
    onRetry: fn(),
    homeHref: '#/home/aboutSPW',
  },
} satisfies Meta<typeof NetdiskShareScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing on the page is wider than the screen. */
const expectNoOverflow = async (root: HTMLElement) => {
  const doc = root.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  for (const box of root.querySelectorAll<HTMLElement>('.spw-share-public, .spw-share-public__card, .spw-share-public__about')) {
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  }
};

/**
 * A file with a password, on the Chinese site: what it is, who shared it, until when. An empty
 * password is asked for before anything is sent; the button waits while the link is fetched.
 */
export const WithPasswordZh: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '2026 铂金周展位图.pdf' })).toBeVisible();
    await expect(canvas.getByText('4.5 MB · PDF 文档')).toBeVisible();
    const sharer = canvas.getByText('铂金周组委会');
    // The nickname is the sharer's own words: kept out of translation, within the sentence.
    await expect(sharer).toHaveAttribute('translate', 'no');
    await expect(sharer.closest('li')).toHaveTextContent(/^由 铂金周组委会 分享$/);
    const until = canvas.getByText('2026年12月5日 00:00');
    await expect(until).toHaveAttribute('datetime', '2026-12-04T16:00:00Z');
    await expect(until.parentElement).toHaveTextContent(/^2026年12月5日 00:00 前有效$/);

    const field = canvas.getByLabelText('访问密码');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await expect(field).toHaveAccessibleDescription('请输入分享者提供的访问密码');
    const download = canvas.getByRole('button', { name: '下载' });

    // Nothing typed: asked for, nothing sent.
    await userEvent.click(download);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入访问密码');
    await expect(field).toHaveFocus();
    await expect(args.onDownload).not.toHaveBeenCalled();

    // The link is fetched: the button says so and takes no second press.
    let finish: (value: string | null) => void = () => {};
    args.onDownload.mockImplementationOnce(
      () =>
        new Promise<string | null>((resolve) => {
          finish = resolve;
        }),
    );
    await userEvent.type(field, 'pw-2026');
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(args.onDownload).toHaveBeenCalledWith('pw-2026');
    const waiting = canvas.getByRole('button', { name: '正在准备下载…' });
    await expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await expect(waiting).toHaveFocus();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(waiting);
    await expect(args.onDownload).toHaveBeenCalledOnce();

    // Started: the button is back, and no message.
    finish(null);
    await waitFor(() => expect(canvas.getByRole('button', { name: '下载' })).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** A wrong password (or a link that died meanwhile): the message under the field, announced, and the field focused to try again. */
export const WrongPassword: Story = {
  args: { onDownload: fn<Download>(async () => '链接已失效或密码不正确') },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('访问密码');
    // Enter in the field sends.
    await userEvent.type(field, 'wrong{Enter}');
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(args.onDownload).toHaveBeenCalledWith('wrong');
    const alert = await canvas.findByText('链接已失效或密码不正确');
    await expect(alert.closest('[role="alert"]')).toBeVisible();
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('链接已失效或密码不正确'));
    await expect(canvas.getByRole('button', { name: '下载' })).not.toHaveAttribute('aria-disabled');
  },
};

/** No password, on the English site: one press downloads. */
export const NoPasswordEn: Story = {
  globals: { locale: 'en' },
  args: { share: OPEN },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '2026 铂金周展位图.pdf' })).toBeVisible();
    await expect(canvas.getByText('4.5 MB · PDF document')).toBeVisible();
    await expect(canvas.getByText('铂金周组委会').closest('li')).toHaveTextContent(/^Shared by 铂金周组委会$/);
    await expect(canvas.getByText('Valid until', { exact: false })).toHaveTextContent('Valid until 5 Dec 2026, 00:00');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByLabelText('Access password')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(args.onDownload).toHaveBeenCalledWith('');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Download' })).not.toHaveAttribute('aria-disabled'));
  },
};

/** A link without an expiry. */
export const NeverExpires: Story = {
  args: { share: { ...OPEN, expires_at: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('永久有效')).toBeVisible();
    await expect(canvas.queryByText(/前有效/)).toBeNull();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

/** The link is unknown, expired, revoked or used up: one message for all, and the way home. */
export const Gone: Story = {
  args: { status: 'gone', share: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '链接已失效或不存在' })).toBeVisible();
    await expect(canvas.getByText('请联系分享者重新获取链接')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/home/aboutSPW');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const GoneEn: Story = {
  globals: { locale: 'en' },
  args: { status: 'gone', share: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "This link has expired or doesn't exist" })).toBeVisible();
    await expect(canvas.getByText('Ask the person who shared it for a new link')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '#/home/aboutSPW');
  },
};

export const Loading: Story = {
  args: { status: 'loading', share: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('heading', { level: 1, name: '文件分享' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The server could not be reached: said, with a retry. */
export const Error: Story = {
  args: { status: 'error', share: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('无法加载分享的文件');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A 200-character name of Chinese and long English words: it wraps inside the card. */
export const LongName: Story = {
  args: { share: { ...LOCKED, name: LONG_FILE_NAME } },
  play: async ({ canvas, canvasElement }) => {
    await expect(LONG_FILE_NAME).toHaveLength(200);
    const heading = canvas.getByRole('heading', { level: 1, name: LONG_FILE_NAME });
    await expect(heading).toBeVisible();
    const card = canvasElement.querySelector('.spw-share-public__card') as HTMLElement;
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    await expectNoOverflow(canvasElement);
  },
};

/** A phone, 375 px: the card fills the width, the long name wraps, nothing runs off the side. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { share: { ...LOCKED, name: LONG_FILE_NAME } },
  play: async ({ canvas, canvasElement, args }) => {
    const card = canvasElement.querySelector('.spw-share-public__card') as HTMLElement;
    await expect(card.getBoundingClientRect().width).toBeGreaterThan(320);
    await expectNoOverflow(canvasElement);
    const field = canvas.getByLabelText('访问密码');
    const download = canvas.getByRole('button', { name: '下载' });
    await expect(download.getBoundingClientRect().width).toBeGreaterThan(280);
    await userEvent.type(field, 'abcd');
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(args.onDownload).toHaveBeenCalledWith('abcd');
    await waitFor(() => expect(download).toHaveAccessibleName('下载'));
  },
};
