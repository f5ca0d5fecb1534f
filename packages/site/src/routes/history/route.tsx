export { HistoryPage as Component } from './HistoryPage.tsx';
export { loadGameNames as loader } from '../../components/Transactions/gameNames.ts';
