import type { Space } from '@escale/tokens';
import type { ReactNode } from 'react';
import { Box } from '../Box';

export interface StackProps {
  /** Space between children. Defaults to `4` (16 px). */
  space?: Space | Partial<Record<'mobile' | 'tablet' | 'desktop', Space>>;
  align?: 'left' | 'center' | 'right' | 'stretch';
  as?: 'div' | 'ul' | 'ol' | 'section' | 'form' | 'fieldset';
  children: ReactNode;
}

const alignItems = { left: 'flex-start', center: 'center', right: 'flex-end', stretch: 'stretch' } as const;

/** Children one under the other with even space. */
export function Stack({ space = '4', align = 'stretch', as = 'div', children }: StackProps) {
  return (
    <Box as={as} display="flex" flexDirection="column" gap={space} alignItems={alignItems[align]}>
      {children}
    </Box>
  );
}
