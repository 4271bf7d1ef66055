import { HOTEL_PAGE_SECTIONS, HOTEL_PAGE_TAB_OFFSET, STAY_PAGE_TAB_OFFSET } from '@escale/domain';
import { type MessageId, useT } from '@escale/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelPage } from '../fixtures/product';
import { StickyTabs, type StickyTabsProps } from './StickyTabs';

/** The sections' heights, fixed so the scroll positions are the same on every run. */
const heights: Record<string, number> = {
  about: 520,
  offers: 900,
  reviews: 640,
  description: 480,
  room: 560,
  theExperience: 700,
  hotel: 520,
  practicalInfo: 600,
};

const paragraphs: Record<string, string> = {
  about: hotelPage.description,
  offers: hotelPage.weekends.map((weekend) => weekend.label).join(' · '),
  room: hotelPage.rooms.map((room) => room.label).join(' · '),
  hotel: hotelPage.location.label,
};

/** A page with a gallery above the tabs, the sections on it, and room below the last one. */
function DemoPage({ sections, offset, pageSections }: StickyTabsProps & { pageSections: readonly string[] }) {
  const t = useT();
  return (
    <div>
      <div style={{ height: 280, borderRadius: 12, background: '#d9e6e4' }} aria-hidden="true" />
      <StickyTabs
        sections={sections.map((section) => ({
          ...section,
          label: t(`stickyTabs.${section.id}` as MessageId),
        }))}
        offset={offset}
      />
      {pageSections.map((id) => (
        <section
          key={id}
          id={id}
          aria-labelledby={`${id}-title`}
          style={{ minHeight: heights[id] ?? 500, paddingBlock: 24, borderBottom: '1px solid #e4e5ea' }}
        >
          <h2 id={`${id}-title`} style={{ margin: 0 }}>
            {t(`stickyTabs.${id}` as MessageId)}
          </h2>
          {paragraphs[id] ? <p>{paragraphs[id]}</p> : null}
        </section>
      ))}
      <div style={{ height: '100vh' }} />
    </div>
  );
}

const tabsOf = (ids: readonly string[]) => ids.map((id) => ({ id, label: id }));
const staySections = ['description', 'room', 'theExperience', 'reviews', 'hotel', 'practicalInfo'] as const;

const meta = {
  title: 'Blocks/StickyTabs',
  component: StickyTabs,
  args: { sections: tabsOf(HOTEL_PAGE_SECTIONS), offset: HOTEL_PAGE_TAB_OFFSET },
  render: (args) => <DemoPage {...args} pageSections={args.sections.map((section) => section.id)} />,
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof StickyTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a section's top is, in pixels from the top of the view. */
const topOf = (canvasElement: HTMLElement, id: string) =>
  canvasElement.ownerDocument.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN;

/** Waits for the page to come to rest with the section's top `offset` pixels below the top of the view. */
const settlesAt = (canvasElement: HTMLElement, id: string, offset: number) =>
  waitFor(() => expect(Math.abs(topOf(canvasElement, id) - offset)).toBeLessThanOrEqual(1), {
    timeout: 4000,
  });

const tabsOfNav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Sections de la page' }));

/** The hotel page's tabs About, Offers and Reviews (S-200): links to the sections, none current at the top. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = tabsOfNav(canvasElement);
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['À propos', 'Offres', 'Avis']);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#about', '#offers', '#reviews']);
    await expect(links.some((link) => link.hasAttribute('aria-current'))).toBe(false);
  },
};

/** A tab shows only when its section is on the page: a hotel without offers. */
export const HidesMissingSections: Story = {
  name: 'S-214 Hides missing sections',
  render: (args) => <DemoPage {...args} pageSections={['about', 'reviews']} />,
  play: async ({ canvasElement }) => {
    const nav = tabsOfNav(canvasElement);
    await waitFor(() =>
      expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['À propos', 'Avis']),
    );
  },
};

/** No section on the page: no bar. */
export const NoSections: Story = {
  render: (args) => <DemoPage {...args} pageSections={[]} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument());
  },
};

/** On desktop a hotel page tab brings its section 100 px under the top of the view, and marks it current (S-200). */
export const ScrollsWithOffsetOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const reviews = tabsOfNav(canvasElement).getByRole('link', { name: 'Avis' });
    const hash = window.location.hash;
    await userEvent.click(reviews);
    await settlesAt(canvasElement, 'reviews', 100);
    await expect(reviews).toHaveAttribute('aria-current', 'location');
    await expect(canvasElement.ownerDocument.getElementById('reviews')).toHaveFocus();
    await expect(window.location.hash).toBe(hash);
    // The bar stays at the top.
    const bar = within(canvasElement).getByRole('navigation');
    await expect(Math.round(bar.getBoundingClientRect().top)).toBe(0);
  },
};

/** On mobile the hotel page's offset is 70 px (S-200). */
export const ScrollsWithOffsetOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(tabsOfNav(canvasElement).getByRole('link', { name: 'Offres' }));
    await settlesAt(canvasElement, 'offers', 70);
  },
};

/** The stay page's tabs scroll with 70 px on desktop (S-215). */
export const StayPageOnDesktop: Story = {
  args: { sections: tabsOf(staySections), offset: STAY_PAGE_TAB_OFFSET },
  play: async ({ canvasElement }) => {
    const room = tabsOfNav(canvasElement).getByRole('link', { name: 'Chambre' });
    await userEvent.click(room);
    await settlesAt(canvasElement, 'room', 70);
    await expect(room).toHaveAttribute('aria-current', 'location');
  },
};

/** The stay page's tabs scroll with 30 px on mobile, and the row scrolls sideways to show the tab (S-215). */
export const StayPageOnMobile: Story = {
  args: { sections: tabsOf(staySections), offset: STAY_PAGE_TAB_OFFSET },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const nav = tabsOfNav(canvasElement);
    const list = nav.getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const practical = nav.getByRole('link', { name: 'Infos pratiques' });
    practical.focus();
    await userEvent.keyboard('{Enter}');
    await settlesAt(canvasElement, 'practicalInfo', 30);
    await expect(practical).toHaveAttribute('aria-current', 'location');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

/** The current tab follows the scroll: a section at least 0.88 in view under the bar (S-216). */
export const CurrentTabFollowsScroll: Story = {
  play: async ({ canvasElement }) => {
    const nav = tabsOfNav(canvasElement);
    const current = () =>
      nav.queryAllByRole('link').find((link) => link.hasAttribute('aria-current'))?.textContent;
    const scrollToSection = (id: string) =>
      window.scrollTo({ top: topOf(canvasElement, id) + window.scrollY - 100, behavior: 'instant' });
    scrollToSection('offers');
    await waitFor(() => expect(current()).toBe('Offres'));
    scrollToSection('reviews');
    await waitFor(() => expect(current()).toBe('Avis'));
    scrollToSection('about');
    await waitFor(() => expect(current()).toBe('À propos'));
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(current()).toBe('À propos'));
  },
};

/** Keyboard: Tab reaches the tabs in order, Enter scrolls to the section and moves focus into it. */
export const WorksWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const nav = tabsOfNav(canvasElement);
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'À propos' })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Offres' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await settlesAt(canvasElement, 'offers', 100);
    await expect(canvasElement.ownerDocument.getElementById('offers')).toHaveFocus();
  },
};

/** In Dutch. */
export const InDutch: Story = {
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Onderdelen van de pagina' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Over het hotel',
      'Aanbiedingen',
      'Beoordelingen',
    ]);
  },
};
