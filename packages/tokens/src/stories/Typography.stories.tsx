import { baseTokens, baseVars, type ThemeTokens, themeVars } from '@escale/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cell, Code, TokenName, TokenTable, themeTokens } from './TokenTable';

const meta = {
  title: 'Tokens/Typography',
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const sampleText = 'Week-end au château';
const sizes = Object.keys(baseTokens.fontSize) as Array<keyof typeof baseTokens.fontSize>;

function ScaleTable() {
  return (
    <TokenTable
      caption="Type scale: font sizes with their line heights"
      columns={['Token', 'Font size', 'Line height', 'Body font', 'Heading font']}
    >
      {sizes.map((size) => {
        const metrics = { fontSize: baseVars.fontSize[size], lineHeight: baseVars.lineHeight[size] };
        return (
          <tr key={size} data-token={size}>
            <TokenName>{size}</TokenName>
            <Cell>
              <Code>{baseTokens.fontSize[size]}</Code>
            </Cell>
            <Cell>
              <Code>{baseTokens.lineHeight[size]}</Code>
            </Cell>
            <Cell>
              <span data-sample="body" style={{ ...metrics, fontFamily: themeVars.font.body }}>
                {sampleText}
              </span>
            </Cell>
            <Cell>
              <span
                data-sample="heading"
                style={{
                  ...metrics,
                  fontFamily: themeVars.font.heading,
                  fontWeight: baseVars.fontWeight.bold,
                }}
              >
                {sampleText}
              </span>
            </Cell>
          </tr>
        );
      })}
    </TokenTable>
  );
}

function FamiliesAndWeightsTables({ theme }: { theme: ThemeTokens }) {
  const weights = Object.keys(baseTokens.fontWeight) as Array<keyof typeof baseTokens.fontWeight>;
  return (
    <>
      <TokenTable caption="Font families of the current theme" columns={['Token', 'Value', 'Sample']}>
        {(['body', 'heading'] as const).map((font) => (
          <tr key={font}>
            <TokenName>{`font.${font}`}</TokenName>
            <Cell>
              <Code>{theme.font[font]}</Code>
            </Cell>
            <Cell>
              <span
                data-sample={font}
                style={{ fontFamily: themeVars.font[font], fontSize: baseVars.fontSize.xl }}
              >
                {sampleText}
              </span>
            </Cell>
          </tr>
        ))}
      </TokenTable>
      <TokenTable caption="Font weights" columns={['Token', 'Value', 'Sample']}>
        {weights.map((weight) => (
          <tr key={weight}>
            <TokenName>{`fontWeight.${weight}`}</TokenName>
            <Cell>
              <Code>{baseTokens.fontWeight[weight]}</Code>
            </Cell>
            <Cell>
              <span data-sample={weight} style={{ fontWeight: baseVars.fontWeight[weight] }}>
                {sampleText}
              </span>
            </Cell>
          </tr>
        ))}
      </TokenTable>
    </>
  );
}

export const Scale: Story = {
  render: () => <ScaleTable />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /Type scale/ })).toBeVisible();
    for (const size of sizes) {
      const sample = canvasElement.querySelector(`tr[data-token="${size}"] [data-sample="body"]`) as Element;
      await expect(getComputedStyle(sample).fontSize).toBe(baseTokens.fontSize[size]);
      await expect(getComputedStyle(sample).lineHeight).toBe(baseTokens.lineHeight[size]);
    }
  },
};

export const FamiliesAndWeights: Story = {
  render: (_, { globals }) => <FamiliesAndWeightsTables theme={themeTokens(globals.theme)} />,
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector('[data-sample="body"]') as Element;
    await expect(getComputedStyle(body).fontFamily).toMatch(/^"Nunito Sans Variable"/);
    const bold = canvasElement.querySelector('[data-sample="bold"]') as Element;
    await expect(getComputedStyle(bold).fontWeight).toBe('700');
  },
};

/** A partner with a serif heading font: the toolbar's theme switch shows it. */
export const FamiliesInPartnerTerracotta: Story = {
  render: (_, { globals }) => <FamiliesAndWeightsTables theme={themeTokens(globals.theme)} />,
  globals: { theme: 'partner-terracotta', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const heading = canvasElement.querySelector('[data-sample="heading"]') as Element;
    await expect(getComputedStyle(heading).fontFamily).toMatch(/^"Lora Variable"/);
  },
};
