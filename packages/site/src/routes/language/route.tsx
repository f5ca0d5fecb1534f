export { LanguagePage as Component } from './LanguagePage.tsx';
