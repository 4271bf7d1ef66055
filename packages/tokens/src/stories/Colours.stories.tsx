import { AA_TEXT, AA_UI, colorRoles, contrast, type ThemeTokens, themeVars } from '@escale/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cell, Code, TokenName, TokenTable, themeTokens } from './TokenTable';
import * as styles from './tokenPages.css';

const meta = {
  title: 'Tokens/Colours',
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

interface PairProps {
  /** `text / background`, as the tests name the pair. */
  name: string;
  /** CSS variables, so the swatch follows the theme. */
  fgVar: string;
  bgVar: string;
  /** Resolved values of the current theme, to print and measure. */
  fg: string;
  bg: string;
  minimum?: number;
}

/** A swatch of a text colour on a background, with the background's value and their contrast. */
function PairCell({ name, fgVar, bgVar, fg, bg, minimum = AA_TEXT }: PairProps) {
  const ratio = contrast(fg, bg);
  return (
    <td className={styles.cell} data-pair={name} data-contrast={ratio} data-minimum={minimum}>
      <div className={styles.swatch} style={{ color: fgVar, backgroundColor: bgVar }}>
        <Code>{bg}</Code>
        <span>{`${ratio.toFixed(2)}:1`}</span>
      </div>
    </td>
  );
}

const steps = ['base', 'hover', 'active', 'soft'] as const;

function RolesTable({ theme }: { theme: ThemeTokens }) {
  return (
    <TokenTable
      caption="Colour roles: each background with its text colour and their contrast (WCAG AA 4.5:1)"
      columns={[
        'Role',
        'on',
        'onSoft',
        'on / base',
        'on / hover',
        'on / active',
        'onSoft / soft',
        'onSoft / page',
      ]}
    >
      {colorRoles.map((role) => {
        const vars = themeVars.color[role];
        const values = theme.color[role];
        return (
          <tr key={role}>
            <TokenName>{role}</TokenName>
            <Cell>
              <Code>{values.on}</Code>
            </Cell>
            <Cell>
              <Code>{values.onSoft}</Code>
            </Cell>
            {steps.map((step) => {
              const fg = step === 'soft' ? 'onSoft' : 'on';
              return (
                <PairCell
                  key={step}
                  name={`${role}.${fg} / ${role}.${step}`}
                  fgVar={vars[fg]}
                  bgVar={vars[step]}
                  fg={values[fg]}
                  bg={values[step]}
                />
              );
            })}
            {/* `onSoft` is also the role's colour for text straight on the page. */}
            <PairCell
              name={`${role}.onSoft / surface.base`}
              fgVar={vars.onSoft}
              bgVar={themeVars.color.surface.base}
              fg={values.onSoft}
              bg={theme.color.surface.base}
            />
          </tr>
        );
      })}
    </TokenTable>
  );
}

const textKeys = ['strong', 'default', 'muted', 'link'] as const;
const pages = ['surface', 'body'] as const;
const borderKeys = ['subtle', 'default', 'strong', 'focus'] as const;
/** Borders that carry meaning (fields, the focus ring) need 3:1 (WCAG 1.4.11); the others decorate. */
const meaningfulBorders = new Set<string>(['strong', 'focus']);

function TextAndBordersTables({ theme }: { theme: ThemeTokens }) {
  return (
    <div className={styles.page}>
      <TokenTable
        caption="Text colours on the page backgrounds (WCAG AA 4.5:1)"
        columns={['Token', 'Value', 'On surface.base', 'On body.base']}
      >
        {textKeys.map((key) => (
          <tr key={key}>
            <TokenName>{`text.${key}`}</TokenName>
            <Cell>
              <Code>{theme.text[key]}</Code>
            </Cell>
            {pages.map((page) => (
              <PairCell
                key={page}
                name={`text.${key} / ${page}.base`}
                fgVar={themeVars.text[key]}
                bgVar={themeVars.color[page].base}
                fg={theme.text[key]}
                bg={theme.color[page].base}
              />
            ))}
          </tr>
        ))}
        <tr>
          <TokenName>text.inverse</TokenName>
          <Cell>
            <Code>{theme.text.inverse}</Code>
          </Cell>
          <PairCell
            name="text.inverse / text.strong"
            fgVar={themeVars.text.inverse}
            bgVar={themeVars.text.strong}
            fg={theme.text.inverse}
            bg={theme.text.strong}
          />
          <Cell>On dark backgrounds only</Cell>
        </tr>
      </TokenTable>
      <TokenTable
        caption="Border colours on surface.base (3:1 where the border carries meaning)"
        columns={['Token', 'Value', 'Sample', 'Contrast']}
      >
        {borderKeys.map((key) => {
          const ratio = contrast(theme.border[key], theme.color.surface.base);
          const measured = meaningfulBorders.has(key);
          return (
            <tr key={key}>
              <TokenName>{`border.${key}`}</TokenName>
              <Cell>
                <Code>{theme.border[key]}</Code>
              </Cell>
              <Cell>
                <div className={styles.sample} style={{ border: `2px solid ${themeVars.border[key]}` }} />
              </Cell>
              <td
                className={styles.cell}
                data-pair={measured ? `border.${key} / surface.base` : undefined}
                data-contrast={measured ? ratio : undefined}
                data-minimum={measured ? AA_UI : undefined}
              >
                {measured ? `${ratio.toFixed(2)}:1` : 'Decorative'}
              </td>
            </tr>
          );
        })}
      </TokenTable>
    </div>
  );
}

const measuredCells = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-contrast]'));

/** Every listed pair reaches its minimum, as rendered; text pairs reach 4.5:1. */
async function expectReadablePairs(canvasElement: HTMLElement, expectedPairs: number) {
  const cells = measuredCells(canvasElement);
  await expect(cells).toHaveLength(expectedPairs);
  const failing = cells
    .filter((cell) => Number(cell.dataset.contrast) < Number(cell.dataset.minimum))
    .map((cell) => `${cell.dataset.pair}: ${cell.dataset.contrast}`);
  await expect(failing).toEqual([]);
  const textPairs = cells.filter((cell) => !cell.dataset.pair?.startsWith('border.'));
  for (const cell of textPairs) await expect(Number(cell.dataset.contrast)).toBeGreaterThanOrEqual(4.5);
}

export const Roles: Story = {
  render: (_, { globals }) => <RolesTable theme={themeTokens(globals.theme)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /Colour roles/ })).toBeVisible();
    await expectReadablePairs(canvasElement, colorRoles.length * 5);
  },
};

export const RolesInPartnerAzur: Story = {
  ...Roles,
  globals: { theme: 'partner-azur', viewport: { value: 'desktop' } },
};

export const RolesInPartnerTerracotta: Story = {
  ...Roles,
  globals: { theme: 'partner-terracotta', viewport: { value: 'desktop' } },
};

export const TextAndBorders: Story = {
  render: (_, { globals }) => <TextAndBordersTables theme={themeTokens(globals.theme)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: /Text colours/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: /Border colours/ })).toBeVisible();
    // 4 text colours on 2 backgrounds, inverse on strong, and the 2 meaningful borders.
    await expectReadablePairs(canvasElement, 11);
  },
};
