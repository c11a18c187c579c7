import { WelcomeScreen } from '@spw/ui/features/home/WelcomeScreen';
import { useStore } from '@nanostores/react';
import { useIntl } from 'react-intl';
import { hrefTo } from '../../app/href.ts';
import { userAtom } from '../../app/session.ts';
import { QuoteTickerContainer } from '../quotes/QuoteTickerContainer.tsx';
import { WELCOME_LINKS } from './welcome-links.ts';

export default function WelcomePage() {
  const intl = useIntl();
  const user = useStore(userAtom);
  return (
    <WelcomeScreen
      nickname={user?.nickname}
      ticker={<QuoteTickerContainer />}
      links={WELCOME_LINKS.map((link) => ({
        href: hrefTo(link.path),
        title: intl.formatMessage({ id: link.title }),
        description: intl.formatMessage({ id: link.description }),
      }))}
    />
  );
}
