import type { components } from '@spw/api';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { initialsOf } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Tag } from '../../components/Tag.tsx';
import { useT } from '../../lib/intl.tsx';
import { POST_CATEGORY_LABEL } from './PostListScreen.tsx';
import { ProductPrice, ShareCardFrame, ShareCardNames, ShareCardSkeleton, useBilingual, type BilingualText } from './ProductCardScreen.tsx';
import './share-card.css';

type CompanyPublic = components['schemas']['CompanyPublic'];
type Product = components['schemas']['Product'];

export interface CompanyCardScreenProps {
  /** null and not loading/error: not found → '该企业不存在或尚未通过审核' with a link to homeHref. */
  company: CompanyPublic | null;
  /** Its published products (a first page). */
  products: Product[];
  /** '共 N 件产品'. */
  productsTotal: number;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The absolute URL of this card, for the QR code. */
  cardUrl: string;
  homeHref: string;
  productHrefOf: (product: Product) => string;
  onCopyLink: () => void;
}

/** A `tel:` link's number: the digits and a leading +, without the spaces and brackets people write. */
const telOf = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** A website as a link only when it is one (http or https; a bare domain gets https): never a `javascript:` URL. */
function webHref(website: string): string | null {
  const url = website.trim();
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url)) return url;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(url)) return `https://${url}`;
  return null;
}

/** The intro, clamped to six lines with a toggle when it is longer. */
function Intro({ intro }: { intro: BilingualText }) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [long, setLong] = useState(false);

  // Measured while clamped, and again when the width changes: only text cut short gets a toggle.
  useLayoutEffect(() => {
    const text = ref.current;
    if (!text || open) return undefined;
    const measure = () => setLong(text.scrollHeight > text.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [open, intro.text]);

  return (
    <>
      {/* The company's words: plain text, line breaks kept. */}
      <p ref={ref} id={id} className="spw-share-card__text" data-clamped={open ? undefined : ''} translate="no" lang={intro.lang}>
        {intro.text}
      </p>
      {long ? (
        <Button
          variant="ghost"
          size="sm"
          className="spw-share-card__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
        >
          {t(open ? 'shareCard.company.collapse' : 'shareCard.company.expand')}
        </Button>
      ) : null}
    </>
  );
}

/** A labelled section with its h2. */
function Section({ heading, extra, children }: { heading: string; extra?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="spw-share-card__section" aria-labelledby={id}>
      <div className="spw-share-card__section-head">
        <h2 id={id} className="spw-share-card__heading">
          {heading}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/**
 * /company/card: an approved company as a standalone card to open from WeChat: logo, names,
 * categories, contacts, intro, pictures and products, with the QR code of this card.
 */
export function CompanyCardScreen({
  company,
  products,
  productsTotal,
  loading = false,
  error = null,
  onRetry,
  cardUrl,
  homeHref,
  productHrefOf,
  onCopyLink,
}: CompanyCardScreenProps) {
  const t = useT();
  const pick = useBilingual();
  const titleId = `${useId()}-title`;

  if (loading || error !== null || !company) {
    let body: ReactNode;
    if (loading) body = <ShareCardSkeleton />;
    else if (error !== null) body = <LoadError title={t('shareCard.company.error')} description={error || undefined} onRetry={onRetry} />;
    else {
      body = (
        <EmptyState
          title={t('shareCard.company.notFound')}
          action={
            <Button asChild variant="secondary">
              <a href={homeHref}>{t('shareCard.backHome')}</a>
            </Button>
          }
        />
      );
    }
    return (
      <ShareCardFrame busy={loading} share={null} homeHref={homeHref}>
        {body}
      </ShareCardFrame>
    );
  }

  const name = pick(company.name, company.en_name);
  const address = pick(company.address, company.en_address);
  const intro = pick(company.intro, company.en_intro);
  const website = company.website.trim();
  const websiteHref = webHref(website);

  const facts: { key: string; label: string; value: ReactNode }[] = [];
  if (company.licence_no) facts.push({ key: 'licence', label: t('shareCard.company.licence'), value: company.licence_no });
  if (address.text) {
    facts.push({
      key: 'address',
      label: t('shareCard.company.address'),
      value: <span lang={address.lang}>{address.text}</span>,
    });
  }
  if (company.contact_name) facts.push({ key: 'contact', label: t('shareCard.company.contact'), value: company.contact_name });
  if (company.phone)
    facts.push({ key: 'phone', label: t('shareCard.company.phone'), value: <a href={telOf(company.phone)}>{company.phone}</a> });
  if (company.email) {
    facts.push({ key: 'email', label: t('shareCard.company.email'), value: <a href={`mailto:${company.email}`}>{company.email}</a> });
  }
  if (website) {
    facts.push({
      key: 'website',
      label: t('shareCard.company.website'),
      value: websiteHref ? (
        <a href={websiteHref} target="_blank" rel="noopener noreferrer">
          {website}
          <span className="spw-visually-hidden">{t('shareCard.newWindow')}</span>
        </a>
      ) : (
        website
      ),
    });
  }

  return (
    <ShareCardFrame labelledBy={titleId} share={{ url: cardUrl, name: name.text, onCopyLink }} homeHref={homeHref}>
      <header className="spw-share-card__head spw-share-card__head--company">
        {company.logo ? (
          <img className="spw-share-card__logo" src={company.logo} alt="" width={72} height={72} decoding="async" />
        ) : (
          <span className="spw-share-card__logo spw-share-card__logo--empty" aria-hidden="true" translate="no">
            {initialsOf(name.text)}
          </span>
        )}
        <div className="spw-share-card__head-text">
          <ShareCardNames id={titleId} zh={company.name} en={company.en_name} />
          {company.categories.length > 0 ? (
            <ul className="spw-share-card__tags" aria-label={t('shareCard.company.categories')}>
              {company.categories.map((category) => (
                <li key={category}>
                  <Tag tone="gold" size="sm">
                    {t(POST_CATEGORY_LABEL[category])}
                  </Tag>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>

      {facts.length > 0 ? (
        <Section heading={t('shareCard.company.facts')}>
          <dl className="spw-share-card__facts">
            {facts.map((fact) => (
              <div key={fact.key}>
                <dt>{fact.label}</dt>
                {/* The company's details, as written. */}
                <dd translate="no">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}

      {intro.text.trim() ? (
        <Section heading={t('shareCard.company.intro')}>
          <Intro key={intro.text} intro={intro} />
        </Section>
      ) : null}

      {company.pictures.length > 0 ? (
        <Section heading={t('shareCard.company.pictures')}>
          <ul className="spw-share-card__pictures">
            {company.pictures.map((url, i) => (
              <li key={`${i}-${url}`}>
                <img
                  src={url}
                  alt={t('shareCard.company.pictureAlt', { name: name.text, n: i + 1 })}
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section
        heading={t('shareCard.company.products')}
        extra={
          productsTotal > 0 ? <p className="spw-share-card__count">{t('shareCard.company.productsTotal', { n: productsTotal })}</p> : null
        }
      >
        {products.length === 0 ? (
          <p className="spw-share-card__none">{t('shareCard.company.noProducts')}</p>
        ) : (
          <ul className="spw-share-card__products">
            {products.map((product) => {
              const productName = pick(product.name, product.en_name);
              const cover = product.pictures[0];
              return (
                <li key={product.id}>
                  <a className="spw-share-card__product" href={productHrefOf(product)}>
                    {cover ? (
                      <img className="spw-share-card__cover" src={cover} alt="" width={400} height={400} loading="lazy" decoding="async" />
                    ) : (
                      <span className="spw-share-card__cover" aria-hidden="true" />
                    )}
                    <h3 className="spw-share-card__product-name" translate="no" lang={productName.lang}>
                      {productName.text}
                    </h3>
                    <ProductPrice className="spw-share-card__product-price" price={product.price} unit={product.unit} />
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
    </ShareCardFrame>
  );
}
