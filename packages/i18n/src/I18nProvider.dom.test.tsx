import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type CompiledMessages, compiledMessagesFor } from './catalog';
import { I18nProvider, useFormat, useT } from './I18nProvider';

function Copy() {
  const t = useT();
  const format = useFormat();
  return (
    <p>{`${t('calendar.validate')} | ${t('calendar.minimumStay', { nights: 2 })} | ${format.perPerson(4500)}`}</p>
  );
}

describe('I18nProvider', () => {
  it('formats texts and plurals from a compiled catalog sent as JSON with the page', () => {
    const messages: CompiledMessages = JSON.parse(JSON.stringify(compiledMessagesFor('fr_FR')));
    const html = renderToString(
      <I18nProvider locale="fr_FR" messages={messages}>
        <Copy />
      </I18nProvider>,
    );
    expect(html.replace(/\u00a0|\u202f/g, ' ')).toBe(
      '<p>Valider | Séjour minimum : 2 nuits | 45 € / pers</p>',
    );
  });
});
