import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../components/Button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu.tsx';

function Example({ label, items, onSelect }: { label: string; items: string[]; onSelect: (item: string) => void }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">{label}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map((item) => (
          <DropdownMenuItem key={item} onSelect={() => onSelect(item)}>
            {item}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: Example,
  args: { label: '操作', items: ['编辑', '复制链接', '删除'], onSelect: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: args.label }));
    const items = await screen.findAllByRole('menuitem');
    await expect(items).toHaveLength(args.items.length);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalled();
  },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongText: Story = {
  tags: ['!visual'],
  args: { items: ['一个非常长的菜单项名称，用来检查菜单的宽度与省略', '短'] },
};
export const English: Story = { globals: { locale: 'en' }, args: { label: 'Actions', items: ['Edit', 'Copy link', 'Delete'] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
