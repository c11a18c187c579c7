import type { MessageKey } from '@spw/i18n';

/**
 * The units the server writes (as the spec does, in Chinese) and their words in the catalogue. A
 * module of its own: the ticker (on every page, the first download too) needs only this, not the
 * quote page's conversions.
 */
export const QUOTE_UNITS: Partial<Record<string, MessageKey>> = {
  '元/克': 'quote.unit.yuanPerGram',
  '元/千克': 'quote.unit.yuanPerKilogram',
};
