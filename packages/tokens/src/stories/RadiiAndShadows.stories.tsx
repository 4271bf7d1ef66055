import { type ThemeTokens, themeVars } from '@escale/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cell, Code, TokenName, TokenTable, themeTokens } from './TokenTable';
import * as styles from './tokenPages.css';

const meta = {
  title: 'Tokens/Radii and shadows',
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const radii = ['sm', 'md', 'lg', 'xl', 'pill'] as const;
const shadows = ['sm', 'md', 'lg'] as const;

function RadiiTable({ theme }: { theme: ThemeTokens }) {
  return (
    <TokenTable caption="Corner radii of the current theme" columns={['Token', 'Value', 'Sample']}>
      {radii.map((radius) => (
        <tr key={radius}>
          <TokenName>{`radius.${radius}`}</TokenName>
          <Cell>
            <Code>{theme.radius[radius]}</Code>
          </Cell>
          <Cell>
            <div
              data-radius={radius}
              className={styles.sample}
              style={{ borderRadius: themeVars.radius[radius] }}
            />
          </Cell>
        </tr>
      ))}
    </TokenTable>
  );
}

function ShadowsTable({ theme }: { theme: ThemeTokens }) {
  return (
    <TokenTable caption="Shadows" columns={['Token', 'Value', 'Sample']}>
      {shadows.map((shadow) => (
        <tr key={shadow}>
          <TokenName>{`shadow.${shadow}`}</TokenName>
          <Cell>
            <Code>{theme.shadow[shadow]}</Code>
          </Cell>
          <Cell>
            <div
              data-shadow={shadow}
              className={styles.sample}
              style={{ boxShadow: themeVars.shadow[shadow], borderColor: 'transparent' }}
            />
          </Cell>
        </tr>
      ))}
    </TokenTable>
  );
}

const radiusOf = (canvasElement: HTMLElement, radius: string) =>
  getComputedStyle(canvasElement.querySelector(`[data-radius="${radius}"]`) as Element).borderTopLeftRadius;

export const Radii: Story = {
  render: (_, { globals }) => <RadiiTable theme={themeTokens(globals.theme)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /Corner radii/ })).toBeVisible();
    // Escale's "soft" corners.
    await expect(radiusOf(canvasElement, 'md')).toBe('8px');
  },
};

export const RadiiInPartnerAzur: Story = {
  render: (_, { globals }) => <RadiiTable theme={themeTokens(globals.theme)} />,
  globals: { theme: 'partner-azur', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    // Partner Azur asks for "sharp" corners.
    await expect(radiusOf(canvasElement, 'md')).toBe('4px');
  },
};

export const Shadows: Story = {
  render: (_, { globals }) => <ShadowsTable theme={themeTokens(globals.theme)} />,
  play: async ({ canvasElement }) => {
    for (const shadow of shadows) {
      const sample = canvasElement.querySelector(`[data-shadow="${shadow}"]`) as Element;
      await expect(getComputedStyle(sample).boxShadow).not.toBe('none');
    }
  },
};
