/*
 * A prerendered page was rendered without its query (main.tsx): it is hydrated at its bare path,
 * and the query follows as a client-side navigation. Pages read their query when they mount
 * (the fairness form, the history's filters), so that navigation mounts the page's content
 * afresh; the header around it (an open menu, the focus) stays as the visitor left it.
 */

let mount = 0;

/** The key of the page content's current mount (Layout keys the content with it). */
export function contentMount(): number {
  return mount;
}

/** Makes the next render of the layout mount the page's content afresh. */
export function mountContentAfresh(): void {
  mount += 1;
}
