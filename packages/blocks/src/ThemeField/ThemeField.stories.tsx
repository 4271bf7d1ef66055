import { DEFAULT_CRITERIA } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureThemes } from '../fixtures/search';
import { ThemeField, type ThemeFieldProps } from './ThemeField';

function Harness(args: ThemeFieldProps) {
  const [criteria, setCriteria] = useState(args.criteria);
  return (
    <div style={{ maxWidth: 300, minHeight: 420 }}>
      <ThemeField
        {...args}
        criteria={criteria}
        onChange={(next) => {
          setCriteria(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Blocks/ThemeField',
  component: ThemeField,
  render: Harness,
  args: { criteria: { ...DEFAULT_CRITERIA, theme: 12 }, themes: fixtureThemes, onChange: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ThemeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Thématiques/ });

async function open(canvasElement: HTMLElement) {
  await userEvent.click(trigger(canvasElement));
  return page(canvasElement).findByRole('dialog', { name: 'Thématiques' });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // S-021: labelled "Themes"; S-022: the chosen theme's icon.
    await expect(trigger(canvasElement)).toHaveTextContent('Bien-être');
    await expect(trigger(canvasElement).querySelector('[data-theme-icon]')).toHaveAttribute(
      'data-theme-icon',
      'wellness',
    );
  },
};

export const NoTheme: Story = {
  args: { criteria: DEFAULT_CRITERIA },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Toutes les thématiques');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const listbox = within(dialog).getByRole('listbox', { name: 'Thématiques' });
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(fixtureThemes.length);
    await expect(within(listbox).getByRole('option', { name: 'Bien-être' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // S-022: each theme shows its icon; an unknown icon name shows the brand icon.
    const icon = (name: string) =>
      within(listbox).getByRole('option', { name }).querySelector('[data-theme-icon]');
    await expect(icon('Gastronomie')).toHaveAttribute('data-theme-icon', 'chef');
    await expect(icon('En famille')).toHaveAttribute('data-theme-icon', 'family');
    await expect(icon('Cabanes perchées')).toHaveAttribute('data-theme-icon', 'brand');
  },
};

export const ChoosesATheme: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('option', { name: 'Montagne' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...DEFAULT_CRITERIA, theme: 27 });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(trigger(canvasElement)).toHaveTextContent('Montagne');
  },
};

export const ChoosesWithKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Thématiques' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Bien-être' })).toHaveFocus(), {
      timeout: 5000,
    });
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ ...DEFAULT_CRITERIA, theme: 15 });
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus(), { timeout: 5000 });
  },
};

export const ChoosingTheChosenOneClearsIt: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('option', { name: 'Bien-être' }));
    await expect(args.onChange).toHaveBeenCalledWith(DEFAULT_CRITERIA);
    await expect(trigger(canvasElement)).toHaveTextContent('Toutes les thématiques');
  },
};

export const ClearRemovesTheTheme: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Effacer' }));
    await expect(args.onChange).toHaveBeenCalledWith(DEFAULT_CRITERIA);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAttribute('data-placement', 'bottom');
    await expect(within(dialog).getAllByRole('option')).toHaveLength(fixtureThemes.length);
  },
};
