import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { UploadFn } from '../../components/upload-rules.ts';
import { picturesLoaded } from '../../components/upload-story-kit.ts';
import { picture } from '../article/articleFixtures.ts';
import { BusinessCardListScreen, type BusinessCardListScreenProps } from './BusinessCardListScreen.tsx';
import { BUSINESS_CARDS, CARD_BENNETT, CARD_LI, CARD_LONG, CARD_ORIGIN, CARD_ZHOU, TEN_CARDS } from './businessCardFixtures.ts';

/** Sends nothing: hands back a drawn picture. */
const fakeUpload: UploadFn = async (file, onProgress) => {
  onProgress(1);
  return { url: picture(file.name.replace(/\.\w+$/, ''), 200, 200, 30) };
};

/** The page's part: it keeps which card the dialog edits. */
function WithEditing(props: BusinessCardListScreenProps) {
  const [editing, setEditing] = useState(props.editing);
  return (
    <BusinessCardListScreen
      {...props}
      editing={editing}
      onEdit={(next) => {
        props.onEdit(next);
        setEditing(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Market/BusinessCardListScreen',
  component: BusinessCardListScreen,
  render: (args) => <WithEditing {...args} />,
  args: {
    status: 'ready',
    cards: BUSINESS_CARDS,
    origin: CARD_ORIGIN,
    editing: null,
    onEdit: fn(),
    upload: fn<UploadFn>(fakeUpload),
    onSave: fn(),
    saving: false,
    serverErrors: {},
    onDelete: fn(),
    deletingId: null,
    onCopyLink: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BusinessCardListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const linkOf = (share_url: string) => `${CARD_ORIGIN}${share_url}`;

export const Filled: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的名片' })).toBeVisible();
    await expect(canvas.getByText('名片可下载为 vCard，或用二维码分享给对方保存到手机通讯录')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const zhou = within(canvas.getByRole('article', { name: '周晓岚' }));
    await expect(zhou.getByRole('heading', { level: 2, name: '周晓岚' })).toHaveAttribute('translate', 'no');
    await expect(zhou.getByText('Xiaolan Zhou')).toBeVisible();
    await expect(zhou.getByText('市场总监 · 上海铂金周组委会')).toBeVisible();
    await expect(zhou.getByText('Marketing Director · Shanghai Platinum Week Organising Committee')).toBeVisible();
    await expect(zhou.getByRole('link', { name: '+86 21 6888 1234' })).toHaveAttribute('href', 'tel:+862168881234');
    await expect(zhou.getByRole('link', { name: 'zhou.xiaolan@spw.example' })).toHaveAttribute('href', 'mailto:zhou.xiaolan@spw.example');
    await expect(zhou.getByText('xiaolan_spw')).toBeVisible();
    await expect(zhou.getByText('12F, 1000 Century Avenue, Pudong, Shanghai')).toBeVisible();
    const download = zhou.getByRole('link', { name: '下载 vCard 周晓岚' });
    await expect(download).toHaveAttribute('href', linkOf(CARD_ZHOU.share_url));
    await expect(download).toHaveAttribute('download');

    // Without a photo, the initials; without WeChat or an email, no empty lines.
    const li = within(canvas.getByRole('article', { name: '李明' }));
    await expect(li.getByText('李')).toBeVisible();
    await expect(li.queryByText('邮箱')).toBeNull();
    const bennett = within(canvas.getByRole('article', { name: 'Oliver Bennett' }));
    await expect(bennett.getByText('OB')).toBeVisible();
    await expect(bennett.queryByText('电话')).toBeNull();

    // Two cards to a row on a desktop.
    const [first, second, third] = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect()) as [
      DOMRect,
      DOMRect,
      DOMRect,
    ];
    await expect(second.top).toBe(first.top);
    await expect(third.top).toBeGreaterThan(first.top);

    await userEvent.click(canvas.getByRole('button', { name: '复制链接 李明' }));
    await expect(args.onCopyLink).toHaveBeenCalledWith(CARD_LI);
    await userEvent.click(canvas.getByRole('button', { name: '编辑 Oliver Bennett' }));
    await expect(args.onEdit).toHaveBeenCalledWith(CARD_BENNETT.id);
    // The edit dialog opened (the page keeps it): close it again.
    const dialog = await screen.findByRole('dialog', { name: '编辑名片' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '新建名片' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith('new');
    const add = await screen.findByRole('dialog', { name: '新建名片' });
    await expect(within(add).getByRole('textbox', { name: /^姓名/ })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await picturesLoaded(canvasElement);
  },
};

export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('还没有名片')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    // One add button: the empty state's.
    await expect(canvas.getAllByRole('button', { name: '新建名片' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '新建名片' }));
    await expect(args.onEdit).toHaveBeenCalledWith('new');
    await expect(await screen.findByRole('dialog', { name: '新建名片' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: '我的名片' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '新建名片' })).toBeDisabled();
    await expect(canvas.queryByText('还没有名片')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', cards: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('名片加载失败');
    await expect(canvas.getByRole('button', { name: '新建名片' })).toBeDisabled();
    await expect(canvas.queryByText('还没有名片')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { cards: [CARD_LONG, CARD_LI] },
  play: async ({ canvas, canvasElement }) => {
    const long = canvas.getByRole('article', { name: CARD_LONG.name });
    await expect(within(long).getByText(CARD_LONG.email)).toBeVisible();
    await expect(within(long).getByText(CARD_LONG.en_address)).toBeVisible();
    // Nothing wider than its card.
    const box = long.getBoundingClientRect();
    for (const child of long.querySelectorAll('p, dd, h2, a, button')) {
      await expect(child.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My business cards' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New card' })).toBeEnabled();
    const zhou = within(canvas.getByRole('article', { name: '周晓岚' }));
    await expect(zhou.getByText('Phone')).toBeVisible();
    await expect(zhou.getByRole('link', { name: 'Download vCard 周晓岚' })).toBeVisible();
    await expect(zhou.getByRole('button', { name: 'QR code 周晓岚' })).toBeVisible();
    await expect(zhou.getByRole('button', { name: 'Copy link 周晓岚' })).toBeVisible();
    await expect(zhou.getByRole('button', { name: 'Delete 周晓岚' })).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    // One card to a row.
    const [first, second] = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect()) as [DOMRect, DOMRect];
    await expect(second.top).toBeGreaterThan(first.bottom);
    await expect(canvas.getByRole('button', { name: '新建名片' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除 周晓岚' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await picturesLoaded(canvasElement);
  },
};

/** Ten cards: adding waits, and the page says why. */
export const Full: Story = {
  args: { cards: TEN_CARDS },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(10);
    const add = canvas.getByRole('button', { name: '新建名片' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('最多 10 张名片');
    await expect(canvas.getByText('最多 10 张名片')).toBeVisible();
  },
};

/** The QR dialog: the code holds the card's link, named for its person; the link can be copied from it. */
export const QrDialog: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '二维码 周晓岚' }));
    const dialog = within(await screen.findByRole('dialog', { name: '分享名片' }));
    const code = dialog.getByRole('img', { name: '周晓岚 的名片二维码' });
    await expect(code).toBeVisible();
    await expect(code.getBoundingClientRect().width).toBeGreaterThan(150);
    await expect(dialog.getByText('用手机相机扫码即可保存名片')).toBeVisible();
    await expect(dialog.getByRole('link', { name: '下载 vCard' })).toHaveAttribute('href', linkOf(CARD_ZHOU.share_url));
    await userEvent.click(dialog.getByRole('button', { name: '复制链接' }));
    await expect(args.onCopyLink).toHaveBeenCalledOnce();
    await expect(args.onCopyLink).toHaveBeenCalledWith(CARD_ZHOU);
  },
};

/** Delete asks first: cancelling keeps the card; confirming deletes it by id. */
export const DeleteAsks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 李明' }));
    let dialog = await screen.findByRole('alertdialog', { name: '删除这张名片？' });
    await expect(dialog).toHaveTextContent('删除后分享链接和二维码将失效。');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: '删除 李明' }));
    dialog = await screen.findByRole('alertdialog', { name: '删除这张名片？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(CARD_LI.id);
  },
};

/** While a card is deleted, its buttons wait; the others do not. */
export const Deleting: Story = {
  tags: ['!visual'],
  args: { deletingId: CARD_LI.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: '李明' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '删除 李明' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '编辑 李明' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '编辑 周晓岚' })).toBeEnabled();
  },
};

/** editing = a card's id: the dialog's form starts with that card; Save sends its values with the id. */
export const EditOpen: Story = {
  args: { editing: CARD_ZHOU.id },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: '编辑名片' }));
    await expect(dialog.getByText('标 * 的为必填项')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^姓名/ })).toHaveValue('周晓岚');
    await expect(dialog.getByRole('textbox', { name: /^英文公司名/ })).toHaveValue(CARD_ZHOU.en_company);
    await expect(dialog.getByRole('textbox', { name: /^电话/ })).toHaveValue(CARD_ZHOU.phone);
    await expect(dialog.getByRole('button', { name: '删除 图片 1' })).toBeVisible();
    const position = dialog.getByRole('textbox', { name: /^职位/ });
    await userEvent.clear(position);
    await userEvent.type(position, '副总裁');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: '周晓岚', position: '副总裁' }), CARD_ZHOU.id);
    await picturesLoaded(document.body);
  },
};

/** The server refused the save: its words in the dialog, on the field it names. */
export const SaveRefused: Story = {
  tags: ['!visual'],
  args: { editing: 'new', serverErrors: { form: '最多保存 10 张名片' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '新建名片' }));
    await expect(dialog.getByText('最多保存 10 张名片').closest('[role="alert"]')).toBeVisible();
  },
};
