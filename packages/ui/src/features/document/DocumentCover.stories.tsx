import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DocumentCover } from './DocumentCover.tsx';
import { PGM_OUTLOOK } from './documentFixtures.ts';

const meta = {
  title: 'Features/Document/DocumentCover',
  component: DocumentCover,
  args: { src: PGM_OUTLOOK.cover, title: PGM_OUTLOOK.title, titleLang: 'zh-CN' },
  decorators: [(Story) => <div style={{ width: 150 }}>{Story()}</div>],
} satisfies Meta<typeof DocumentCover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picture, decorative: the title beside it on the page says what it is. */
export const Picture: Story = {
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('loading', 'lazy');
  },
};

/** No picture yet: the title's first character stands in, in the title's language, hidden from screen readers. */
export const NoPicture: Story = {
  args: { src: '', title: 'Hydrogen and the Iridium Question', titleLang: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    const initial = canvasElement.querySelector('.spw-document-cover__initial');
    await expect(initial).toHaveTextContent('H');
    await expect(initial).toHaveAttribute('lang', 'en');
    await expect(initial).toHaveAttribute('aria-hidden', 'true');
  },
};
