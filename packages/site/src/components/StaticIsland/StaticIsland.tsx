import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { isFirstHydration } from '../DeferHydration/DeferHydration.tsx';
import './StaticIsland.css';

export interface StaticIslandProps {
  /** Names the island on the page (one island per id). */
  id: string;
  /**
   * What the content depends on (filters, locale): the prerendered content is kept only while it
   * is the same as when the page was prerendered; a new version renders the children.
   */
  version: string;
  children: ReactNode;
}

/**
 * Content that does not change once rendered (a list of game cards), kept as the prerender wrote
 * it when the page hydrates: none of its components run and no listeners are attached to its
 * nodes, which is what hydrating it would cost (Preact and React leave the DOM of an element
 * hydrated with `dangerouslySetInnerHTML` as it is). Its same-origin links still navigate
 * client-side, through one click listener on the island. Once `version` changes (other filters),
 * and when the island was not on the prerendered page (a client-side navigation), it renders its
 * children as usual.
 */
export function StaticIsland({ id, version, children }: StaticIslandProps) {
  const navigate = useNavigate();
  const [kept, setKept] = useState(() => keepsPrerendered(id, version));
  // The first other version replaces the prerendered nodes for good: coming back to the kept
  // version (filters cleared, Back) must render the children, not an empty island.
  if (kept !== undefined && kept !== version) setKept(undefined);
  if (kept === version) {
    return (
      <div
        key="prerendered"
        className="static-island"
        data-island={id}
        data-version={version}
        onClick={(event) => followLink(event, navigate)}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="rendered" className="static-island" data-island={id} data-version={version}>
      {children}
    </div>
  );
}

/** The version to keep: the prerendered one, if this is the first hydration and the page holds it. */
function keepsPrerendered(id: string, version: string): string | undefined {
  if (typeof document === 'undefined' || !isFirstHydration()) return undefined;
  // The island in the page's DOM is the prerendered one: during the first hydration nothing else
  // has rendered it yet (a client-side navigation would have removed or replaced it).
  const prerendered = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
  const same = prerendered?.getAttribute('data-version') === version && prerendered.childElementCount > 0;
  return same ? version : undefined;
}

/** A plain click on a same-origin link in the island goes through the router, like a <Link>. */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element).closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}
