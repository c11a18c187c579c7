import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { picture } from '../article/articleFixtures.ts';
import { EMPTY_COLUMN_APPLY } from './columnApply.ts';
import { APPLY_REJECTED } from './columnFixtures.ts';
import { ApplyForm } from './ColumnApplyForm.tsx';

/** The application form alone (the recruitment page draws it lazily, for signed-in members). */
const meta = {
  title: 'Features/Column/ColumnApplyForm',
  component: ApplyForm,
  args: {
    heading: 'column.recruit.form.heading',
    initial: EMPTY_COLUMN_APPLY,
    onSubmit: fn(),
    submitting: false,
    serverErrors: {},
    uploadPic: fn(async () => ({ url: picture('Pt', 1280, 400, 120) })),
  },
} satisfies Meta<typeof ApplyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: filled in and sent, the words go out trimmed as typed. */
export const Empty: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '申请开设专栏' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '专栏名称' }), '铂金镶嵌工艺');
    await userEvent.type(canvas.getByRole('textbox', { name: '专栏简介' }), '爪镶、包镶与微镶。');
    await userEvent.type(canvas.getByRole('textbox', { name: '作品与写作计划' }), 'https://example.com/settings');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: '铂金镶嵌工艺', content: '爪镶、包镶与微镶。', samples: 'https://example.com/settings' }),
    );
  },
};

/** Filled back from a rejected application, to send again. */
export const Again: Story = {
  args: {
    heading: 'column.recruit.form.again',
    initial: {
      name: APPLY_REJECTED.name,
      en_name: APPLY_REJECTED.en_name,
      content: APPLY_REJECTED.content,
      en_content: APPLY_REJECTED.en_content,
      pic: APPLY_REJECTED.pic,
      samples: APPLY_REJECTED.samples,
      contact: APPLY_REJECTED.contact,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '重新申请' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '专栏名称' })).toHaveValue(APPLY_REJECTED.name);
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send application' })).toBeEnabled();
  },
};
