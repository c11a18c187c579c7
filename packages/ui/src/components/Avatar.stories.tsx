import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, initialsOf } from './Avatar.tsx';

/** A portrait drawn inline, so the story needs no network and never changes. */
const PORTRAIT = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#c9c4b8"/><circle cx="48" cy="38" r="18" fill="#7d622d"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#1c1f26"/></svg>`,
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: '林晓', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '林晓' })).toHaveTextContent('林');
    // The initials are the name's, as its owner wrote it: not the site's words to translate.
    await expect(canvas.getByText('林')).toHaveAttribute('translate', 'no');
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {};

export const WithPicture: Story = {
  args: { src: PORTRAIT },
  play: async ({ canvas, canvasElement }) => {
    const avatar = canvas.getByRole('img', { name: '林晓' });
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeVisible());
    // Once the picture is in, the initial is gone.
    await expect(avatar).not.toHaveTextContent('林');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} verifiedType={2} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: '林晓' })).toHaveLength(4);
    await expect(canvas.getAllByRole('img', { name: '机构认证' })).toHaveLength(4);
  },
};

export const VerifiedOrganisation: Story = {
  args: { name: '上海铂金周组委会', verifiedType: 2, size: 'xl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '上海铂金周组委会' })).toHaveTextContent('上');
    await expect(canvas.getByRole('img', { name: '机构认证' })).toBeVisible();
  },
};

export const VerifiedExpert: Story = {
  args: { name: 'Trevor Raymond', verifiedType: 1, size: 'xl', src: PORTRAIT },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Trevor Raymond' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '专家认证' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeVisible());
  },
};

export const LatinName: Story = {
  args: { name: 'oliver bennett' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'oliver bennett' })).toHaveTextContent('OB');
    await expect(initialsOf('  Yumi ')).toBe('Y');
    await expect(initialsOf('佐藤 由美')).toBe('佐');
    await expect(initialsOf('')).toBe('?');
  },
};

/** Beside the written name: hidden from screen readers, so the name is not read twice. */
export const Decorative: Story = {
  args: { decorative: true },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
      <Avatar {...args} size="md" />
      <span>林晓</span>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('林晓')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { name: '上海铂金周组委会特别顾问委员会秘书处', verifiedType: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '上海铂金周组委会特别顾问委员会秘书处' })).toHaveTextContent(/^上$/);
  },
};

export const Chinese: Story = { globals: { locale: 'zh' }, args: { verifiedType: 1 } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { name: 'Yumi Sato', verifiedType: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Yumi Sato' })).toHaveTextContent('YS');
    await expect(canvas.getByRole('img', { name: 'Verified organisation' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { size: 'md', verifiedType: 1 } };
