export { CompanyPage as Component } from './CompanyPage.tsx';
