import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

interface ExampleProps {
  trigger: string;
  content: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** The trigger in the middle of a stage tall enough for the bubble, so the picture shows it. */
function Example({ trigger, content, side }: ExampleProps) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 280, padding: 'var(--space-4)' }}>
      <Tooltip content={content} side={side}>
        <Button variant="secondary">{trigger}</Button>
      </Tooltip>
    </div>
  );
}

const body = within(document.body);

/** Waits until Radix has placed the bubble (it is measured off screen first), just above the trigger. */
async function placedAbove(tooltip: HTMLElement, trigger: HTMLElement) {
  await waitFor(() => {
    const gap = trigger.getBoundingClientRect().top - tooltip.getBoundingClientRect().bottom;
    expect(gap).toBeGreaterThanOrEqual(4);
    expect(gap).toBeLessThanOrEqual(16);
  });
}

const meta = {
  title: 'Primitives/Tooltip',
  component: Example,
  args: { trigger: 'Pt9995', content: '上海黄金交易所的铂金现货合约，纯度 99.95%', side: 'top' },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.trigger });
    await expect(body.queryByRole('tooltip')).toBeNull();
    const start = performance.now();
    await userEvent.hover(trigger);
    const tooltip = await body.findByRole('tooltip');
    // Opens after a short rest of the pointer (about 300ms), not at once.
    await expect(performance.now() - start).toBeGreaterThanOrEqual(250);
    await expect(tooltip).toHaveTextContent(args.content);
    await expect(tooltip).toBeVisible();
    // Screen readers hear it as the trigger's description, the name stays the trigger's own.
    await expect(trigger).toHaveAccessibleDescription(args.content);
    await expect(trigger).toHaveAccessibleName(args.trigger);
    // Above the trigger, clear of it.
    await placedAbove(tooltip, trigger);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { content: 'Platinum spot contract on the Shanghai Gold Exchange, 99.95% pure' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.trigger });
    await userEvent.hover(trigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(args.content);
    await expect(trigger).toHaveAccessibleDescription(args.content);
  },
};

export const LongText: Story = {
  args: {
    content:
      '上海黄金交易所的铂金现货合约，纯度不低于 99.95%，以人民币元/克报价。价格每个交易日更新，仅供参考，不构成投资建议。Pt9995 platinum spot contract.',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: args.trigger }));
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(args.content);
    // Wraps at 280px instead of running across the screen.
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await expect(tooltip.scrollWidth).toBeLessThanOrEqual(tooltip.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { content: '上海黄金交易所的铂金现货合约，纯度不低于 99.95%，以人民币元/克报价。' },
  play: async ({ canvasElement, args }) => {
    // A phone with a keyboard attached: focus shows it (touch never does, hence nothing vital in it).
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: args.trigger })).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await waitFor(() => {
      const box = tooltip.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(8 - 0.5);
      expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth - 8 + 0.5);
    });
    await expect(tooltip).toHaveTextContent(args.content);
  },
};

export const ShowsOnHover: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.trigger });
    const box = trigger.getBoundingClientRect();
    const onTrigger = { target: trigger, coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 } };
    await userEvent.pointer(onTrigger);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(args.content);
    await placedAbove(tooltip, trigger);
    // The pointer may cross over to the bubble (to read or select it) without closing it…
    const bubble = tooltip.getBoundingClientRect();
    const onBubble = { target: tooltip, coords: { clientX: bubble.left + bubble.width / 2, clientY: bubble.bottom - 4 } };
    await userEvent.pointer([onTrigger, onBubble]);
    await expect(body.getByRole('tooltip')).toBeVisible();
    // …but moving away, below and aside, closes it.
    await userEvent.pointer([
      onBubble,
      { target: canvasElement, coords: { clientX: box.left - 40, clientY: box.bottom + 40 } },
      { target: canvasElement, coords: { clientX: box.left - 120, clientY: box.bottom + 60 } },
    ]);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(trigger).not.toHaveAccessibleDescription();
  },
};

export const ShowsOnFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.trigger });
    // Keyboard focus opens it straight away, no delay.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(args.content);
    await expect(trigger).toHaveAccessibleDescription(args.content);
  },
};

export const EscapeHides: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.trigger });
    await userEvent.tab();
    await body.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    // Escape only dismisses the bubble: focus stays on the trigger.
    await expect(trigger).toHaveFocus();
  },
};

export const IconButton: Story = {
  args: { content: '复制链接' },
  render: ({ content }) => (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 280 }}>
      <Tooltip content={content}>
        {/* The button is named by its own label; the tooltip only shows that name to the eye. */}
        <Button variant="ghost" aria-label={content} style={{ width: 40, padding: 0 }}>
          <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.5 2.5 0 013.5 3.5L10.5 8M9 11.5l-1.2 1.2a2.5 2.5 0 01-3.5-3.5L5.5 8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
        </Button>
      </Tooltip>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    // Named without the tooltip ever opening.
    const trigger = within(canvasElement).getByRole('button', { name: args.content });
    await userEvent.hover(trigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(args.content);
  },
};
