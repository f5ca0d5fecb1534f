export { BalancePage as Component } from './BalancePage.tsx';
