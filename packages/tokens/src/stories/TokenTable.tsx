import { resolveTheme, type ThemeName, type ThemeTokens, themeInputs } from '@escale/tokens';
import type { ReactNode } from 'react';
import * as styles from './tokenPages.css';

export interface TokenTableProps {
  caption: string;
  columns: string[];
  children: ReactNode;
}

/** A semantic table of tokens: a caption, column headers, one row per token. */
export function TokenTable({ caption, columns, children }: TokenTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.headerCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The row's header: the token's name. */
export function TokenName({ children }: { children: string }) {
  return (
    <th scope="row" className={styles.headerCell}>
      <code className={styles.code}>{children}</code>
    </th>
  );
}

export function Cell({ children }: { children?: ReactNode }) {
  return <td className={styles.cell}>{children}</td>;
}

export function Code({ children }: { children: string }) {
  return <code className={styles.code}>{children}</code>;
}

const isThemeName = (name: string): name is ThemeName => name in themeInputs;

/** The resolved values of a theme by name: the story's, from the toolbar's `theme` global. */
export function themeTokens(name: unknown = 'escale'): ThemeTokens {
  if (typeof name !== 'string' || !isThemeName(name)) throw new Error(`No theme input for ${String(name)}`);
  return resolveTheme(themeInputs[name]);
}
