import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RootLayout } from './RootLayout.tsx';
import { SiteHeader } from './SiteHeader.tsx';

const header = (
  <SiteHeader
    aboutHref="#/home/aboutSPW"
    nav={[{ href: '#/home/aboutSPW', label: '关于铂金周', current: true }]}
    locale="zh"
    onLocaleChange={fn()}
    user={null}
    loginHref="#/login"
    onOpenMenu={fn()}
  />
);

const meta = {
  title: 'Layouts/RootLayout',
  component: RootLayout,
  parameters: { layout: 'fullscreen' },
  args: { header, year: 2026, children: <p style={{ padding: 24 }}>页面内容</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent(/页面内容|Page content/);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('2026');
    await expect(canvas.getByRole('link', { name: /跳到主要内容|Skip to main content/ })).toHaveAttribute('href', '#main');
  },
} satisfies Meta<typeof RootLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en' }, args: { children: <p style={{ padding: 24 }}>Page content</p> } };
export const LongText: Story = { args: { children: <p style={{ padding: 24 }}>{'很长的页面内容。'.repeat(200)}</p> } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Default, globals: { ...Default.globals, theme: 'dark' } };
