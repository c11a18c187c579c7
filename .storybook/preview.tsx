import type { Decorator, Preview } from '@storybook/react-vite';
import { LANGUAGE_TAG, type Locale } from '@spw/i18n';
import { catalogues } from '@spw/i18n/catalogues';
import { IntlProvider } from 'react-intl';
import '@spw/ui/tokens.css';
import { VIEWPORTS } from './viewports.ts';

/** Every story renders inside the locale chosen in the toolbar (or by the story's `globals`). */
const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? 'zh';
  document.documentElement.lang = LANGUAGE_TAG[locale];
  return (
    <IntlProvider
      locale={LANGUAGE_TAG[locale]}
      messages={catalogues[locale]}
      onError={(e) => {
        throw e;
      }}
    >
      {/* The frame the visual baseline is taken of: full width, as tall as the story. */}
      <div data-story-frame="" style={{ display: 'flow-root' }}>
        <Story />
      </div>
    </IntlProvider>
  );
};

/** Day (the site's) or night theme, from the toolbar or a story's `globals: { theme: 'dark' }`. */
const withTheme: Decorator = (Story, context) => {
  document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return <Story />;
};

/**
 * Links inside a story point at site routes (`#/events/index?…`): clicking one in Storybook would
 * move the preview's own hash. The router decorator keeps the story where it is and logs the route.
 */
const withRouter: Decorator = (Story) => (
  <div
    style={{ display: 'contents' }}
    onClickCapture={(event) => {
      const link = (event.target as Element).closest?.('a[href^="#/"]');
      if (!link || event.defaultPrevented) return;
      event.preventDefault();
      console.info(`[router] ${link.getAttribute('href') ?? ''}`);
    }}
  >
    <Story />
  </div>
);

const preview: Preview = {
  decorators: [withRouter, withLocale, withTheme],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: '日间 Day (the site)' },
          { value: 'dark', title: '夜间 Night' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh', theme: 'light' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: `${VIEWPORTS.phone.width}px`, height: `${VIEWPORTS.phone.height}px` } },
        desktop: { name: 'Desktop', styles: { width: `${VIEWPORTS.desktop.width}px`, height: `${VIEWPORTS.desktop.height}px` } },
      },
    },
  },
  // `visual`: the story's picture is a baseline. A story whose picture would repeat another's pixel
  // for pixel says `tags: ['!visual']`: it still plays and runs axe, and keeps the baselines light.
  tags: ['autodocs', 'visual'],
};
export default preview;
