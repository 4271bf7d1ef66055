import { DEFAULT_CRITERIA } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TravellersField, type TravellersFieldProps } from './TravellersField';

/** The field after another one, as in the search bar, with its form's state. */
function Harness(args: TravellersFieldProps) {
  const [criteria, setCriteria] = useState(args.criteria);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 320, minHeight: 560 }}>
      <label>
        Avant <input name="before" />
      </label>
      <TravellersField
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
  title: 'Blocks/TravellersField',
  component: TravellersField,
  render: Harness,
  args: { criteria: { ...DEFAULT_CRITERIA, theme: 12 }, onChange: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof TravellersField>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Voyageurs/ });

async function open(canvasElement: HTMLElement) {
  await userEvent.click(trigger(canvasElement));
  return page(canvasElement).findByRole('dialog', { name: 'Avec qui partez-vous ?' });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // S-016: 2 adults, 0 children, 0 babies.
    await expect(trigger(canvasElement)).toHaveTextContent('2 adultes');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    // S-014: the prompt.
    const dialog = await open(canvasElement);
    // S-017, S-018: the three steppers with their limits and age hints.
    const adults = within(dialog).getByRole('spinbutton', { name: 'Adultes' });
    await expect(adults).toHaveAttribute('aria-valuemin', '1');
    await expect(adults).toHaveAttribute('aria-valuemax', '20');
    await expect(adults).toHaveAccessibleDescription('12 ans et plus');
    const children = within(dialog).getByRole('spinbutton', { name: 'Enfants' });
    await expect(children).toHaveAttribute('aria-valuemin', '0');
    await expect(children).toHaveAttribute('aria-valuemax', '10');
    await expect(children).toHaveAccessibleDescription('De 3 à 11 ans');
    const babies = within(dialog).getByRole('spinbutton', { name: 'Bébés' });
    await expect(babies).toHaveAttribute('aria-valuemax', '10');
    await expect(babies).toHaveAccessibleDescription('De 0 à 2 ans');
  },
};

export const ConfirmCommitsAndShowsFamilyMessage: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un : Enfants' }));
    // S-020, G-27: a child and a theme other than family.
    await expect(
      within(dialog).getByText(
        'Vous voyagez avec des enfants ? Vérifiez la capacité des chambres et les activités familiales de chaque offre.',
      ),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    // S-015, S-019: confirm commits, and the single room follows the child.
    await expect(args.onChange).toHaveBeenCalledWith({ ...DEFAULT_CRITERIA, theme: 12, c: 1, s: true });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(trigger(canvasElement)).toHaveTextContent('2 adultes, 1 enfant');
  },
};

export const FamilyThemeHidesFamilyMessage: Story = {
  args: { criteria: { ...DEFAULT_CRITERIA, theme: 39 } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un : Bébés' }));
    await expect(within(dialog).getByRole('spinbutton', { name: 'Bébés' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    await expect(within(dialog).queryByText(/Vous voyagez avec des enfants/)).toBeNull();
  },
};

export const OpensOnKeyboardFocusAndEscapeCommits: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Avant' }));
    await userEvent.tab();
    // S-015: reaching it opens it.
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Avec qui partez-vous ?' });
    const adults = within(dialog).getByRole('spinbutton', { name: 'Adultes' });
    await waitFor(() => expect(adults).toHaveFocus(), { timeout: 5000 });
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    // Escape commits too, and focus back on the field does not reopen it.
    await expect(args.onChange).toHaveBeenCalledWith({ ...DEFAULT_CRITERIA, theme: 12, a: 4 });
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus(), { timeout: 5000 });
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const OutsidePressCommits: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer un : Adultes' }));
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Avant' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(args.onChange).toHaveBeenCalledWith({ ...DEFAULT_CRITERIA, theme: 12, a: 1 });
  },
};

export const LimitsIgnoreChangesOutOfRange: Story = {
  args: { criteria: { ...DEFAULT_CRITERIA, a: 20, c: 10 } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    // S-017: at 20 adults and 10 children, + does nothing.
    await expect(within(dialog).getByRole('button', { name: 'Ajouter un : Adultes' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Ajouter un : Enfants' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Retirer un : Bébés' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    // S-004: visible but not editable.
    await expect(trigger(canvasElement)).toBeDisabled();
    await expect(trigger(canvasElement)).toHaveTextContent('2 adultes');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // A bottom drawer on mobile.
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAttribute('data-placement', 'bottom');
    await expect(within(dialog).getAllByRole('spinbutton')).toHaveLength(3);
  },
};

export const MobileConfirmCommits: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un : Bébés' }));
    await expect(within(dialog).getByText(/Vous voyagez avec des enfants/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...DEFAULT_CRITERIA, theme: 12, b: 1, s: true });
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT' },
  args: { criteria: { ...DEFAULT_CRITERIA, a: 1, c: 2, b: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Viaggiatori/ })).toHaveTextContent(
      '1 adulto, 2 bambini, 1 neonato',
    );
  },
};
