import { BuyRuleScreen } from '@spw/ui/features/commerce/BuyRuleScreen';
import { useSearch } from 'wouter';
import { quantityParam } from './commerce.ts';
import { idParam } from '../events/events.ts';
import { navigate } from '../../app/location.ts';
import { hrefTo } from '../../app/href.ts';

/** /order/buyRule?ticket_id=&quantity=: the purchase rules; agreeing leads to the checkout. */
export default function BuyRulePage() {
  const search = new URLSearchParams(useSearch());
  const ticketId = idParam(search.get('ticket_id'));
  const quantity = quantityParam(search.get('quantity'));
  return (
    <BuyRuleScreen
      backHref={ticketId === null ? hrefTo('/ticket/list') : hrefTo('/ticket/detail', { ticket_id: ticketId, quantity })}
      onContinue={() =>
        navigate(
          ticketId === null
            ? '/ticket/list'
            : `/order/checkout?${new URLSearchParams({ ticket_id: String(ticketId), quantity: String(quantity) })}`,
        )
      }
    />
  );
}
