/** The two frames every screen is drawn and tested in. */
export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
