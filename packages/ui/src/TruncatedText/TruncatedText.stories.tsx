import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TruncatedText } from './TruncatedText';

const description =
  'Niché au cœur des vignes, à deux pas du village, ce château du XVIIIe siècle vous accueille ' +
  'dans des chambres spacieuses à la décoration raffinée. Profitez du spa avec piscine intérieure, ' +
  'du parc arboré de cinq hectares et d’un dîner gastronomique préparé avec les produits du marché. ' +
  'Le lendemain, partez à vélo sur les routes des vins ou détendez-vous au bord de l’étang.';

const meta = {
  title: 'UI/TruncatedText',
  component: TruncatedText,
  args: { children: description },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

const seeMore = { name: 'Voir plus' };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', seeMore);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const text = canvasElement.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`);
    // 250 characters at most on desktop, cut at a word boundary, plus the ellipsis.
    await expect(text?.textContent?.endsWith('…')).toBe(true);
    await expect(Array.from(text?.textContent ?? '').length).toBeLessThanOrEqual(251);
    await expect(text?.textContent).toMatch(/d’un dîner gastronomique…$/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', seeMore);
    const text = canvasElement.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`);
    await expect(text).toHaveTextContent(
      'Niché au cœur des vignes, à deux pas du village, ce château du XVIIIe siècle vous…',
    );
  },
};

/** Tablets take the desktop limit: 002 §4 cuts at 86 characters on mobile and 250 otherwise. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/d’un dîner gastronomique…$/)).toBeVisible();
  },
};

export const ShortText: Story = {
  args: { children: 'Château au cœur des vignes, spa et dîner gastronomique.' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Château au cœur des vignes, spa et dîner gastronomique.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const CustomLimit: Story = {
  args: { maxChars: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Niché au cœur des vignes, à deux pas du…')).toBeVisible();
  },
};

export const ExpandsAndCollapses: Story = {
  parameters: { screenshot: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', seeMore));
    const less = canvas.getByRole('button', { name: 'Voir moins' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(description)).toBeVisible();
    await userEvent.click(less);
    const more = canvas.getByRole('button', seeMore);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(description)).not.toBeInTheDocument();
    await expect(more).toHaveFocus();
  },
};
