import { ServiceScreen } from '@spw/ui/screens/visit/ServiceScreen';
import { hrefTo } from '../app/routes.ts';
import { CURRENT_EVENTS_ID } from '../shells/RootShell.tsx';

/** The organisers' desk, as printed on the delegate pack. */
const CONTACT = { email: 'service@platinumweek.example', phone: '+86 21 6888 0000' };

/** /events/service: what a delegate needs to know. */
export default function ServicePage() {
  const q = { events_id: CURRENT_EVENTS_ID };
  return (
    <ServiceScreen
      registerHref={hrefTo('/events/regNotice', q)}
      ticketsHref={hrefTo('/ticket/list', q)}
      attractionsHref={hrefTo('/attraction/index')}
      contact={CONTACT}
    />
  );
}
