import * as a11y from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import * as project from './preview.tsx';
import { VIEWPORTS, type ViewportName } from './viewports.ts';

/**
 * Under Vitest the toolbar's viewport global does nothing, so a story that asks for a phone gets
 * the browser page resized to it: media queries and screenshots then match what a phone shows.
 */
let current: { width: number; height: number } = VIEWPORTS.desktop;
/** Whether the running story's picture is a baseline (the `visual` tag, on unless a story says `!visual`). */
let pictured = true;
const viewportAnnotations = {
  beforeEach: async ({ globals, tags }: { globals: Record<string, unknown>; tags: string[] }) => {
    pictured = tags.includes('visual');
    const chosen = (globals.viewport as { value?: string } | undefined)?.value;
    const name: ViewportName = chosen === 'phone' ? 'phone' : 'desktop';
    current = VIEWPORTS[name];
    await page.viewport(current.width, current.height);
  },
};

/** The tallest picture taken: the browser context (vitest.config.ts) is taller still, so nothing is scaled. */
const MAX_PICTURE_HEIGHT = 3600;

setProjectAnnotations([a11y, project, viewportAnnotations]);

/** A visual baseline per story: a missing or changed picture fails under CI. */
afterEach(async () => {
  if (!pictured) return;
  await document.fonts.ready;
  const frame = document.querySelector('[data-story-frame]');
  // Dialogs, menus and toasts live in portals outside the frame: then the whole page is the picture.
  const portal = document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"], .spw-toast-viewport li');
  const root = !frame || portal || frame.getBoundingClientRect().height < 2 ? document.body : frame;
  // Content below the fold is only painted inside the page: grow the page to the whole story first.
  const height = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY);
  if (root === frame && height > current.height) {
    await page.viewport(current.width, Math.min(height, MAX_PICTURE_HEIGHT));
  }
  await expect.element(page.elementLocator(root)).toMatchScreenshot();
});
