export { RecordsPage as Component } from './RecordsPage.tsx';
export { loadGameNames as loader } from '../../components/Transactions/gameNames.ts';
