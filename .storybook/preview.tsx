/// <reference types="vite/client" />
// (The widget's stylesheet is imported as `*.css?inline` strings: vite/client types them.)
import type { Decorator, Preview } from '@storybook/react-vite';
import { isWidgetStory, setUpWidgetStory, toLocale, toTheme, WidgetCanvas } from '../packages/widget/src/stories/stage';

/*
 * Widget stories (`Widget/…`) get the toolbar's `locale` and `theme`. `setUpWidgetStory` gives each
 * story fresh shared stores, a fake server and its wallet (configured with that locale and
 * theme); `WidgetCanvas` renders the story in a shadow root with the widget's own stylesheet, the
 * Wallet and i18n contexts and `.root[lang][data-theme]`, on an operator page of the theme's
 * colours. A story pins either with `globals: { locale: 'de-CH', theme: 'dark' }`. Other stories
 * (the site's) are left alone.
 */
const withWidget: Decorator = (Story, context) =>
  isWidgetStory(context.title) ? (
    <WidgetCanvas locale={toLocale(context.globals.locale)} theme={toTheme(context.globals.theme)}>
      <Story />
    </WidgetCanvas>
  ) : (
    <Story />
  );

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh-TW', title: '繁體中文' },
          { value: 'zh-CN', title: '简体中文' },
          { value: 'de-CH', title: 'Deutsch (Schweiz)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  beforeEach: (context) => (isWidgetStory(context.title) ? setUpWidgetStory(context) : undefined),
  decorators: [withWidget],
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
