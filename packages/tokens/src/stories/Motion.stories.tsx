import { baseTokens, breakpoints, mediaQueries, motion } from '@escale/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cell, Code, TokenName, TokenTable } from './TokenTable';

const meta = {
  title: 'Tokens/Motion and breakpoints',
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const durationUses: Record<keyof typeof motion, string> = {
  fast: 'Hover and press feedback',
  medium: 'Panels and drawers opening',
  carouselSlide: 'Calendar and carousel slide (000 §9)',
  crossfadeInterval: 'A new announcement banner every interval (002 §4)',
  crossfadeTransition: 'Announcement banner crossfade (002 §4)',
  calendarAutoClose: 'Calendar closes after a completed selection (000 §4)',
};

const durations = Object.keys(motion) as Array<keyof typeof motion>;

export const Durations: Story = {
  render: () => (
    <TokenTable
      caption="Motion durations (baseVars.motion in CSS, motion in JavaScript)"
      columns={['Token', 'CSS value', 'Milliseconds', 'Used for']}
    >
      {durations.map((key) => (
        <tr key={key} data-token={key}>
          <TokenName>{`motion.${key}`}</TokenName>
          <Cell>
            <Code>{baseTokens.motion[key]}</Code>
          </Cell>
          <Cell>{motion[key]}</Cell>
          <Cell>{durationUses[key]}</Cell>
        </tr>
      ))}
    </TokenTable>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /Motion durations/ });
    // A header row and one row per duration.
    await expect(within(table).getAllByRole('row')).toHaveLength(durations.length + 1);
    const slide = within(table).getByRole('row', { name: /motion.carouselSlide/ });
    await expect(slide).toHaveTextContent('300ms');
  },
};

const layouts = [
  { name: 'mobile', from: 0, query: '(default)', layout: 'One column, filters in a drawer' },
  {
    name: 'tablet',
    from: breakpoints.tablet,
    query: mediaQueries.tablet,
    layout: 'Desktop grids, filters in a drawer',
  },
  { name: 'desktop', from: breakpoints.desktop, query: mediaQueries.desktop, layout: 'Desktop layout' },
];

export const Breakpoints: Story = {
  render: () => (
    <TokenTable
      caption="Layout breakpoints (G-65), mobile first"
      columns={['Breakpoint', 'From', 'Media query', 'Layout']}
    >
      {layouts.map((layout) => (
        <tr key={layout.name}>
          <TokenName>{layout.name}</TokenName>
          <Cell>{`${layout.from}px`}</Cell>
          <Cell>
            <Code>{layout.query}</Code>
          </Cell>
          <Cell>{layout.layout}</Cell>
        </tr>
      ))}
    </TokenTable>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /Layout breakpoints/ });
    await expect(within(table).getByRole('row', { name: /desktop/ })).toHaveTextContent('1024px');
  },
};

const layers = Object.keys(baseTokens.zIndex) as Array<keyof typeof baseTokens.zIndex>;

export const Layers: Story = {
  render: () => (
    <TokenTable caption="Stacking layers (z-index)" columns={['Token', 'Value']}>
      {layers.map((layer) => (
        <tr key={layer}>
          <TokenName>{`zIndex.${layer}`}</TokenName>
          <Cell>
            <Code>{baseTokens.zIndex[layer]}</Code>
          </Cell>
        </tr>
      ))}
    </TokenTable>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /Stacking layers/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(layers.length + 1);
  },
};
