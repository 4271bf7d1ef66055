import '@fontsource-variable/nunito-sans';
import '@fontsource-variable/lora';
import '@fontsource-variable/work-sans';
import { compiledMessagesFor, I18nProvider, isLocale, type Locale, locales, markets } from '@escale/i18n';
import { type ThemeName, themeInputs } from '@escale/tokens';
import { LinkRouterProvider, ThemeProvider, UiStringsProvider } from '@escale/ui';
import { uiCatalogFor } from '@escale/ui/strings';
import type { Decorator, Preview } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const navigate = fn().mockName('navigate');

const withProviders: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'fr_FR';
  const theme = (context.globals.theme ?? 'escale') as ThemeName;
  const tag = markets.find((m) => m.locale === locale)?.tag ?? 'fr-FR';
  return (
    <I18nProvider locale={locale} messages={compiledMessagesFor(locale)}>
      <UiStringsProvider catalog={uiCatalogFor(tag)} locale={tag}>
        <LinkRouterProvider navigate={navigate}>
          <ThemeProvider theme={theme}>
            <div lang={tag} style={{ padding: 16 }}>
              <Story />
            </div>
          </ThemeProvider>
        </LinkRouterProvider>
      </UiStringsProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  tags: ['autodocs'],
  initialGlobals: { theme: 'escale', locale: 'fr_FR' },
  globalTypes: {
    theme: {
      description: 'Partner theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.keys(themeInputs).map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Market locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Violations fail the story. axe still runs every rule, but builds selectors only for the
    // violations, not for every node that passes: a third of its time per story.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (800)', styles: { width: '800px', height: '1000px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
