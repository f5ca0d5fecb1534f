export { ContactPage as Component } from './ContactPage.tsx';
