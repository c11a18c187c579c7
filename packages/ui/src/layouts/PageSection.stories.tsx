import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSection } from './PageSection.tsx';

const meta = {
  title: 'Layouts/PageSection',
  component: PageSection,
  args: { children: <p>正文 / Body</p> },
  play: async ({ canvas }) => expect(canvas.getByText('正文 / Body')).toBeVisible(),
} satisfies Meta<typeof PageSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAside: Story = { args: { aside: <nav aria-label="侧栏">侧栏</nav> } };
export const English: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { aside: <nav aria-label="侧栏">侧栏</nav> } };
