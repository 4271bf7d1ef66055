import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { tones } from '../tones';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    tone: 'info',
    children: 'Choisissez vos dates pour voir le bon prix et les disponibilités de nos offres.',
  },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveAttribute('data-tone', 'info');
    await expect(alert).toHaveTextContent(/Choisissez vos dates/);
  },
};

export const Info: Story = {
  args: { title: 'Bon à savoir', children: 'Les séjours de ce thème sont réservables jusqu’au 30 juin.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveAttribute('data-tone', 'info');
    await expect(within(alert).getByText('Bon à savoir')).toBeVisible();
  },
};

export const Positive: Story = {
  args: {
    tone: 'positive',
    children: 'Merci pour votre message. Notre service client vous contactera sous 48 h.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveAttribute('data-tone', 'positive');
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Oups, une erreur s’est produite',
    children: 'Nous n’avons pas pu charger les offres. Réessayez dans quelques instants.',
  },
  play: async ({ canvasElement }) => {
    // Critical messages interrupt: role="alert" is an assertive live region.
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveAttribute('data-tone', 'critical');
    await expect(alert).toHaveTextContent(/Oups, une erreur s’est produite/);
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Caution: Story = {
  args: { tone: 'caution', children: 'Le prix n’inclut pas la taxe de séjour à payer sur place.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-tone', 'caution');
  },
};

export const Neutral: Story = {
  args: { tone: 'neutral', children: 'Les prix affichés sont par chambre et par nuit.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const WithAction: Story = {
  args: {
    tone: 'critical',
    title: 'Désolé, pas de disponibilité à vos dates',
    children: 'Modifiez vos critères de séjour pour profiter des offres de cet hôtel.',
    action: (
      <Button variant="outline" tone="critical" size="small" onPress={fn()}>
        Voir toutes les offres
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Voir toutes les offres' })).toBeVisible();
  },
};

export const Dismissible: Story = {
  parameters: { screenshot: false },
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('status');
    await userEvent.click(within(alert).getByRole('button', { name: 'Fermer le message' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The close button's name comes from the locale; a page may give its own. */
export const DismissLabel: Story = {
  args: { onDismiss: fn(), dismissLabel: 'Masquer cette information' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Masquer cette information' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: {
    tone: 'critical',
    title: 'Oups, une erreur s’est produite',
    children: 'Nous n’avons pas pu charger les offres. Réessayez dans quelques instants.',
    action: (
      <Button variant="outline" tone="critical" size="small">
        Réessayer
      </Button>
    ),
    onDismiss: fn(),
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    const dismiss = within(alert).getByRole('button', { name: 'Fermer le message' });
    await expect(dismiss.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const AnnouncesEachTone: Story = {
  render: (args) => (
    <Stack space="3">
      {tones.map((tone) => (
        <Alert key={tone} {...args} tone={tone}>
          {`Message ${tone}`}
        </Alert>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-tone', 'critical');
    const statuses = canvas.getAllByRole('status').map((status) => status.getAttribute('data-tone'));
    await expect(statuses).toEqual(['positive', 'caution', 'info', 'neutral']);
  },
};

export const DismissesByKeyboard: Story = {
  args: { tone: 'caution', children: 'Plus que 2 chambres à ce prix.', onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Fermer le message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
