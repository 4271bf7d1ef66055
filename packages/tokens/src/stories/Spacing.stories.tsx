import { baseTokens, baseVars, type Space } from '@escale/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cell, Code, TokenName, TokenTable } from './TokenTable';
import * as styles from './tokenPages.css';

const meta = {
  title: 'Tokens/Spacing',
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Numeric order: `Object.keys` lists integer keys first, so '0.5' would come last.
const spaces = (Object.keys(baseTokens.space) as Space[]).sort((a, b) => Number(a) - Number(b));
const sizes = Object.keys(baseTokens.size) as Array<keyof typeof baseTokens.size>;

export const Scale: Story = {
  render: () => (
    <TokenTable caption="Space scale, for padding, margins and gaps" columns={['Token', 'Value', 'Bar']}>
      {spaces.map((space) => (
        <tr key={space}>
          <TokenName>{`space.${space}`}</TokenName>
          <Cell>
            <Code>{baseTokens.space[space]}</Code>
          </Cell>
          <Cell>
            <div data-bar={space} className={styles.bar} style={{ width: baseVars.space[space] }} />
          </Cell>
        </tr>
      ))}
    </TokenTable>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /Space scale/ })).toBeVisible();
    for (const space of spaces) {
      const bar = canvasElement.querySelector(`[data-bar="${space}"]`) as Element;
      await expect(`${bar.getBoundingClientRect().width}px`).toBe(
        baseTokens.space[space] === '0' ? '0px' : baseTokens.space[space],
      );
    }
  },
};

export const Sizes: Story = {
  render: () => (
    <TokenTable caption="Sizes: touch target and icons" columns={['Token', 'Value', 'Sample']}>
      {sizes.map((size) => (
        <tr key={size}>
          <TokenName>{`size.${size}`}</TokenName>
          <Cell>
            <Code>{baseTokens.size[size]}</Code>
          </Cell>
          <Cell>
            <div
              data-size={size}
              className={styles.bar}
              style={{ width: baseVars.size[size], height: baseVars.size[size] }}
            />
          </Cell>
        </tr>
      ))}
    </TokenTable>
  ),
  play: async ({ canvasElement }) => {
    const touch = canvasElement.querySelector('[data-size="touch"]') as Element;
    await expect(touch.getBoundingClientRect().height).toBe(44);
  },
};
