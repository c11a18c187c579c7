import { useId } from 'react';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import './visit.css';

export interface ServiceScreenProps {
  /** Registration for the current edition; none once it has closed. */
  registerHref?: string;
  ticketsHref: string;
  attractionsHref: string;
  contact: { email: string; phone: string };
}

const TOPICS = ['venue', 'checkin', 'hotel', 'transport', 'visa', 'invoice'] as const;

/** /events/service: what a delegate needs to know, from the venue to invoices. */
export function ServiceScreen({ registerHref, ticketsHref, attractionsHref, contact }: ServiceScreenProps) {
  const t = useT();
  const titleId = useId();
  const nextId = useId();
  return (
    <article className="spw-visit" aria-labelledby={titleId}>
      <header className="spw-visit__head">
        <h1 id={titleId}>{t('visit.service.title')}</h1>
        <p>{t('visit.service.lead')}</p>
      </header>
      <div className="spw-visit__grid">
        {TOPICS.map((topic) => (
          <section key={topic} className="spw-visit__topic" aria-labelledby={`${titleId}-${topic}`}>
            <h2 id={`${titleId}-${topic}`}>{t(`visit.service.${topic}.title`)}</h2>
            <p>{t(`visit.service.${topic}.body`)}</p>
          </section>
        ))}
        <section className="spw-visit__topic spw-visit__topic--contact" aria-labelledby={`${titleId}-contact`}>
          <h2 id={`${titleId}-contact`}>{t('visit.service.contact.title')}</h2>
          <p>{t('visit.service.contact.body')}</p>
          <p>
            <a href={`mailto:${contact.email}`}>{t('visit.service.contact.email', { email: contact.email })}</a>
          </p>
          <p>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{t('visit.service.contact.phone', { phone: contact.phone })}</a>
          </p>
        </section>
      </div>
      <nav className="spw-visit__next" aria-labelledby={nextId}>
        <h2 id={nextId}>{t('visit.service.actions')}</h2>
        <div className="spw-visit__actions">
          {registerHref ? (
            <Button asChild>
              <a href={registerHref}>{t('visit.service.register')}</a>
            </Button>
          ) : null}
          <Button asChild variant="secondary">
            <a href={ticketsHref}>{t('visit.service.tickets')}</a>
          </Button>
          <Button asChild variant="ghost">
            <a href={attractionsHref}>{t('visit.service.attractions')}</a>
          </Button>
        </div>
      </nav>
    </article>
  );
}
