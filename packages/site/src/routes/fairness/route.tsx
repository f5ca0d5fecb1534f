export { FairnessPage as Component } from './FairnessPage.tsx';
