/*
 * A prerendered page was rendered without its query (main.tsx): it is hydrated at its bare path,
 * and the query follows as a client-side navigation. Pages read their query when they mount
 * (the fairness form, the history's filters), so that navigation mounts the page's content
 * afresh once the router is at the address with the query; the header around it (an open menu,
 * the focus) stays as the visitor left it. (A page with a loader renders at the bare path again
 * while the loader runs: the content is mounted afresh on arrival, not on the first render.)
 */

let mount = 0;
/** The address whose arrival mounts the content afresh, until it arrives. */
let pending: string | null = null;

/** The key of the page content's current mount at `location` (Layout keys the content with it). */
export function contentMount(location: { pathname: string; search: string; hash: string }): number {
  if (pending !== null && location.pathname + location.search + location.hash === pending) {
    mount += 1;
    pending = null;
  }
  return mount;
}

/** Mounts the page's content afresh when the router arrives at `address` (path, query and hash). */
export function mountContentAfresh(address: string): void {
  pending = address;
}
