// One stylesheet for the whole site, linked from every page's HTML: styles live beside their
// components and routes, but are bundled together so a prerendered page is styled before any
// script runs and a lazy page never flashes unstyled.
import './global.css';
import.meta.glob('../{components,routes}/**/*.css', { eager: true });
