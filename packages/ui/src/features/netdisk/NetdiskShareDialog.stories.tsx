import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NetdiskShareDialog } from './NetdiskShareDialog.tsx';
import { NETDISK_NOW, NETDISK_PDF } from './netdiskFixtures.ts';
import {
  LONG_NETDISK_FILE,
  LONG_NETDISK_SHARES,
  NETDISK_SHARES,
  SHARE_EXPIRED,
  SHARE_LIMITED,
  SHARE_OPEN,
  SHARE_REVOKED,
  SHARE_USED_UP,
} from './netdiskShareFixtures.ts';
import { shareHref, type NetdiskShare, type SaveResult } from './netdiskText.ts';

const BASE = 'https://www.shanghai-platinum-week.example.com/';
const linkOf = (share: NetdiskShare) => shareHref(BASE, share.token);

const meta = {
  title: 'Features/Netdisk/NetdiskShareDialog',
  component: NetdiskShareDialog,
  args: {
    file: NETDISK_PDF,
    open: true,
    onClose: fn(),
    status: 'ready',
    shares: NETDISK_SHARES,
    onRetry: fn(),
    onCreate: fn(async (): SaveResult => null),
    onRevoke: fn(),
    linkOf,
    onCopy: fn(),
    now: NETDISK_NOW,
  },
} satisfies Meta<typeof NetdiskShareDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (name: string | RegExp) => within(screen.getByRole('dialog', { name }));
type View = ReturnType<typeof within>;
/** A link's entry, found by its address. */
const linkRow = (view: View, share: NetdiskShare) => within(view.getByDisplayValue(linkOf(share)).closest('li') as HTMLElement);

/** Every state of a link on the Chinese site, newest first; copying gives the address, closing asks the page. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ args }) => {
    const node = screen.getByRole('dialog', { name: '分享「hall-plan-v3.pdf」' });
    await expect(node).toHaveAttribute('aria-modal', 'true');
    const dialog = within(node);
    await expect(dialog.getByText('持有链接的人可以下载这个文件。可以为链接设置有效期、访问密码和下载次数上限。')).toBeVisible();

    // The form starts on 7 days, no password, no limit.
    await expect(dialog.getByRole('radio', { name: '7 天' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '7 天' })).toHaveFocus();
    await expect(dialog.getAllByRole('radio').map((radio) => radio.closest('div')?.textContent)).toEqual([
      '1 天',
      '7 天',
      '30 天',
      '永久有效',
    ]);
    await expect(dialog.getByRole('textbox', { name: /^访问密码/ })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: /^访问密码/ })).toHaveAccessibleDescription(
      '4–32 位字母、数字或符号，不含空格；留空则无需密码',
    );
    await expect(dialog.getByRole('textbox', { name: /^下载次数上限/ })).toHaveAttribute('placeholder', '不限');

    // The links, newest first.
    const list = within(dialog.getByRole('region', { name: '已有链接' }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items.map((item) => within(item).getByRole('textbox').getAttribute('value'))).toEqual(
      [SHARE_OPEN, SHARE_USED_UP, SHARE_LIMITED, SHARE_EXPIRED, SHARE_REVOKED].map(linkOf),
    );

    const limited = linkRow(dialog, SHARE_LIMITED);
    await expect(limited.getByText('有效')).toBeVisible();
    await expect(limited.getByText('有密码')).toBeVisible();
    await expect(limited.getByText('2026年12月4日 到期')).toBeVisible();
    await expect(limited.getByText('还剩 14 天')).toBeVisible();
    await expect(limited.getByText('已下载 3 次 / 上限 10 次')).toBeVisible();
    await expect(limited.getByText('创建于 2026年11月4日 12:00')).toHaveAttribute('datetime', SHARE_LIMITED.created_at);
    await expect(limited.getByRole('textbox', { name: '链接地址' })).toHaveAttribute('readonly');

    const open = linkRow(dialog, SHARE_OPEN);
    await expect(open.getByText('永久有效')).toBeVisible();
    await expect(open.getByText('已下载 12 次 / 不限次数')).toBeVisible();
    await expect(open.queryByText('有密码')).toBeNull();

    const expired = linkRow(dialog, SHARE_EXPIRED);
    await expect(expired.getByText('已过期')).toBeVisible();
    await expect(expired.getByText('2026年11月8日 已到期')).toBeVisible();
    await expect(linkRow(dialog, SHARE_REVOKED).getByText('已撤销')).toBeVisible();
    const usedUp = linkRow(dialog, SHARE_USED_UP);
    await expect(usedUp.getByText('下载次数已用完')).toBeVisible();
    await expect(usedUp.getByText('已下载 5 次 / 上限 5 次')).toBeVisible();

    // Only working links are offered for copying and revoking.
    await expect(dialog.getAllByRole('button', { name: '复制链接' })).toHaveLength(2);
    await expect(dialog.getAllByRole('button', { name: '撤销' })).toHaveLength(2);
    for (const share of [SHARE_EXPIRED, SHARE_REVOKED, SHARE_USED_UP]) {
      await expect(linkRow(dialog, share).queryByRole('button')).toBeNull();
    }

    await userEvent.click(open.getByRole('button', { name: '复制链接' }));
    await expect(args.onCopy).toHaveBeenCalledWith(`${BASE}#/netdisk/share?token=${SHARE_OPEN.token}`);

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The English site. */
export const En: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const dialog = dialogOf('Share “hall-plan-v3.pdf”');
    await expect(dialog.getByRole('radiogroup', { name: 'Valid for' })).toBeVisible();
    for (const name of ['1 day', '7 days', '30 days', 'Never expires']) await expect(dialog.getByRole('radio', { name })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Password (optional)' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Generate' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Download limit (optional)' })).toHaveAttribute('placeholder', 'No limit');
    await expect(dialog.getByRole('button', { name: 'Create link' })).toBeVisible();

    const limited = linkRow(dialog, SHARE_LIMITED);
    await expect(limited.getByText('Active')).toBeVisible();
    await expect(limited.getByText('Password set')).toBeVisible();
    await expect(limited.getByText('Expires 4 Dec 2026')).toBeVisible();
    await expect(limited.getByText('14 days left')).toBeVisible();
    await expect(limited.getByText('3 of 10 downloads used')).toBeVisible();
    await expect(limited.getByText('Created 4 Nov 2026, 12:00')).toBeVisible();
    await expect(linkRow(dialog, SHARE_OPEN).getByText('Downloaded 12 times, no limit')).toBeVisible();
    await expect(linkRow(dialog, SHARE_EXPIRED).getByText('Expired 8 Nov 2026')).toBeVisible();

    await userEvent.click(limited.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(linkOf(SHARE_LIMITED));
    // The question, asked in English (left open for the picture).
    const open = linkRow(dialog, SHARE_OPEN);
    await userEvent.click(open.getByRole('button', { name: 'Revoke' }));
    await expect(open.getByRole('group', { name: 'Once revoked, the link stops working' })).toBeVisible();
    await expect(open.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(open.getByRole('button', { name: 'Revoke link' })).toBeVisible();
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

/** A new link: 7 days, a generated password, 10 downloads; made, the form empties for another. */
export const CreateWithPassword: Story = {
  play: async ({ args }) => {
    const dialog = dialogOf(/^分享/);
    await userEvent.click(dialog.getByRole('radio', { name: '30 天' }));
    await userEvent.click(dialog.getByRole('radio', { name: '7 天' }));
    const password = dialog.getByRole('textbox', { name: /^访问密码/ });
    await userEvent.click(dialog.getByRole('button', { name: '随机生成' }));
    const made = (password as HTMLInputElement).value;
    await expect(made).toMatch(/^[A-Za-z0-9]{4}$/);
    // Another press, another password (of the same form).
    await userEvent.click(dialog.getByRole('button', { name: '随机生成' }));
    const chosen = (password as HTMLInputElement).value;
    await expect(chosen).toMatch(/^[A-Za-z0-9]{4}$/);
    await userEvent.type(dialog.getByRole('textbox', { name: /^下载次数上限/ }), '10');
    await userEvent.click(dialog.getByRole('button', { name: '创建链接' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onCreate).toHaveBeenCalledWith({ expires_days: 7, password: chosen, max_downloads: 10 });
    await expect(await dialog.findByText('链接已创建')).toHaveAttribute('role', 'status');
    await expect(password).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: /^下载次数上限/ })).toHaveValue('');
  },
};

/** The server refuses: its message shows in the form, which keeps what was typed. */
export const CreateRefused: Story = {
  args: { onCreate: fn(async (): SaveResult => '这个文件的有效分享链接已达上限（20 个），请先撤销不用的链接') },
  play: async ({ args }) => {
    const dialog = dialogOf(/^分享/);
    await userEvent.click(dialog.getByRole('radio', { name: '永久有效' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^访问密码/ }), 'Pt-2026!');
    await userEvent.click(dialog.getByRole('button', { name: '创建链接' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ expires_days: 0, password: 'Pt-2026!', max_downloads: 0 });
    await expect(await dialog.findByRole('alert')).toHaveTextContent('这个文件的有效分享链接已达上限（20 个），请先撤销不用的链接');
    await expect(dialog.getByRole('textbox', { name: /^访问密码/ })).toHaveValue('Pt-2026!');
    await expect(dialog.queryByText('链接已创建')).toBeNull();
  },
};

/** Revoking is asked in place: Escape or Cancel keeps the link (and the dialog); confirming revokes it. */
export const Revoke: Story = {
  play: async ({ args }) => {
    const dialog = dialogOf(/^分享/);
    const row = linkRow(dialog, SHARE_LIMITED);
    const revoke = row.getByRole('button', { name: '撤销' });
    await userEvent.click(revoke);
    const ask = row.getByRole('group', { name: '撤销后此链接将无法访问' });
    await expect(ask).toBeVisible();
    await expect(within(ask).getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(row.queryByRole('group')).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(row.getByRole('button', { name: '撤销' })).toHaveFocus());

    await userEvent.click(row.getByRole('button', { name: '撤销' }));
    await userEvent.click(row.getByRole('button', { name: '取消' }));
    await expect(row.queryByRole('group')).toBeNull();
    await expect(args.onRevoke).not.toHaveBeenCalled();

    await userEvent.click(row.getByRole('button', { name: '撤销' }));
    await userEvent.click(row.getByRole('button', { name: '确认撤销' }));
    await expect(args.onRevoke).toHaveBeenCalledOnce();
    await expect(args.onRevoke).toHaveBeenCalledWith(SHARE_LIMITED);
    // The question is asked again for the picture.
    await userEvent.click(linkRow(dialog, SHARE_OPEN).getByRole('button', { name: '撤销' }));
  },
};

/** Three characters: the rule is said at the field, which takes the focus, and nothing is sent. */
export const BadPassword: Story = {
  play: async ({ args }) => {
    const dialog = dialogOf(/^分享/);
    const password = dialog.getByRole('textbox', { name: /^访问密码/ });
    await userEvent.type(password, 'ab1');
    await userEvent.click(dialog.getByRole('button', { name: '创建链接' }));
    await expect(dialog.getByText('密码须为 4–32 位字母、数字或符号 ! @ # $ % ^ & * . _ ~ + = -，不能含空格或中文')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
    // A space is refused too.
    await userEvent.type(password, ' 9');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: '创建链接' }));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A download limit that is not a whole number from 0 to 100,000 is refused; 0 means no limit. */
export const BadLimit: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = dialogOf(/^分享/);
    const limit = dialog.getByRole('textbox', { name: /^下载次数上限/ });
    for (const typed of ['2.5', '-3', '100001', '十']) {
      await userEvent.clear(limit);
      await userEvent.type(limit, typed);
      await userEvent.click(dialog.getByRole('button', { name: '创建链接' }));
      await expect(limit).toHaveAccessibleDescription(/^请填写 0–100000 之间的整数/);
      await expect(limit).toHaveFocus();
    }
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(limit);
    await userEvent.type(limit, '0');
    await userEvent.click(dialog.getByRole('button', { name: '创建链接' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ expires_days: 7, password: '', max_downloads: 0 });
  },
};

/** No link yet: said, with the form above to make the first. */
export const Empty: Story = {
  args: { shares: [] },
  play: async () => {
    const dialog = dialogOf(/^分享/);
    await expect(dialog.getByText('还没有分享链接')).toBeVisible();
    await expect(dialog.queryAllByRole('listitem')).toHaveLength(0);
    await expect(dialog.getByRole('button', { name: '创建链接' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', shares: [] },
  play: async () => {
    const dialog = dialogOf(/^分享/);
    const list = dialog.getByRole('region', { name: '已有链接' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getByRole('status')).toHaveTextContent('加载中...');
    await expect(dialog.getByRole('button', { name: '创建链接' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', shares: [] },
  play: async ({ args }) => {
    const dialog = dialogOf(/^分享/);
    await expect(dialog.getByRole('alert')).toHaveTextContent('分享链接加载失败');
    await userEvent.click(dialog.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A very long file name and long addresses: the title wraps, the addresses are cut inside their boxes. */
export const LongName: Story = {
  args: { file: LONG_NETDISK_FILE, shares: LONG_NETDISK_SHARES },
  play: async () => {
    const node = screen.getByRole('dialog', { name: `分享「${LONG_NETDISK_FILE.name}」` });
    await expect(node.scrollWidth).toBeLessThanOrEqual(node.clientWidth);
    const title = within(node).getByRole('heading', { level: 2 });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(within(node).getByText('已下载 98,765 次 / 上限 100,000 次')).toBeVisible();
    for (const input of within(node).getAllByRole('textbox', { name: '链接地址' })) {
      await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(node.getBoundingClientRect().right);
    }
  },
};

/** A phone: the dialog fits the screen, the fields one above the other, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const node = screen.getByRole('dialog', { name: /^分享/ });
    const box = node.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(node.scrollWidth).toBeLessThanOrEqual(node.clientWidth);
    const dialog = within(node);
    const password = dialog.getByRole('textbox', { name: /^访问密码/ }).getBoundingClientRect();
    const limit = dialog.getByRole('textbox', { name: /^下载次数上限/ }).getBoundingClientRect();
    await expect(limit.top).toBeGreaterThan(password.bottom);
    for (const item of dialog.getAllByRole('listitem')) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    const copy = linkRow(dialog, SHARE_LIMITED).getByRole('button', { name: '复制链接' });
    await expect(copy.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
  },
};
