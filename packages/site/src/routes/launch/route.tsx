export { LaunchPage as Component } from './LaunchPage.tsx';
