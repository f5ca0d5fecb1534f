export { RecordsPage as Component } from './RecordsPage.tsx';
