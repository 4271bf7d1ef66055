import { compiledMessagesFor } from '@escale/i18n/core';
import { describe, expect, it } from 'vitest';
import { pageMessageRecorder, wholeCatalog } from './pageMessages.server';

describe('the messages a page carries', () => {
  it('are the ones its render asked for, in its locale, sent once the shell has rendered', async () => {
    const recorder = pageMessageRecorder();
    const catalog = recorder.catalog('nl_BE');
    expect(catalog['calendar.validate']).toEqual(compiledMessagesFor('nl_BE')['calendar.validate']);
    recorder.record('calendar.validate');
    recorder.record('breadcrumb.label');
    recorder.record('calendar.validate');
    let sent = false;
    void recorder.shown.then(() => (sent = true));
    await Promise.resolve();
    expect(sent).toBe(false);
    recorder.finish();
    const nl = compiledMessagesFor('nl_BE');
    expect(JSON.parse(await recorder.shown)).toEqual({
      'breadcrumb.label': nl['breadcrumb.label'],
      'calendar.validate': nl['calendar.validate'],
    });
  });

  it('the whole catalog is named by a hash of its content', () => {
    const fr = wholeCatalog('fr_FR');
    expect(JSON.parse(fr.json)).toEqual(compiledMessagesFor('fr_FR'));
    expect(fr.version).toMatch(/^[0-9a-f]{12}$/);
    expect(wholeCatalog('it_IT').version).not.toBe(fr.version);
  });
});
