import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ServiceScreen } from './ServiceScreen.tsx';

const meta = {
  title: 'Features/Events/ServiceScreen',
  component: ServiceScreen,
  args: {
    registerHref: '#/events/regNotice?events_id=14',
    ticketsHref: '#/ticket/list?events_id=14',
    attractionsHref: '#/attraction/index',
    contact: { email: 'service@spw.example', phone: '+86 21 6888 0000' },
  },
} satisfies Meta<typeof ServiceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '参会服务' })).toBeVisible();
    for (const name of ['会场', '报到与入场', '协议酒店', '交通', '签证邀请函', '发票', '联系组委会']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: '邮箱：service@spw.example' })).toHaveAttribute('href', 'mailto:service@spw.example');
    await expect(canvas.getByRole('link', { name: '电话：+86 21 6888 0000' })).toHaveAttribute('href', 'tel:+862168880000');
    await expect(canvas.getByRole('link', { name: '报名参会' })).toHaveAttribute('href', '#/events/regNotice?events_id=14');
    await expect(canvas.getByRole('link', { name: '购买门票' })).toHaveAttribute('href', '#/ticket/list?events_id=14');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Services for delegates' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Visa invitation letters' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Around Shanghai' })).toHaveAttribute('href', '#/attraction/index');
  },
};

/** Registration closed: no register button, tickets and the city remain. */
export const RegistrationClosed: Story = {
  args: { registerHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: '报名参会' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '购买门票' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const venue = canvas.getByRole('heading', { level: 2, name: '会场' });
    const hotel = canvas.getByRole('heading', { level: 2, name: '协议酒店' });
    // One column: the topics stack.
    await expect(hotel.getBoundingClientRect().top).toBeGreaterThan(venue.getBoundingClientRect().bottom);
  },
};

export const Night: Story = {
  globals: { theme: 'dark', locale: 'en' },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('heading', { level: 1, name: 'Services for delegates' })).toBeVisible()),
};
