export { HistoryPage as Component } from './HistoryPage.tsx';
