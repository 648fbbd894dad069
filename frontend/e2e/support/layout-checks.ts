import { type Page } from '@playwright/test';
import { cn } from '../../src/lib/cn';

/*
 * The layout checks the screen walk runs on every screen at every width: nothing sticks out sideways, tap
 * targets are big enough, short words are not cut across lines, and no class list holds two utilities for one
 * property. Each returns descriptions of what it found (empty when the page passes).
 */

/** Null when the page fits; otherwise a description of the elements sticking out past the viewport. */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= viewport) return null;
    // An element inside a box that scrolls or clips sideways cannot widen the page, unless it is
    // absolutely positioned against something outside that box (an sr-only label in a scrolling table).
    const clipped = (element: Element) => {
      let escapes = getComputedStyle(element).position === 'absolute';
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (!escapes && style.overflowX !== 'visible') return true;
        if (escapes && style.position !== 'static') {
          if (style.overflowX !== 'visible') return true;
          escapes = style.position === 'absolute';
        }
      }
      return false;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 4) : [];
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      const position = getComputedStyle(element).position;
      return `<${element.tagName.toLowerCase()}${id}${classes.length ? `.${classes.join('.')}` : ''}> ${position} right=${right} "${text}"`;
    };
    const offenders = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      const fixed = getComputedStyle(element).position === 'fixed';
      return box.width > 0 && box.right > viewport + 0.5 && !fixed && !clipped(element);
    });
    // The outermost offenders name the culprit; their children only repeat it.
    const outermost = offenders.filter(
      (element) => !offenders.some((other) => other !== element && other.contains(element)),
    );
    return `scrollWidth ${scrollWidth} > innerWidth ${viewport}: ${outermost.slice(0, 5).map(describe).join('; ') || '(no element found)'}`;
  });
}

/** The narrowest phone at which every tap target must measure at least 24 x 24 CSS px. */
export const TOUCH_WIDTH = 390;
export const MIN_TARGET = 24;

/**
 * The interactive elements smaller than 24 x 24 CSS px, described, or an empty list. A control's label
 * counts as part of it (a tap on the label works the control); as WCAG 2.5.8 allows, a link inside
 * running text is left out, and so is a small target with nothing else within the 24 px circle around it.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    // Visually hidden (a skip link until it has focus, an sr-only input whose label is the target) is no target.
    const clippedAway = (style: CSSStyleDeclaration) =>
      style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
    const shown = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && !clippedAway(style);
    };
    /** The box a tap lands in: the element, grown by its labels (a sr-only radio's box is its label's). */
    const targetBox = (element: Element) => {
      const boxes = shown(element) ? [element.getBoundingClientRect()] : [];
      if (
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) {
        for (const label of element.labels ?? []) boxes.push(label.getBoundingClientRect());
      }
      const real = boxes.filter((box) => box.width > 2 && box.height > 2);
      if (real.length === 0) return null;
      const left = Math.min(...real.map((box) => box.left));
      const top = Math.min(...real.map((box) => box.top));
      const right = Math.max(...real.map((box) => box.right));
      const bottom = Math.max(...real.map((box) => box.bottom));
      return { left, top, right, bottom, width: right - left, height: bottom - top };
    };
    /** A link that is a run of words inside a sentence (its block holds more text than the link). */
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (element.textContent ?? '').trim().length;
      return ((block?.textContent ?? '').trim().length ?? 0) > own;
    };
    type Target = { element: Element; box: NonNullable<ReturnType<typeof targetBox>> };
    const targets: Target[] = [];
    const hasLabel = (element: Element) =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
      (element.labels?.length ?? 0) > 0;
    for (const element of document.querySelectorAll(selector)) {
      if (!shown(element) && !(hasLabel(element) && !element.closest('[aria-hidden="true"], [inert]'))) continue;
      const box = targetBox(element);
      if (box) targets.push({ element, box });
    }
    const small = targets.filter(
      ({ element, box }) => (box.width < min - 0.5 || box.height < min - 0.5) && !inRunningText(element),
    );
    // The spacing exception: a 24 px circle centred on the small target touches no other target.
    const radius = min / 2;
    const crowded = small.filter(({ element, box }) => {
      const cx = (box.left + box.right) / 2;
      const cy = (box.top + box.bottom) / 2;
      return targets.some((other) => {
        if (other.element === element || other.element.contains(element) || element.contains(other.element)) {
          return false;
        }
        const dx = Math.max(other.box.left - cx, 0, cx - other.box.right);
        const dy = Math.max(other.box.top - cy, 0, cy - other.box.bottom);
        return Math.hypot(dx, dy) < radius;
      });
    });
    return crowded.map(({ element, box }) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 3) : [];
      return `<${element.tagName.toLowerCase()}${classes.length ? `.${classes.join('.')}` : ''}> "${name.slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`;
    });
  }, MIN_TARGET);
}

/**
 * Words of up to 13 characters cut across two lines (a word as the browser breaks lines: between spaces and
 * after hyphens and dashes; an address is one word). Text wraps anywhere inside a word (index.css), so a long
 * handle or address never widens the page; an ordinary word is only cut when its box was squeezed narrower
 * than the word, e.g. a name beside a badge in a row that does not wrap ("Premiu|m"). 13 covers the
 * interface's own words ("Notifications", "Administrator") and leaves out the longer handles that journeys
 * running beside this one create, which may show up on any list.
 */
export async function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-\u2013\u2014]{3,13}(?![^\s\-\u2013\u2014])/g)) {
        if (match.index > 0 && !/[\s\-\u2013\u2014]/.test(text[match.index - 1])) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size < 2) continue;
        const element = node.parentElement!;
        const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 3) : [];
        found.add(
          `"${match[0]}" in <${element.tagName.toLowerCase()}${classes.length ? `.${classes.join('.')}` : ''}>`,
        );
      }
    }
    return [...found].slice(0, 5);
  });
}

/**
 * Class lists holding two utilities for one property (`w-full w-32`): the stylesheet's order, not the
 * author, decides which applies. The app's own `cn` removes the earlier one, so a list that `cn` would
 * change was built without it (a template string) and one of its utilities is dead.
 */
export async function conflictingUtilities(page: Page): Promise<string[]> {
  const lists = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? '')),
  ]);
  return lists
    .map((list) => list.split(/\s+/).filter(Boolean).join(' '))
    .filter((list) => cn(list) !== list)
    .map((list) => `"${list}" (cn keeps "${cn(list)}")`);
}
