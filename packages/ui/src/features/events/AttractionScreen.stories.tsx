import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AttractionScreen } from './AttractionScreen.tsx';

const meta = {
  title: 'Features/Events/AttractionScreen',
  component: AttractionScreen,
} satisfies Meta<typeof AttractionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '周边游览' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('距会场约 7.5 公里 · 地铁：1、2、8 号线人民广场站')).toBeVisible();
    const map = canvas.getByRole('link', { name: '在地图上查看外滩' });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const FilterShopping: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '购物' }));
    const names = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(names).toEqual(['豫园与老城厢', '南京路步行街', '田子坊']);
    // Arrow keys move between the filters.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '景点' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['外滩', '陆家嘴']);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { initialKind: 'museum' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Museums' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shanghai Museum' })).toBeVisible();
    await expect(
      canvas.getByText('About 7.5 km from the venue · Metro: Lines 1, 2 and 8, People\u2019s Square'.replace('\u2019', "'")),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: '类别' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('heading', { level: 1, name: '周边游览' })).toBeVisible()),
};
