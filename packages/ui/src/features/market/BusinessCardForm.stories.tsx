import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import type { UploadFn } from '../../components/upload-rules.ts';
import { canvasFile, context2d, picturesLoaded } from '../../components/upload-story-kit.ts';
import { picture } from '../article/articleFixtures.ts';
import { expectOnlyCall } from '../auth/expectOnlyCall.ts';
import { BusinessCardForm, businessCardValues, type BusinessCardValues } from './BusinessCardForm.tsx';
import { CARD_LONG, CARD_ZHOU } from './businessCardFixtures.ts';

/** The URL the fake /upload/file2server hands back for a file. */
const uploadedUrl = (name: string) => picture(name.replace(/\.\w+$/, ''), 200, 200, 30);

/** Sends nothing: reports progress, then hands back a drawn picture. */
const fakeUpload: UploadFn = async (file, onProgress) => {
  onProgress(0.5);
  await new Promise((resolve) => setTimeout(resolve, 20));
  onProgress(1);
  return { url: uploadedUrl(file.name) };
};

/** A small square PNG, as a photo or a logo would be after the picker. */
async function photo(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 120;
  const context = context2d(canvas);
  context.fillStyle = 'hsl(40 30% 80%)';
  context.fillRect(0, 0, 120, 120);
  context.strokeStyle = '#4a4f5c';
  context.lineWidth = 10;
  context.strokeRect(30, 30, 60, 60);
  return canvasFile(canvas, name, 'image/png');
}

async function choose(root: HTMLElement, name: string) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('No file input');
  await userEvent.upload(input, await photo(name));
}

/** Empties a field and pastes a text into it (faster than typing, and as people often fill a card). */
async function replace(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

const EDIT: BusinessCardValues = businessCardValues(CARD_ZHOU);

const meta = {
  title: 'Features/Market/BusinessCardForm',
  component: BusinessCardForm,
  // As wide as inside the screen's dialog.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    mode: 'add',
    upload: fn<UploadFn>(fakeUpload),
    onSubmit: fn(),
    submitting: false,
    serverErrors: {},
    onCancel: fn(),
  },
} satisfies Meta<typeof BusinessCardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: RegExp) => canvas.getByRole('textbox', { name });
const nameField = (canvas: Canvas) => field(canvas, /^姓名/);
const enNameField = (canvas: Canvas) => field(canvas, /^英文名/);
const phoneField = (canvas: Canvas) => field(canvas, /^电话/);
const emailField = (canvas: Canvas) => field(canvas, /^邮箱/);
const wechatField = (canvas: Canvas) => field(canvas, /^微信/);

const CONTACT_RULE = '请至少填写一种联系方式：电话、邮箱或微信';

/** A new card, every field filled and a photo added: the values go out trimmed, with the photo's URL. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(nameField(canvas)).toBeRequired();
    await expect(canvas.getByRole('group', { name: '联系方式' })).toHaveAccessibleDescription('电话、邮箱、微信至少填写一种');
    // Chinese and English side by side on a desktop.
    const name = nameField(canvas).getBoundingClientRect();
    const enName = enNameField(canvas).getBoundingClientRect();
    await expect(enName.top).toBe(name.top);
    await expect(enName.left).toBeGreaterThan(name.right);

    await userEvent.type(nameField(canvas), ' 周晓岚 ');
    await userEvent.type(enNameField(canvas), 'Xiaolan Zhou');
    await userEvent.type(field(canvas, /^公司/), '上海铂金周组委会');
    await userEvent.type(field(canvas, /^英文公司名/), 'Shanghai Platinum Week Organising Committee');
    await userEvent.type(field(canvas, /^职位/), '市场总监');
    await userEvent.type(field(canvas, /^英文职位/), 'Marketing Director');
    await userEvent.type(phoneField(canvas), '+86 21 6888 1234 ');
    await userEvent.type(emailField(canvas), 'zhou.xiaolan@spw.example');
    await userEvent.type(wechatField(canvas), 'xiaolan_spw');
    await userEvent.type(field(canvas, /^地址/), '上海市浦东新区世纪大道 1000 号 12 楼');
    await userEvent.type(field(canvas, /^英文地址/), '12F, 1000 Century Avenue, Pudong, Shanghai');
    await choose(canvasElement, 'portrait.png');
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: '删除 portrait.png' })).toBeVisible());
    await picturesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, {
      name: '周晓岚',
      en_name: 'Xiaolan Zhou',
      company: '上海铂金周组委会',
      en_company: 'Shanghai Platinum Week Organising Committee',
      position: '市场总监',
      en_position: 'Marketing Director',
      phone: '+86 21 6888 1234',
      email: 'zhou.xiaolan@spw.example',
      wechat: 'xiaolan_spw',
      address: '上海市浦东新区世纪大道 1000 号 12 楼',
      en_address: '12F, 1000 Century Avenue, Pudong, Shanghai',
      avatar: uploadedUrl('portrait.png'),
    });
    await expect(canvas.queryByText('请输入姓名')).toBeNull();
  },
};

/** Sent empty: the name and a contact are asked for, the name takes the focus, nothing goes out. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(nameField(canvas)).toHaveAccessibleDescription('请输入姓名');
    await expect(nameField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(CONTACT_RULE)).toBeVisible();
    await expect(nameField(canvas)).toHaveFocus();
    // The optional fields have nothing to say.
    await expect(enNameField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledOnce());
  },
};

/** A name but no way to reach the person: the rule is said once over the three fields; any one answers it. */
export const NeedsContact: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(nameField(canvas), '李明');
    // Spaces are no contact.
    await userEvent.type(phoneField(canvas), '   ');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getAllByText(CONTACT_RULE)).toHaveLength(1);
    for (const contact of [phoneField(canvas), emailField(canvas), wechatField(canvas)]) {
      await expect(contact).toHaveAttribute('aria-invalid', 'true');
      await expect(contact).toHaveAccessibleDescription(CONTACT_RULE);
    }
    await expect(phoneField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(wechatField(canvas), 'liming_sb');
    await waitFor(() => expect(canvas.queryByText(CONTACT_RULE)).toBeNull());
    await expect(phoneField(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, {
      name: '李明',
      en_name: '',
      company: '',
      en_company: '',
      position: '',
      en_position: '',
      phone: '',
      email: '',
      wechat: 'liming_sb',
      address: '',
      en_address: '',
      avatar: '',
    });
  },
};

/** A mistyped email and a phone with letters: each says what is wrong, the first takes the focus. */
export const BadEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(nameField(canvas), '周晓岚');
    await userEvent.type(phoneField(canvas), '021-6888 转 1234');
    await userEvent.type(emailField(canvas), 'zhou.xiaolan@spw');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(phoneField(canvas)).toHaveAccessibleDescription('电话只能包含数字、空格和 + - ( )');
    await expect(emailField(canvas)).toHaveAccessibleDescription('邮箱格式不正确');
    await expect(phoneField(canvas)).toHaveFocus();
    await expect(canvas.queryByText(CONTACT_RULE)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await replace(phoneField(canvas), '+86 (021) 6888-1234');
    await replace(emailField(canvas), 'zhou.xiaolan@spw.example');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.queryByText('邮箱格式不正确')).toBeNull();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ phone: '+86 (021) 6888-1234', email: 'zhou.xiaolan@spw.example' }),
      ),
    );
  },
};

/** Editing: the card's values and photo are there from the start, and go out as they are. */
export const Edit: Story = {
  args: { mode: 'edit', initial: EDIT },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(nameField(canvas)).toHaveValue('周晓岚');
    await expect(field(canvas, /^英文地址/)).toHaveValue(EDIT.en_address);
    await expect(canvas.getByRole('button', { name: '删除 图片 1' })).toBeVisible();
    await picturesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, EDIT);
  },
};

/** Too long for the contract (counted in characters): each field says its limit. */
export const LongText: Story = {
  args: { mode: 'edit', initial: { ...businessCardValues(CARD_LONG), name: '铂'.repeat(31), en_company: 'Platinum '.repeat(17) } },
  play: async ({ canvas, args }) => {
    await expect(field(canvas, /^英文地址/)).toHaveValue(CARD_LONG.en_address);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(nameField(canvas)).toHaveAccessibleDescription('不能超过 30 个字');
    await expect(field(canvas, /^英文公司名/)).toHaveAccessibleDescription('不能超过 150 个字');
    await expect(nameField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Thirty emoji are sixty UTF-16 units but thirty characters: they fit.
    await replace(nameField(canvas), '💍'.repeat(30));
    await expect(nameField(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/** The server's answer: its words on the fields it names (the first takes the focus), and a general one above. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    initial: EDIT,
    serverErrors: { form: '保存失败，请检查标出的内容', email: '这个邮箱已用在另一张名片上', wechat: '微信号不能包含 < 或 >' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('保存失败，请检查标出的内容').closest('[role="alert"]')).toBeVisible();
    await expect(emailField(canvas)).toHaveAccessibleDescription('这个邮箱已用在另一张名片上');
    await expect(wechatField(canvas)).toHaveAccessibleDescription('微信号不能包含 < 或 >');
    await waitFor(() => expect(emailField(canvas)).toHaveFocus());
    await expect(nameField(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/** While it saves, Save waits and nothing is sent twice. */
export const Submitting: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: EDIT, submitting: true },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '取消' })).toBeEnabled();
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /^English name/ })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Contact details' })).toHaveAccessibleDescription(
      'Give at least one of phone, email or WeChat',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'oliver@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Please enter a name')).toBeVisible();
    await expect(canvas.getByText("That email address doesn't look right")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** A phone: each English field under its Chinese one, the form as wide as the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mode: 'edit', initial: EDIT },
  play: async ({ canvas, canvasElement }) => {
    const name = nameField(canvas).getBoundingClientRect();
    const enName = enNameField(canvas).getBoundingClientRect();
    await expect(enName.top).toBeGreaterThan(name.bottom);
    await expect(enName.left).toBe(name.left);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.getByRole('button', { name: '保存' })).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};
