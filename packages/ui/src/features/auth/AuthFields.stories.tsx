import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ConfirmPasswordField, EmailField, NewPasswordField } from './AuthFields.tsx';

/** The email and password boxes the sign-in, sign-up and reset forms share. */
function Fields({ error }: { error?: string }) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <EmailField name="email" />
      <NewPasswordField name="password" error={error} />
      <ConfirmPasswordField name="confirm" />
    </div>
  );
}

const meta = {
  title: 'Features/Auth/AuthFields',
  component: Fields,
  args: {},
} satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText(/邮箱/);
    await expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'lin@spw.example');
    await expect(email).toHaveValue('lin@spw.example');
    await expect(canvas.getAllByLabelText(/密码/)[0]).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toBeVisible();
    await expect(canvas.getAllByLabelText(/password/i)).toHaveLength(2);
  },
};

export const WithError: Story = {
  args: { error: '密码至少 8 位' },
  play: async ({ canvas }) => expect(canvas.getByText('密码至少 8 位')).toBeVisible(),
};
