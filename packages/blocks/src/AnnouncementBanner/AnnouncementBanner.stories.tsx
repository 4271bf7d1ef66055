import { announcementColors } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  announcementFreeCancellation,
  announcementIn,
  announcementLong,
  announcementTrain,
} from '../fixtures/banners';
import { AnnouncementBanner } from './AnnouncementBanner';

const meta = {
  title: 'Blocks/AnnouncementBanner',
  component: AnnouncementBanner,
  args: { banners: [announcementFreeCancellation] },
} satisfies Meta<typeof AnnouncementBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Annonces' });
const slides = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-color]')];

/** The waits of the rotation: a new banner every 3000 ms (S-373), with room for a busy machine. */
const AFTER_ONE_TURN_MS = 3_600;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const S371Default: Story = {
  name: 'S-371 Default',
  play: async ({ canvasElement }) => {
    const banner = region(canvasElement);
    const link = within(banner).getByRole('link', { name: /Annulation gratuite\s*sur de nombreux séjours/ });
    await expect(link).toHaveAttribute('href', '/fr/search');
    await expect(within(link).getByText('Annulation gratuite').tagName).toBe('STRONG');
    await expect(slides(canvasElement)[0]).toHaveAttribute('data-color', 'green');
    // One banner: nothing rotates, so no pause button.
    await expect(within(banner).queryByRole('button')).toBeNull();
  },
};

export const S371ColourVariations: Story = {
  name: 'S-371 Colour Variations',
  // Six banners side by side for the picture; a page has one band, so one "Announcements" region.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {announcementColors.map((color) => (
        <AnnouncementBanner key={color} banners={[announcementIn(color)]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(slides(canvasElement).map((slide) => slide.getAttribute('data-color'))).toEqual([
      'black',
      'grey',
      'red',
      'yellow',
      'blue',
      'green',
    ]);
    // Each colour has its own background, its text readable on it (the themes' contrast test).
    const backgrounds = slides(canvasElement).map((slide) => getComputedStyle(slide).backgroundColor);
    await expect(new Set(backgrounds).size).toBe(6);
  },
};

export const S371RichTextWithALink: Story = {
  name: 'S-371 Rich Text With A Link',
  args: { banners: [announcementTrain] },
  play: async ({ canvasElement }) => {
    const banner = region(canvasElement);
    await expect(within(banner).getByText('sans voiture').tagName).toBe('EM');
    await expect(within(banner).getByRole('link', { name: 'Trouver une idée' })).toHaveAttribute(
      'href',
      '/fr/ideas',
    );
  },
};

export const S371Mobile: Story = {
  name: 'S-371 Mobile',
  args: { banners: [announcementLong] },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveTextContent(/taxes comprises/);
  },
};

export const S372Loading: Story = {
  name: 'S-372 Loading',
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const placeholder = within(canvasElement).getByTestId('announcement-placeholder');
    // A blank band of the banner's height: nothing shifts when the banner arrives.
    await expect(placeholder.getBoundingClientRect().height).toBe(44);
    await expect(placeholder).toHaveTextContent('');
  },
};

export const S373CrossfadesEvery3000Ms: Story = {
  name: 'S-373 Crossfades Every 3000 Ms',
  args: { banners: [announcementFreeCancellation, announcementTrain] },
  play: async ({ canvasElement }) => {
    const [first, second] = slides(canvasElement) as [HTMLElement, HTMLElement];
    await expect(first).toHaveAttribute('data-active', 'true');
    await expect(second).toHaveAttribute('aria-hidden', 'true');
    // A 500 ms fade, or a plain swap when the browser asks for reduced motion (as the test browser does).
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(second).transitionDuration.split(',')[0]).toBe(reduced ? '0s' : '0.5s');
    // Both banners share one band: the taller sets its height.
    await expect(first.getBoundingClientRect().top).toBe(second.getBoundingClientRect().top);
    await sleep(2_500);
    await expect(first).toHaveAttribute('data-active', 'true');
    await waitFor(() => expect(second).toHaveAttribute('data-active', 'true'), { timeout: 2_000 });
    await expect(first).toHaveAttribute('aria-hidden', 'true');
    // The banner shown is never see-through; the one leaving fades out on top of it.
    await expect(getComputedStyle(second).opacity).toBe('1');
    await waitFor(() => expect(getComputedStyle(first).visibility).toBe('hidden'));
    // Pointed at, the rotation holds (WCAG 2.2.2).
    await userEvent.hover(region(canvasElement));
    await sleep(AFTER_ONE_TURN_MS);
    await expect(second).toHaveAttribute('data-active', 'true');
  },
};

export const S373PausesWithItsButton: Story = {
  name: 'S-373 Pauses With Its Button',
  args: { banners: [announcementFreeCancellation, announcementTrain] },
  play: async ({ canvasElement }) => {
    const pause = within(canvasElement).getByRole('button', { name: 'Mettre les annonces en pause' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await userEvent.unhover(pause);
    pause.blur();
    await sleep(AFTER_ONE_TURN_MS);
    await expect(slides(canvasElement)[0]).toHaveAttribute('data-active', 'true');
  },
};

export const S374NothingOnFailure: Story = {
  name: 'S-374 Nothing On Failure',
  args: { banners: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(slides(canvasElement)).toHaveLength(0);
  },
};
