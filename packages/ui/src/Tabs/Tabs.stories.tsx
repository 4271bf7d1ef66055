import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

interface Section {
  value: string;
  label: string;
  isDisabled?: boolean;
}

const sections: Section[] = [
  { value: 'about', label: 'À propos' },
  { value: 'offers', label: 'Offres' },
  { value: 'reviews', label: 'Avis' },
];

const manySections: Section[] = [
  { value: 'description', label: 'Description' },
  { value: 'room', label: 'Chambre' },
  { value: 'experience', label: 'Expérience' },
  { value: 'gift', label: 'Le cadeau' },
  { value: 'reviews', label: 'Avis' },
  { value: 'hotel', label: 'Hôtel' },
  { value: 'practical', label: 'Infos pratiques' },
];

interface StoryArgs extends Omit<TabsProps, 'children'> {
  sections: Section[];
}

const meta = {
  title: 'UI/Tabs',
  subcomponents: { TabList, Tab, TabPanel },
  args: { sections, defaultValue: 'about', onChange: fn() },
  render: ({ sections: items, ...args }: StoryArgs) => (
    <Tabs {...args}>
      <TabList aria-label="Sections de la page">
        {items.map((section) => (
          <Tab key={section.value} value={section.value} isDisabled={section.isDisabled}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {items.map((section) => (
        <TabPanel key={section.value} value={section.value}>
          <Text>{`Contenu : ${section.label}`}</Text>
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Sections de la page' })).toBeVisible();
    const about = canvas.getByRole('tab', { name: 'À propos' });
    await expect(about).toHaveAttribute('aria-selected', 'true');
    await expect(about).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel', { name: 'À propos' })).toHaveTextContent('Contenu : À propos');
  },
};

export const DisabledTab: Story = {
  parameters: { screenshot: false },
  args: { sections: sections.map((s) => (s.value === 'offers' ? { ...s, isDisabled: true } : s)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Offres' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'À propos' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Avis' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenCalledWith('reviews');
  },
};

export const ScrollsOnMobile: Story = {
  args: { sections: manySections, defaultValue: 'description' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'Description' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Infos pratiques' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    // Focusing the last tab scrolls the list to it.
    await expect(list.scrollLeft).toBeGreaterThan(0);
    await expect(last.getBoundingClientRect().left).toBeGreaterThanOrEqual(list.getBoundingClientRect().left);
  },
};

export const ArrowKeysMoveSelection: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'À propos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const offers = canvas.getByRole('tab', { name: 'Offres' });
    await expect(offers).toHaveFocus();
    await expect(offers).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Contenu : Offres');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Avis' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('reviews');
  },
};

export const ClickSwitchesPanel: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Avis' }));
    await expect(args.onChange).toHaveBeenCalledWith('reviews');
    await expect(canvas.getByRole('tabpanel', { name: 'Avis' })).toHaveTextContent('Contenu : Avis');
    await expect(canvas.queryByText('Contenu : À propos')).not.toBeInTheDocument();
  },
};
