import type { InsuranceSelection } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cancellableCheckoutSummary, checkoutSummary } from '../fixtures/checkout';
import { InsuranceChoice, type InsuranceChoiceProps, type InsuranceChoiceValue } from './InsuranceChoice';

/** Holds the value as the checkout page does, and still reports each choice to the story's spy. */
function Controlled(args: InsuranceChoiceProps) {
  const [value, setValue] = useState<InsuranceChoiceValue | null>(args.value);
  const onChange = (selection: InsuranceSelection) => {
    setValue({ choice: selection.choice, insuranceId: selection.insuranceId });
    args.onChange(selection);
  };
  return (
    <form aria-label="Réservation">
      <InsuranceChoice {...args} value={value} onChange={onChange} />
    </form>
  );
}

const meta = {
  title: 'Blocks/InsuranceChoice',
  component: InsuranceChoice,
  args: {
    cancellationPolicy: checkoutSummary.cancellationPolicy,
    insuranceOffers: checkoutSummary.insuranceOffers,
    value: null,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof InsuranceChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'Annulation et assurance' });
const formData = (canvasElement: HTMLElement) =>
  Object.fromEntries(new FormData(canvasElement.querySelector('form') ?? undefined));

export const Default: Story = {
  name: 'Non-cancellable with insurance',
  play: async ({ canvasElement }) => {
    const options = within(group(canvasElement)).getAllByRole('radio');
    // S-318: the offer's own terms first, at 0 €, then the insurance.
    await expect(options.map((radio) => radio.getAttribute('value'))).toEqual([
      'NON_CANCELLABLE',
      'INSURANCE',
    ]);
    await expect(options[0]).toHaveAccessibleName(/^Non annulable 0\s€$/);
    await expect(options[0]).toHaveAccessibleDescription('Non échangeable et non remboursable');
    await expect(options[1]).toHaveAccessibleName(/^Assurance annulation \+ 21,90\s€$/);
    // S-322: the insurance's promise.
    await expect(options[1]).toHaveAccessibleDescription(/Remboursement en moins de 72 heures/);
    await expect(options[1]).toHaveAccessibleDescription(/Plus de 25 cas couverts/);
    for (const radio of options) {
      await expect(radio).toHaveAttribute('name', 'insuranceChoice');
      await expect(radio).not.toBeChecked();
    }
    await expect(formData(canvasElement)).toEqual({});
  },
};

export const CancellableWithInsurance: Story = {
  name: 'Cancellable (flexible) with insurance',
  args: {
    cancellationPolicy: cancellableCheckoutSummary.cancellationPolicy,
    insuranceOffers: cancellableCheckoutSummary.insuranceOffers,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(group(canvasElement));
    const flexible = canvas.getByRole('radio', { name: /^Annulation flexible 0\s€$/ });
    await expect(flexible).toHaveAttribute('value', 'FLEXIBLE');
    // The deadline and the terms (S-316).
    await expect(flexible).toHaveAccessibleDescription(
      /Modification et annulation gratuites jusqu'au 4 décembre 2026/,
    );
    await expect(flexible).toHaveAccessibleDescription(/80 % du montant de chaque nuit/);
    await expect(flexible).toHaveAccessibleDescription(/aucun remboursement/);
    await expect(
      canvas.getByRole('radio', { name: /^Assurance annulation \+ 13,10\s€$/ }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: /Non annulable/ })).toBeNull();
  },
};

export const S317NoChoiceError: Story = {
  name: 'S-317 Asks to choose an option',
  args: { error: 'Veuillez choisir une option' },
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    await expect(fieldset).toHaveAccessibleDescription('Veuillez choisir une option');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Veuillez choisir une option');
    for (const radio of within(fieldset).getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const ChoosingClearsTheError: Story = {
  parameters: { screenshot: false },
  args: { error: 'Veuillez choisir une option' },
  play: async ({ canvasElement, args }) => {
    const fieldset = group(canvasElement);
    await userEvent.click(within(fieldset).getByRole('radio', { name: /Non annulable/ }));
    await expect(args.onChange).toHaveBeenCalledWith({
      choice: 'NON_CANCELLABLE',
      insuranceId: null,
      amount: 0,
    });
    await expect(fieldset).not.toHaveAccessibleDescription();
    await expect(canvasElement.querySelector('[role="alert"]')).toBeEmptyDOMElement();
  },
};

export const S321LoadError: Story = {
  name: 'S-321 Insurance could not be loaded',
  args: { loadError: true },
  play: async ({ canvasElement }) => {
    const canvas = within(group(canvasElement));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Oups, une erreur s'est produite/);
    // The stay's own terms remain to choose from.
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['NON_CANCELLABLE']);
  },
};

export const WithoutInsuranceOffers: Story = {
  args: {
    cancellationPolicy: cancellableCheckoutSummary.cancellationPolicy,
    insuranceOffers: [],
  },
  play: async ({ canvasElement }) => {
    const radios = within(group(canvasElement)).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['FLEXIBLE']);
    await expect(radios[0]).not.toBeChecked();
  },
};

export const InsuranceChosen: Story = {
  args: {
    value: { choice: 'INSURANCE', insuranceId: 'INS-NC-100472' },
    insuranceOffers: [
      ...checkoutSummary.insuranceOffers,
      { id: 'INS-NC-PLUS', sellPrice: 3_490, cancellationPolicy: 'NON_CANCELLABLE' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(group(canvasElement));
    const [first, second] = canvas.getAllByRole('radio', { name: /Assurance annulation/ });
    await expect(first).toBeChecked();
    await expect(formData(canvasElement)).toEqual({
      insuranceChoice: 'INSURANCE',
      insuranceId: 'INS-NC-100472',
    });
    if (!second) throw new Error('Expected a second insurance offer');
    await userEvent.click(second);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      choice: 'INSURANCE',
      insuranceId: 'INS-NC-PLUS',
      amount: 3_490,
    });
    await expect(formData(canvasElement)).toEqual({
      insuranceChoice: 'INSURANCE',
      insuranceId: 'INS-NC-PLUS',
    });
    // Back to the stay's own terms: no insurance id is posted.
    await userEvent.click(canvas.getByRole('radio', { name: /Non annulable/ }));
    await expect(formData(canvasElement)).toEqual({ insuranceChoice: 'NON_CANCELLABLE' });
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT' },
  args: {
    cancellationPolicy: cancellableCheckoutSummary.cancellationPolicy,
    insuranceOffers: cancellableCheckoutSummary.insuranceOffers,
    value: { choice: 'FLEXIBLE', insuranceId: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fieldset = canvas.getByRole('group', { name: 'Cancellazione e assicurazione' });
    await expect(
      within(fieldset).getByRole('radio', { name: /^Cancellazione flessibile 0\s€$/ }),
    ).toBeChecked();
    await expect(
      within(fieldset).getByRole('radio', { name: /^Assicurazione annullamento \+ 13,10\s€$/ }),
    ).toHaveAccessibleDescription(/Rimborso in meno di 72 ore.*Più di 25 casi coperti/);
  },
};

export const S319ChoosingInsuranceReportsItsAmount: Story = {
  name: 'S-319 Choosing the insurance reports its amount',
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(group(canvasElement));
    await userEvent.click(canvas.getByText('Assurance annulation'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({
      choice: 'INSURANCE',
      insuranceId: 'INS-NC-100472',
      amount: 2_190,
    });
    await expect(canvas.getByRole('radio', { name: /Assurance annulation/ })).toBeChecked();
    await expect(formData(canvasElement)).toEqual({
      insuranceChoice: 'INSURANCE',
      insuranceId: 'INS-NC-100472',
    });
  },
};

export const MovesWithArrowKeys: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(group(canvasElement));
    const [own, insurance] = canvas.getAllByRole('radio');
    await userEvent.tab();
    await expect(own).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(insurance).toHaveFocus();
    await expect(insurance).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      choice: 'INSURANCE',
      insuranceId: 'INS-NC-100472',
      amount: 2_190,
    });
    await userEvent.keyboard('{ArrowUp}');
    await expect(own).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      choice: 'NON_CANCELLABLE',
      insuranceId: null,
      amount: 0,
    });
  },
};
