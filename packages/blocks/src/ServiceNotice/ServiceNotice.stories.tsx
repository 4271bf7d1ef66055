import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServiceNotice } from './ServiceNotice';

const meta = {
  title: 'Blocks/ServiceNotice',
  component: ServiceNotice,
} satisfies Meta<typeof ServiceNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const notice = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: /./ });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = notice(canvasElement);
    await expect(region).toHaveAccessibleName('Service client');
    await expect(region).toHaveTextContent(
      'Des questions ? Appelez-nous au 01 99 00 12 34 pour toute demande. Sans surcoût.',
    );
    await expect(within(region).getByRole('link', { name: '01 99 00 12 34' })).toHaveAttribute(
      'href',
      'tel:+33199001234',
    );
    await expect(region).toHaveTextContent('Lun-Ven 10h-21h, Sam-Dim 10h-19h');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const region = notice(canvasElement);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

export const Spain: Story = {
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const region = notice(canvasElement);
    await expect(region).toHaveTextContent(
      '¿Tienes preguntas? Llámanos al 910 60 25 47 para cualquier consulta.',
    );
    await expect(within(region).getByRole('link')).toHaveAttribute('href', 'tel:+34910602547');
    await expect(region).toHaveTextContent('Lun-Vie 10-21 h, Sáb-Dom 10-19 h');
  },
};

export const Italy: Story = {
  globals: { locale: 'it_IT' },
  play: async ({ canvasElement }) => {
    const region = notice(canvasElement);
    await expect(within(region).getByRole('link', { name: '02 8295 1234' })).toHaveAttribute(
      'href',
      'tel:+390282951234',
    );
    await expect(region).toHaveTextContent('Lun-Ven 10-21, Sab-Dom 10-19');
  },
};

export const Netherlands: Story = {
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    const region = notice(canvasElement);
    await expect(within(region).getByRole('link')).toHaveAttribute('href', 'tel:+31208081234');
    await expect(region).toHaveTextContent('Vragen? Bel ons op 020 808 1234 met al je vragen.');
  },
};

export const BelgiumInFrench: Story = {
  globals: { locale: 'fr_BE' },
  play: async ({ canvasElement }) => {
    const region = notice(canvasElement);
    await expect(within(region).getByRole('link', { name: '02 588 12 34' })).toHaveAttribute(
      'href',
      'tel:+3225881234',
    );
  },
};

export const BelgiumInDutch: Story = {
  globals: { locale: 'nl_BE' },
  play: async ({ canvasElement }) => {
    const region = notice(canvasElement);
    await expect(region).toHaveTextContent(
      'Vragen? Bel ons op 02 588 12 34 met al uw vragen. Zonder extra kosten.',
    );
    await expect(within(region).getByRole('link')).toHaveAttribute('href', 'tel:+3225881234');
  },
};
