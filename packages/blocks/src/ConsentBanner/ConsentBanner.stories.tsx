import type { ConsentChoice } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner';

// The consent to audience measurement: the banner until the visitor chooses, and the settings on
// the cookie policy's page. Here the choice is the story's state.

function Choice({
  variant,
  initial = null,
}: {
  variant: 'banner' | 'settings';
  initial?: ConsentChoice | null;
}) {
  const [choice, setChoice] = useState<ConsentChoice | null>(initial);
  return variant === 'banner' && choice !== null ? (
    <p>Choix : {choice}</p>
  ) : (
    <ConsentBanner
      variant={variant}
      choice={choice}
      onChoose={setChoice}
      policyHref="/fr/politique-cookies"
    />
  );
}

const meta = {
  title: 'Blocks/ConsentBanner',
  component: Choice,
  args: { variant: 'banner' },
} satisfies Meta<typeof Choice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  name: 'Refuse and Accept are as easy as one another, and the banner leads to the cookie policy',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: "Cookies et mesure d'audience" });
    const refuse = within(banner).getByRole('button', { name: 'Refuser' });
    const accept = within(banner).getByRole('button', { name: 'Accepter' });
    // The same size, side by side.
    await expect(refuse.getBoundingClientRect().height).toBe(accept.getBoundingClientRect().height);
    await expect(refuse.getAttribute('data-variant')).toBe(accept.getAttribute('data-variant'));
    await expect(within(banner).getByRole('link', { name: 'Notre politique cookies' })).toHaveAttribute(
      'href',
      '/fr/politique-cookies',
    );
    await userEvent.click(refuse);
    await expect(canvas.getByText('Choix : denied')).toBeVisible();
  },
};

export const BannerOnAPhone: Story = {
  name: 'On a phone, the banner keeps to the foot of the window with both buttons in one row',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: "Cookies et mesure d'audience" });
    const [refuse, accept] = within(banner).getAllByRole('button');
    await expect(refuse?.getBoundingClientRect().top).toBe(accept?.getBoundingClientRect().top);
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Settings: Story = {
  name: 'The settings say the choice and change it',
  args: { variant: 'settings', initial: 'granted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = canvas.getByRole('region', { name: "Votre choix pour la mesure d'audience" });
    await expect(within(settings).getByRole('status')).toHaveTextContent(
      "Vous avez accepté la mesure d'audience.",
    );
    await userEvent.click(within(settings).getByRole('button', { name: 'Refuser' }));
    await expect(within(settings).getByRole('status')).toHaveTextContent(
      "Vous avez refusé la mesure d'audience : rien n'est mesuré.",
    );
  },
};
