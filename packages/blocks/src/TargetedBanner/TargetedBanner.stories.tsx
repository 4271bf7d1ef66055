import { toTargetedBanner } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { targetedWellnessRaw } from '../fixtures/banners';
import { TargetedBanner } from './TargetedBanner';

const wellness = toTargetedBanner(targetedWellnessRaw, '/fr');

const meta = {
  title: 'Blocks/TargetedBanner',
  component: TargetedBanner,
  args: { banner: wellness },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof TargetedBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Un week-end pour souffler' });

export const S375Default: Story = {
  name: 'S-375 Default',
  play: async ({ canvasElement }) => {
    const banner = section(canvasElement);
    await expect(within(banner).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Un week-end pour souffler',
    );
    await expect(banner).toHaveTextContent(/Spa, massage et nuit au calme/);
    await expect(banner).toHaveAttribute('data-image-position', 'left');
    // The desktop picture from the 600 px image breakpoint, the mobile one below it.
    const source = banner.querySelector('source');
    await expect(source).toHaveAttribute('media', '(min-width: 600px)');
    await expect(source).toHaveAttribute('srcset', targetedWellnessRaw.imageUrl);
    await expect(banner.querySelector('img')).toHaveAttribute('src', targetedWellnessRaw.imageMobile);
    // The picture sits left of the text on a wide screen.
    const picture = banner.querySelector('picture') as HTMLElement;
    const heading = within(banner).getByRole('heading');
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(
      heading.getBoundingClientRect().left,
    );
  },
};

export const S376KeepsCallsToActionWithLabelAndUrl: Story = {
  name: 'S-376 Keeps Calls To Action With Label And Url',
  play: async ({ canvasElement }) => {
    const links = within(section(canvasElement)).getAllByRole('link');
    // cta3 has a label but no url: left out.
    await expect(links.map((link) => link.textContent)).toEqual([
      'Voir les séjours bien-être',
      'Offrir un séjour bien-être',
    ]);
    await expect(links[0]).toHaveAttribute('href', '/fr/search#a=2&c=0&b=0&theme=12');
    await expect(links[0]).toHaveAttribute('data-primary', 'true');
    await expect(links[1]).toHaveAttribute('data-primary', 'false');
  },
  parameters: { screenshot: false },
};

export const S375ImageRight: Story = {
  name: 'S-375 Image Right',
  args: { banner: { ...wellness, image: { ...wellness.image, position: 'right' } } },
  play: async ({ canvasElement }) => {
    const banner = section(canvasElement);
    const picture = banner.querySelector('picture') as HTMLElement;
    await expect(picture.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      within(banner).getByRole('heading').getBoundingClientRect().right,
    );
  },
};

export const S375ImageCenter: Story = {
  name: 'S-375 Image Center',
  args: { banner: { ...wellness, image: { ...wellness.image, position: 'center' } } },
  play: async ({ canvasElement }) => {
    const banner = section(canvasElement);
    const picture = banner.querySelector('picture') as HTMLElement;
    await expect(picture.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      within(banner).getByRole('heading').getBoundingClientRect().top,
    );
  },
};

export const S375Mobile: Story = {
  name: 'S-375 Mobile',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const banner = section(canvasElement);
    // On a phone the picture is above the text whatever its position.
    const picture = banner.querySelector('picture') as HTMLElement;
    await expect(picture.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      within(banner).getByRole('heading').getBoundingClientRect().top,
    );
  },
};

export const S375CallToActionInANewTab: Story = {
  name: 'S-375 Call To Action In A New Tab',
  args: {
    banner: {
      ...wellness,
      ctas: [{ label: 'Le blog', url: 'https://blog.example.org/spa', newTab: true }],
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(section(canvasElement)).getByRole('link', { name: /Le blog/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName("Le blog (s'ouvre dans un nouvel onglet)");
  },
};

export const NothingWithoutABanner: Story = {
  args: { banner: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
  parameters: { screenshot: false },
};
