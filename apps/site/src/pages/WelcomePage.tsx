import type { MessageKey } from '@spw/i18n';
import { WelcomeScreen } from '@spw/ui/screens/home/WelcomeScreen';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { hrefTo } from '../app/routes.ts';
import { userAtom } from '../app/session.ts';
import { QuoteTickerContainer } from './QuoteTickerContainer.tsx';

export default function WelcomePage() {
  const intl = useIntl();
  const user = useAtomValue(userAtom);
  const t = (id: MessageKey) => intl.formatMessage({ id });
  return (
    <WelcomeScreen
      nickname={user?.nickname}
      ticker={<QuoteTickerContainer />}
      links={[
        { href: hrefTo('/events/reg', { events_id: 14 }), title: t('about.cta.register'), description: t('about.lead') },
        { href: hrefTo('/quoteData/index'), title: t('about.week.prices'), description: t('about.week.pricesText') },
        { href: hrefTo('/document/list'), title: t('explorer.tab.reports'), description: t('about.week.pricesText') },
        { href: hrefTo('/posts/list'), title: t('about.week.market'), description: t('about.week.marketText') },
      ]}
    />
  );
}
