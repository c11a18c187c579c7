import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { AvailabilityTag, CommerceHead, CommerceNotReady, Facts } from './CommerceParts.tsx';
import {
  AVAILABILITY_LABEL,
  formatTicketPrice,
  salePeriod,
  ticketDescription,
  ticketName,
  type CommerceScreenStatus,
  type TicketType,
} from './commerceText.ts';
import './commerce.css';

/** The contract's most tickets in one order (OrderBody.quantity). */
export const MAX_QUANTITY = 10;

/** The most this ticket can be bought at once: its per-order limit, what is left, the contract's cap. */
export const maxQuantity = (ticket: TicketType): number => Math.max(1, Math.min(ticket.per_order, ticket.remaining, MAX_QUANTITY));

export interface TicketTypeDetailScreenProps {
  /** Defaults to 'ready'. */
  status?: CommerceScreenStatus;
  /** Present when status is 'ready'. */
  ticket?: TicketType;
  /** The quantity to start with (back from the rules page, say). */
  initialQuantity?: number;
  onBuy: (quantity: number) => void;
  onRetry?: () => void;
  /** The edition's tickets. */
  listHref: string;
}

/** One ticket type (/ticket/detail?ticket_id=): what it includes, its price, a quantity and Buy. */
export function TicketTypeDetailScreen({
  status = 'ready',
  ticket,
  initialQuantity = 1,
  onBuy,
  onRetry,
  listHref,
}: TicketTypeDetailScreenProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT();
  const quantityId = useId();
  const [chosen, setChosen] = useState(initialQuantity);
  const back = { href: listHref, label: t('ticket.back') };

  if (status !== 'ready' || !ticket) {
    return (
      <CommerceNotReady
        status={status}
        head={<CommerceHead title={t('route.ticket.detail')} back={back} />}
        lines={5}
        subject="ticket"
        errorTitle={t('ticket.error')}
        onRetry={onRetry}
      />
    );
  }

  const max = maxQuantity(ticket);
  const quantity = Math.min(Math.max(1, chosen), max);
  const selling = ticket.availability === 'on_sale';
  const set = (value: number) => setChosen(Math.min(Math.max(1, Math.round(value) || 1), max));

  return (
    <div className="spw-commerce" data-availability={ticket.availability}>
      <CommerceHead title={ticketName(ticket, locale)} back={back} />
      <div className="spw-commerce__columns">
        <section className="spw-commerce__main">
          <p className="spw-commerce__prose">{ticketDescription(ticket, locale)}</p>
          <Facts
            items={[
              {
                label: t('ticket.salePeriod'),
                value: salePeriod(intl, ticket),
              },
              { label: t('ticket.quantity'), value: t('ticket.perOrder', { count: ticket.per_order }) },
            ]}
          />
        </section>
        <Card variant="outline" asChild>
          <aside className="spw-commerce__buy" aria-label={t('ticket.buy')}>
            <div className="spw-commerce__buy-head">
              <p className="spw-ticket-card__price">{formatTicketPrice(intl, ticket.price)}</p>
              <AvailabilityTag availability={ticket.availability} />
            </div>
            {selling || ticket.availability === 'coming_soon' ? (
              <p className="spw-commerce__muted">{t('ticket.remaining', { count: ticket.remaining })}</p>
            ) : null}
            {selling ? (
              <>
                <div className="spw-stepper" role="group" aria-labelledby={`${quantityId}-label`}>
                  <span id={`${quantityId}-label`} className="spw-stepper__label">
                    {t('ticket.quantity')}
                  </span>
                  <div className="spw-stepper__controls">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('ticket.quantity.decrease')}
                      disabled={quantity <= 1}
                      onClick={() => set(quantity - 1)}
                    >
                      −
                    </Button>
                    <input
                      id={quantityId}
                      className="spw-stepper__input"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={max}
                      value={quantity}
                      aria-labelledby={`${quantityId}-label`}
                      onChange={(event) => set(event.currentTarget.valueAsNumber)}
                    />
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('ticket.quantity.increase')}
                      disabled={quantity >= max}
                      onClick={() => set(quantity + 1)}
                    >
                      +
                    </Button>
                  </div>
                  <span className="spw-commerce__muted spw-stepper__hint">{t('ticket.perOrder', { count: max })}</span>
                </div>
                <p className="spw-commerce__total">
                  <span>{t('ticket.total')}</span>
                  <strong aria-live="polite">{formatTicketPrice(intl, ticket.price * quantity)}</strong>
                </p>
              </>
            ) : null}
            <Button size="lg" className="spw-commerce__cta" disabled={!selling} onClick={() => onBuy(quantity)}>
              {selling ? t('ticket.buy') : t(AVAILABILITY_LABEL[ticket.availability])}
            </Button>
          </aside>
        </Card>
      </div>
    </div>
  );
}
