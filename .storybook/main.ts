import type { StorybookConfig } from '@storybook/react-vite';
import { sourceAliases } from '../packages/site/source-aliases.ts';

// One Storybook for the widget's and the site's components: every component, every state,
// every locale. Stories sit beside their components.
const config: StorybookConfig = {
  stories: ['../packages/widget/src/**/*.stories.@(ts|tsx)', '../packages/site/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // The site's public files (its logo at /favicon.svg, which the header shows), as the site serves them.
  staticDirs: ['../packages/site/public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: {
        alias: sourceAliases,
      },
    });
  },
};

export default config;
