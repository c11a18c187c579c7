import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QUOTES } from '../../fixtures.ts';
import { QuoteTicker } from '../quote/QuoteTicker.tsx';
import { AboutScreen } from './AboutScreen.tsx';

const editions = [
  { events_id: 1, year: 2021, href: '#/events/index?events_id=1' },
  { events_id: 7, year: 2022, href: '#/events/index?events_id=7' },
  { events_id: 9, year: 2023, href: '#/events/index?events_id=9' },
  { events_id: 13, year: 2024, href: '#/events/index?events_id=13' },
];

const meta = {
  title: 'Screens/Home/About',
  component: AboutScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    registerHref: '#/events/reg?events_id=14',
    eventsHref: '#/events/list',
    editions,
    ticker: <QuoteTicker now={new Date('2026-11-20T02:03:04Z')} quotes={QUOTES} moreHref="#/quoteData/index" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/上海铂金周|Shanghai Platinum Week/);
    await expect(canvas.getByRole('link', { name: /2023/ })).toHaveAttribute('href', '#/events/index?events_id=9');
  },
} satisfies Meta<typeof AboutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const WithoutTicker: Story = { args: { ticker: undefined } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('link', { name: 'Register for 2025' })).toHaveAttribute('href', '#/events/reg?events_id=14'),
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
