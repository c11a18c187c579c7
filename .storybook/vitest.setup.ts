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
const viewportAnnotations = {
  beforeEach: async ({ globals }: { globals: Record<string, unknown> }) => {
    const chosen = (globals.viewport as { value?: string } | undefined)?.value;
    const name: ViewportName = chosen === 'phone' ? 'phone' : 'desktop';
    await page.viewport(VIEWPORTS[name].width, VIEWPORTS[name].height);
  },
};

setProjectAnnotations([a11y, project, viewportAnnotations]);

/** A visual baseline per story: a missing or changed picture fails under CI. */
afterEach(async () => {
  await document.fonts.ready;
  const frame = document.querySelector('[data-story-frame]');
  // Dialogs, menus and toasts live in portals outside the frame: then the whole page is the picture.
  const portal = document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"], .spw-toast-viewport li');
  const root = !frame || portal || frame.getBoundingClientRect().height < 2 ? document.body : frame;
  await expect.element(page.elementLocator(root)).toMatchScreenshot();
});
