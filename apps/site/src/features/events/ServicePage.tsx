import { ServiceScreen } from '@spw/ui/features/events/ServiceScreen';
import { currentEditionId, useWebinfo } from '../../app/current.ts';
import { hrefTo } from '../../app/href.ts';

/** The organisers' desk, as printed on the delegate pack. */
const CONTACT = { email: 'service@platinumweek.example', phone: '+86 21 6888 0000' };

/** /events/service: what a delegate needs to know. */
export default function ServicePage() {
  // The current edition's, as the server says (without events_id the pages take the current one too).
  const q = { events_id: currentEditionId(useWebinfo().data) };
  return (
    <ServiceScreen
      registerHref={hrefTo('/events/regNotice', q)}
      ticketsHref={hrefTo('/ticket/list', q)}
      attractionsHref={hrefTo('/attraction/index')}
      contact={CONTACT}
    />
  );
}
