import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Escale design system',
    colorPrimary: '#0b6e69',
    colorSecondary: '#0b6e69',
  }),
});
