import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices: what the site and back office are held to. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  /** Each failing element: its selector, then what axe says is wrong with it. */
  nodes: string[];
}

export interface AxeOptions {
  /** Only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /** Only the rules with these tags; every rule axe runs by default without them. */
  tags?: string[];
  /**
   * axe's experimental rules too (of those tags), which axe itself leaves out unless asked: among
   * them label-content-name-mismatch, WCAG 2.5.3's "a control's name holds its visible text".
   * Every page is held to them. @default true
   */
  experimental?: boolean;
}

type AxeWindow = { axe?: typeof axe };

/**
 * axe-core's violations on the page once its transitions have ended (open shadow roots
 * included). axe is injected once per document and run in it: @axe-core/playwright injects its
 * 500 KB source again on every call and opens a blank page to gather the results, 0.7 s a call on
 * a fast machine and 3 s on a slow one, against 0.06 s here. The site and back office have no frames; a page with one is
 * refused rather than checked in part.
 */
export async function axeViolations(page: Page, { include, tags, experimental = true }: AxeOptions = {}): Promise<AxeViolation[]> {
  if (page.frames().length > 1) throw new Error(`axeViolations checks one document; ${page.url()} has frames`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, tags, experimental }) => {
      // The page at rest: colours midway through a transition (a button's hover colour fading in
      // as it is enabled again) are no state to judge. Endless animations (a spinner) never end.
      // document.getAnimations() leaves out shadow trees (the widget's): each open root has its own.
      const roots: (Document | ShadowRoot)[] = [document];
      for (let i = 0; i < roots.length; i++) {
        for (const element of roots[i]?.querySelectorAll('*') ?? []) if (element.shadowRoot) roots.push(element.shadowRoot);
      }
      const ending = roots
        .flatMap((root) => root.getAnimations())
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      // Polled rather than awaited: Chromium left the `finished` promise of CSS transitions that
      // had ended (playState "finished") pending for good, after a scratch card's last reveal.
      while (ending.some((animation) => animation.pending || animation.playState === 'running')) {
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
      const injected = (window as AxeWindow).axe as typeof axe;
      // By name: 'experimental' among runOnly's tags would add each of them, whatever its other tags.
      const extra = experimental
        ? injected.getRules(['experimental']).filter((rule) => !tags || rule.tags.some((tag) => tags.includes(tag)))
        : [];
      const results = await injected.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
        rules: Object.fromEntries(extra.map((rule) => [rule.ruleId, { enabled: true }])),
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        // A target is a selector per frame; in a shadow root, the path of selectors into it.
        nodes: violation.nodes.map((node) => {
          const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' ');
          return `${target}: ${node.failureSummary ?? ''}`;
        }),
      }));
    },
    { include, tags, experimental },
  );
}
