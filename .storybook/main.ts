import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

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
        alias: {
          '@ky-wallet/protocol': fileURLToPath(new URL('../packages/protocol/src/index.ts', import.meta.url)),
          '@ky-wallet/games/contract': fileURLToPath(new URL('../packages/games/src/contract.ts', import.meta.url)),
          '@ky-wallet/games/fair': fileURLToPath(new URL('../packages/games/src/fair/index.ts', import.meta.url)),
        },
      },
    });
  },
};

export default config;
