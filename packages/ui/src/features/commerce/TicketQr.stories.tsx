import type { Meta, StoryObj } from '@storybook/react-vite';
import QRCode from 'qrcode';
import { expect } from 'storybook/test';
import { TicketQr } from './TicketQr.tsx';

const meta = {
  title: 'Features/Commerce/TicketQr',
  component: TicketQr,
  args: { value: 'K7Q42M9XTP3A', label: '票码 K7Q42M9XTP3A 的二维码' },
  render: (args) => (
    <div style={{ width: 160 }}>
      <TicketQr {...args} />
    </div>
  ),
} satisfies Meta<typeof TicketQr>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picture is named for screen readers and holds one square per dark module of the code. */
export const Code: Story = {
  play: async ({ canvas, args }) => {
    const img = canvas.getByRole('img', { name: '票码 K7Q42M9XTP3A 的二维码' });
    const { modules } = QRCode.create(args.value, { errorCorrectionLevel: 'M' });
    let dark = 0;
    for (let i = 0; i < modules.size * modules.size; i += 1) if (modules.data[i]) dark += 1;
    const path = img.querySelector('path')?.getAttribute('d') ?? '';
    await expect(path.split('M').length - 1).toBe(dark);
    // A quiet zone of four modules on every side.
    await expect(img.getAttribute('viewBox')).toBe(`-4 -4 ${modules.size + 8} ${modules.size + 8}`);
  },
};

/** Dark on white at night too, so a scanner reads it from a phone in the dark theme. */
export const Night: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('img')).toBeVisible()),
};

export const LongValue: Story = {
  args: { value: 'SPW-DEMO-14-000001-CHECK-IN-CODE-WITH-A-LONG-PAYLOAD', label: 'A long code' },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('img', { name: 'A long code' })).toBeVisible()),
};
