import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button.tsx';
import { TextField } from '../components/TextField.tsx';
import { Popover, PopoverClose, PopoverContent, PopoverDescription, PopoverTitle, PopoverTrigger } from './Popover.tsx';

interface ExampleProps {
  trigger: string;
  title: string;
  body: string;
  arrow?: boolean;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Where the trigger sits in its row: at the end, the panel has to shift to stay on screen. */
  place?: 'start' | 'center' | 'end';
}

function Example({ trigger, title, body, arrow, side, place = 'start' }: ExampleProps) {
  return (
    // Padded by a focus ring's reach, so the picture shows the trigger's ring whole.
    <div
      style={{
        display: 'flex',
        justifyContent: { start: 'flex-start', center: 'center', end: 'flex-end' }[place],
        padding: 'var(--space-1)',
      }}
    >
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="secondary">{trigger}</Button>
        </PopoverTrigger>
        <PopoverContent arrow={arrow} side={side}>
          <PopoverTitle>{title}</PopoverTitle>
          <PopoverDescription>{body}</PopoverDescription>
        </PopoverContent>
      </Popover>
    </div>
  );
}

/** A price alert set from a small form in the panel: saving closes it and returns focus to the trigger. */
function FormExample({ onSave }: { onSave: (price: string) => void }) {
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(String(new FormData(event.currentTarget).get('price')));
    setOpen(false);
  };
  return (
    <div style={{ padding: 'var(--space-1)' }}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="secondary">设置金价提醒 / Price alert</Button>
        </PopoverTrigger>
        <PopoverContent align="start">
          <PopoverTitle>金价提醒 / Price alert</PopoverTitle>
          <PopoverDescription>铂金价格达到此值时通知我。/ Tell me when platinum reaches this price.</PopoverDescription>
          <form onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-3)' }}>
            <TextField name="price" label="目标价格（元/克）/ Target (CNY/g)" inputMode="decimal" required />
            <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 'var(--space-2)' }}>
              <PopoverClose asChild>
                <Button type="button" variant="ghost" size="sm">
                  <FormattedMessage id="common.cancel" />
                </Button>
              </PopoverClose>
              <Button type="submit" size="sm">
                <FormattedMessage id="common.save" />
              </Button>
            </div>
          </form>
        </PopoverContent>
      </Popover>
    </div>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: Example,
  args: {
    trigger: '铂金参考价',
    title: '铂金参考价',
    body: '上海黄金交易所 Pt9995 当日收盘价，仅供参考，不构成投资建议。',
    arrow: false,
    side: 'bottom',
    place: 'start',
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    place: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.trigger });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const panel = await within(document.body).findByRole('dialog', { name: args.title });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAccessibleDescription(args.body);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panel).getByRole('button', { name: '关闭' })).toBeVisible();
    // Opens below the trigger, 8px clear of it (once placed: Radix measures it first, off screen).
    await waitFor(() => expect(panel.getBoundingClientRect().top).toBeCloseTo(trigger.getBoundingClientRect().bottom + 8, 0));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    trigger: 'Platinum reference price',
    title: 'Platinum reference price',
    body: 'Closing price of Pt9995 on the Shanghai Gold Exchange today. For reference only, not investment advice.',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.trigger }));
    const panel = await within(document.body).findByRole('dialog', { name: args.title });
    await expect(panel).toHaveAccessibleDescription(args.body);
    await expect(within(panel).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: '2025 上海铂金周铂金参考价说明与数据来源（上海黄金交易所、伦敦铂钯市场协会）',
    body: '价格每个交易日更新一次，来源于公开市场数据，仅供参考，不构成投资建议。'.repeat(6),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.trigger }));
    const panel = await within(document.body).findByRole('dialog', { name: args.title });
    const box = panel.getBoundingClientRect();
    // Wraps at its width instead of growing with the text.
    await expect(box.width).toBeLessThanOrEqual(360);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    // The title's text stays clear of the close button.
    const title = within(panel).getByRole('heading', { name: args.title }).getBoundingClientRect();
    const close = within(panel).getByRole('button', { name: '关闭' }).getBoundingClientRect();
    await expect(title.right - 32).toBeLessThanOrEqual(close.left);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { place: 'end' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.trigger }));
    const panel = await within(document.body).findByRole('dialog', { name: args.title });
    // On a 375px screen the panel shifts left from the trigger at the edge and keeps 16px either side.
    await waitFor(() => {
      const box = panel.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(16 - 0.5);
      expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth - 16 + 0.5);
    });
    await expect(panel).toBeVisible();
  },
};

export const WithArrow: Story = {
  args: { arrow: true, place: 'center' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.trigger });
    await userEvent.click(trigger);
    const panel = await within(document.body).findByRole('dialog', { name: args.title });
    const arrow = panel.querySelector('.spw-popover__arrow');
    await expect(arrow).not.toBeNull();
    // Shown once placed, pointing at the middle of the trigger.
    await waitFor(() => expect(arrow).toBeVisible());
    const tip = arrow?.getBoundingClientRect();
    const box = trigger.getBoundingClientRect();
    await expect(tip && tip.left + tip.width / 2).toBeCloseTo(box.left + box.width / 2, 0);
  },
};

export const WithForm: Story = {
  render: () => <FormExample onSave={fn()} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '设置金价提醒 / Price alert' }));
    const panel = await within(document.body).findByRole('dialog', { name: '金价提醒 / Price alert' });
    // Focus moves into the panel, to its first field.
    const field = within(panel).getByRole('textbox', { name: /目标价格/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, '321.5');
    await expect(field).toHaveValue('321.5');
    await userEvent.tab();
    await expect(within(panel).getByRole('button', { name: '取消' })).toHaveFocus();
    await expect(within(panel).getByRole('button', { name: '保存' })).toBeVisible();
  },
};

const saveAlert = fn();

export const SubmitClosesForm: Story = {
  render: () => <FormExample onSave={saveAlert} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '设置金价提醒 / Price alert' });
    await userEvent.click(trigger);
    const panel = await within(document.body).findByRole('dialog', { name: '金价提醒 / Price alert' });
    await userEvent.type(within(panel).getByRole('textbox', { name: /目标价格/ }), '321.5{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(saveAlert).toHaveBeenCalledWith('321.5');
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.trigger });
    await userEvent.click(trigger);
    await within(document.body).findByRole('dialog', { name: args.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Focus goes back to the trigger, so the keyboard user carries on from where they were.
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.trigger });
    await userEvent.click(trigger);
    const panel = await within(document.body).findByRole('dialog', { name: args.title });
    await userEvent.click(within(panel).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
