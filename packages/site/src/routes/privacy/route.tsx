export { PrivacyPage as Component } from './PrivacyPage.tsx';
