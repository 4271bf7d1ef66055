import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Carousel } from './Carousel';
import { placeholderImage } from './Carousel.fixtures';

const hotels = [
  'Hôtel des Remparts',
  'Le Clos des Vignes',
  'Villa Marine',
  'Domaine du Lac',
  'Auberge du Moulin',
  'Château de la Loire',
  'Mas des Oliviers',
  'Chalet Belvédère',
];

const fluid = { width: '100%', height: 'auto' } as const;

function HotelSlide({ name, index }: { name: string; index: number }) {
  return (
    <Stack space="2">
      <img src={placeholderImage(index, name)} alt={name} width={640} height={360} style={fluid} />
      <Text weight="bold">{name}</Text>
    </Stack>
  );
}

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: {
    label: 'Hôtels à proximité',
    slidesPerView: { mobile: 1.2, tablet: 2, desktop: 3 },
    slidesToScroll: { mobile: 1, desktop: 3 },
    onSlideChange: fn(),
    children: hotels.map((name, index) => <HotelSlide key={name} name={name} index={index} />),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a slide starts, relative to the carousel. */
const offset = (slide: HTMLElement, region: HTMLElement) =>
  slide.getBoundingClientRect().left - region.getBoundingClientRect().left;

/** Waits for the slide animation to come to rest with `slide` where the first slide began. */
const settlesAt = (slide: HTMLElement, region: HTMLElement, start: number) =>
  waitFor(() => expect(Math.abs(offset(slide, region) - start)).toBeLessThan(0.5));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('group', { name: 'Hôtels à proximité' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    // A mouse scrolls with the arrows: the list itself is no tab stop.
    await waitFor(() => expect(region.querySelector('[data-scroll]')).not.toHaveAttribute('tabindex'));
    const slides = within(region).getAllByRole('group');
    await expect(slides).toHaveLength(8);
    await expect(slides[0]).toHaveAccessibleName('1 sur 8');
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    await expect(await canvas.findByRole('button', { name: 'Précédent' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: 'Hôtels à proximité' });
    await expect(within(carousel).getAllByRole('group')).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Précédent' })).not.toBeInTheDocument();
  },
};

export const SingleSlide: Story = {
  args: { children: <HotelSlide name="Villa Marine" index={2} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: 'Hôtels à proximité' });
    await expect(within(carousel).getByRole('group')).toHaveAccessibleName('1 sur 1');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithDots: Story = {
  args: {
    slidesPerView: 1,
    slidesToScroll: 1,
    hasDots: true,
    children: hotels
      .slice(0, 4)
      .map((name, index) => (
        <img
          key={name}
          src={placeholderImage(index, name)}
          alt={name}
          width={640}
          height={360}
          style={fluid}
        />
      )),
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dots = await canvas.findAllByRole('button', { name: /^Aller à la diapositive \d$/ });
    await expect(dots).toHaveLength(4);
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dots[2] as HTMLElement);
    await waitFor(() => expect(args.onSlideChange).toHaveBeenCalledWith(2));
    await waitFor(() => expect(dots[2]).toHaveAttribute('aria-current', 'true'));
    await expect(dots[0]).not.toHaveAttribute('aria-current');
  },
};

export const NextScrollsByThree: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = offset(
      canvas.getByRole('group', { name: '1 sur 8' }),
      canvas.getByRole('group', { name: 'Hôtels à proximité' }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(args.onSlideChange).toHaveBeenCalledWith(3));
    await settlesAt(
      canvas.getByRole('group', { name: '4 sur 8' }),
      canvas.getByRole('group', { name: 'Hôtels à proximité' }),
      start,
    );
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeEnabled();
  },
};

export const NextDisabledAtTheEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole('button', { name: 'Suivant' });
    await userEvent.click(next);
    await userEvent.click(next);
    // Slides go in groups of three: 0–2, 3–5, 6–7.
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(6));
    await waitFor(() => expect(next).toBeDisabled());
    const region = canvas.getByRole('group', { name: 'Hôtels à proximité' });
    const last = canvas.getByRole('group', { name: '8 sur 8' });
    await waitFor(() =>
      expect(
        Math.abs(last.getBoundingClientRect().right - region.getBoundingClientRect().right),
      ).toBeLessThan(0.5),
    );
  },
};

export const KeyboardReachesArrows: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('group', { name: '1 sur 8' });
    const start = offset(first, canvas.getByRole('group', { name: 'Hôtels à proximité' }));
    const next = await canvas.findByRole('button', { name: 'Suivant' });
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSlideChange).toHaveBeenCalledWith(3));
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(0);
    await settlesAt(first, canvas.getByRole('group', { name: 'Hôtels à proximité' }), start);
  },
};
