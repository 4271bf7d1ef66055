import { describe, expect, it } from 'vitest';
import { messageIdsInCode, messageShares } from './messageShares';

const ids = new Set([
  'calendar.title',
  'calendar.validate',
  'stress.lastRoom',
  'stress.popular',
  'card.book',
  'dates.shortcut.thisWeekend',
  'dates.title',
  'buyerForm.civility',
  'buyerForm.civilityMR',
  'buyerForm.civilityMRS',
]);

describe('messageIdsInCode', () => {
  it('finds the ids a minified chunk names, in any quotes, and nothing else', () => {
    const code = `t("calendar.title");const a={label:'card.book'};x(\`calendar.validate\`);"calendar.nope";"stress"`;
    expect([...messageIdsInCode(code, ids)].sort()).toEqual([
      'calendar.title',
      'calendar.validate',
      'card.book',
    ]);
  });

  it('takes every id under a prefix the code builds ids from', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the chunk's code holds a template literal
    expect([...messageIdsInCode('t(`buyerForm.civility${c}`)', ids)].sort()).toEqual([
      'buyerForm.civility',
      'buyerForm.civilityMR',
      'buyerForm.civilityMRS',
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the chunk's code holds a template literal
    expect([...messageIdsInCode('t(`dates.shortcut.${s.name}`)', ids)]).toEqual([
      'dates.shortcut.thisWeekend',
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the chunk's code holds a template literal
    expect([...messageIdsInCode('t(`stress.${e.id}`)', ids)].sort()).toEqual([
      'stress.lastRoom',
      'stress.popular',
    ]);
    expect([...messageIdsInCode('t("stress."+e.id)', ids)].sort()).toEqual([
      'stress.lastRoom',
      'stress.popular',
    ]);
  });
});

describe('messageShares', () => {
  it('gives each chunk the ids of the chunks it imports or may load, once each', () => {
    const shares = messageShares(
      [
        {
          fileName: 'assets/page.js',
          code: 't("card.book")',
          imports: ['assets/shared.js'],
          dynamicImports: ['assets/panel.js'],
        },
        {
          fileName: 'assets/shared.js',
          code: 't("calendar.title");t("card.book")',
          imports: [],
          dynamicImports: [],
        },
        {
          fileName: 'assets/panel.js',
          code: 't("calendar.validate")',
          imports: ['assets/shared.js'],
          dynamicImports: [],
        },
        { fileName: 'assets/other.js', code: 't("stress.popular")', imports: [], dynamicImports: [] },
      ],
      ids,
    );
    expect(shares['/assets/page.js']).toEqual(['calendar.title', 'calendar.validate', 'card.book']);
    expect(shares['/assets/panel.js']).toEqual(['calendar.title', 'calendar.validate', 'card.book']);
    expect(shares['/assets/other.js']).toEqual(['stress.popular']);
  });
});
