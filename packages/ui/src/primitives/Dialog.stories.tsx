import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../components/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from './Dialog.tsx';

function Example({ side, title, body }: { side?: 'center' | 'left' | 'right'; title: string; body: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>打开 / Open</Button>
      </DialogTrigger>
      <DialogContent side={side}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary">OK</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Example,
  args: { title: '发送私信', body: '写给对方的话会出现在他的私信列表中。', side: 'center' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开 / Open' }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Center: Story = {};
export const Drawer: Story = {
  tags: ['!visual'],
  args: { side: 'left', title: '菜单' },
};
export const LongText: Story = {
  tags: ['!visual'],
  args: { title: '一个很长很长的对话框标题，用来检查换行与关闭按钮不重叠'.repeat(2), body: '正文'.repeat(120) },
};
export const English: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { title: 'Send a message', body: 'What you write appears in their messages.' },
};
export const CloseButton: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开 / Open' }));
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
