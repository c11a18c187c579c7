import type { Locale } from '@spw/i18n';
import { useIntl } from 'react-intl';
import './LanguageSwitch.css';

export interface LanguageSwitchProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

/** The spec's switch: Chinese or Global. Two pressed-state buttons, so it needs no menu. */
export function LanguageSwitch({ locale, onLocaleChange }: LanguageSwitchProps) {
  const intl = useIntl();
  return (
    <div className="spw-lang" role="group" aria-label={intl.formatMessage({ id: 'nav.language' })} data-slot="language-switch">
      {(['zh', 'en'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="spw-lang__option"
          aria-pressed={locale === option}
          lang={option === 'zh' ? 'zh-CN' : 'en'}
          onClick={() => option !== locale && onLocaleChange(option)}
        >
          {intl.formatMessage({ id: option === 'zh' ? 'nav.lang.zh' : 'nav.lang.en' })}
        </button>
      ))}
    </div>
  );
}
