import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectOnlyCall } from '../auth/expectOnlyCall.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { DESIGNER, LONG_PROFILE, NEW_AVATAR, NEW_MEMBER } from './userFormFixtures.ts';

const meta = {
  title: 'Features/User/ProfileForm',
  component: ProfileForm,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    user: DESIGNER,
    avatar: DESIGNER.avatar,
    onChangeAvatar: fn(),
    saving: false,
    onSubmit: fn(),
    profileHref: '#/user/index?uid=201',
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A text box, found by its label. */
const input = (canvas: ReturnType<typeof within>, label: RegExp) => canvas.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

/** The saved profile in every field; Save gives the whole draft back, trimmed. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑个人资料' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: '编辑个人资料' })).toBeVisible();
    await expect(input(canvas, /^昵称/)).toHaveValue('林晓');
    await expect(input(canvas, /^昵称/)).toBeRequired();
    await expect(input(canvas, /^昵称/)).toHaveAttribute('translate', 'no');
    await expect(input(canvas, /^公司/)).toHaveValue('周大福珠宝');
    await expect(input(canvas, /^手机号/)).toHaveValue('138 0000 0005');
    await expect(canvas.getByRole('radio', { name: '女' })).toBeChecked();
    await expect(canvas.getByText(`${DESIGNER.content.length} / 2000`)).toBeVisible();

    // The avatar has its own dialog: the button only asks for it.
    await userEvent.click(canvas.getByRole('button', { name: '更换头像' }));
    await expect(args.onChangeAvatar).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(input(canvas, /^所在城市/));
    await userEvent.type(input(canvas, /^所在城市/), '  上海 ');
    await userEvent.click(canvas.getByRole('radio', { name: '保密' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, {
      nickname: '林晓',
      phone: '138 0000 0005',
      company: '周大福珠宝',
      position: '首席设计师',
      website: 'https://linxiao-design.example.com',
      description: '二十年铂金首饰设计经验，专注 Pt950 婚戒。',
      content: DESIGNER.content,
      gender: 'secret',
      city: '上海',
    });
    await expect(canvas.getByRole('link', { name: '取消' })).toHaveAttribute('href', '#/user/index?uid=201');
  },
};

/** The site's words in English; the member's own words as they wrote them. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    await expect(input(canvas, /^Nickname/)).toHaveValue('林晓');
    await expect(canvas.getByRole('radiogroup', { name: 'Gender' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Change avatar' })).toBeVisible();
    await userEvent.clear(input(canvas, /^Website/));
    await userEvent.type(input(canvas, /^Website/), 'linxiao.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toBeVisible();
  },
};

/** A new member: only the nickname; the rest blank, gender 'secret', initials for the picture. */
export const Empty: Story = {
  args: { user: NEW_MEMBER, avatar: '' },
  play: async ({ canvas, args }) => {
    await expect(input(canvas, /^昵称/)).toHaveValue('铂金爱好者');
    await expect(input(canvas, /^公司/)).toHaveValue('');
    await expect(input(canvas, /^个人网站/)).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: '保密' })).toBeChecked();
    await expect(canvas.getByText('铂')).toBeVisible();
    await expect(canvas.getByText('0 / 2000')).toBeVisible();
    // Blank optional fields are fine.
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, {
      nickname: '铂金爱好者',
      phone: '',
      company: '',
      position: '',
      website: '',
      description: '',
      content: '',
      gender: 'secret',
      city: '',
    });
  },
};

export const Loading: Story = {
  args: { status: 'loading', user: null, avatar: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑个人资料' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
};

/** The profile could not be loaded: say so, and offer to try again. */
export const Error: Story = {
  args: { status: 'error', user: null, avatar: '' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('个人资料加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** A blank nickname and a bad phone: the messages at the fields, the first of them focused, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(input(canvas, /^昵称/));
    await userEvent.type(input(canvas, /^昵称/), '   ');
    await userEvent.clear(input(canvas, /^手机号/));
    await userEvent.type(input(canvas, /^手机号/), '138abc');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请输入昵称')).toBeVisible();
    await expect(canvas.getByText('手机号格式不正确')).toBeVisible();
    await expect(input(canvas, /^昵称/)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvas, /^昵称/)).toHaveAccessibleDescription('请输入昵称');
    await expect(input(canvas, /^手机号/)).toHaveAccessibleDescription(/手机号格式不正确/);
    await waitFor(() => expect(input(canvas, /^昵称/)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing a nickname takes its message away (checked again as it changes).
    await userEvent.type(input(canvas, /^昵称/), '林');
    await expect(canvas.queryByText('请输入昵称')).toBeNull();
    await userEvent.clear(input(canvas, /^昵称/));
    await expect(canvas.getByText('请输入昵称')).toBeVisible();
  },
};

/** The server refuses one field: its message at the field, which takes the focus. */
export const ServerFieldError: Story = {
  args: { fieldError: { field: 'nickname', message: '该昵称已被使用' }, error: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该昵称已被使用')).toBeVisible();
    await expect(input(canvas, /^昵称/)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvas, /^昵称/)).toHaveAccessibleDescription('该昵称已被使用');
    await waitFor(() => expect(input(canvas, /^昵称/)).toHaveFocus());
  },
};

/** Saving: the button busy and blocked; a refusal naming no field would show as the form's alert. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A form-level refusal, and the newly chosen avatar shown before Save. */
export const ServerError: Story = {
  args: { error: '保存失败，请稍后再试', avatar: NEW_AVATAR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('保存失败，请稍后再试');
    await expect(canvas.getByRole('group', { name: '头像' }).querySelector('img')).toHaveAttribute('src', NEW_AVATAR);
  },
};

/** Every field as long as the contract allows: nothing overflows, the counter is full. */
export const LongText: Story = {
  args: { user: LONG_PROFILE, avatar: '', error: '个人网站地址无法访问，请检查后再试。'.repeat(4) },
  play: async ({ canvas, canvasElement }) => {
    await expect(input(canvas, /^昵称/)).toHaveValue(LONG_PROFILE.nickname);
    await expect(canvas.getByText('2000 / 2000')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '男' })).toBeChecked();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑个人资料' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
