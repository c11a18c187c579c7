import type { components } from '@spw/api';
import { formatNumber, LANGUAGE_TAG, pickText } from '@spw/i18n';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { TicketQr } from '../commerce/TicketQr.tsx';
import { POST_CATEGORY_LABEL } from './PostListScreen.tsx';
import './share-card.css';

type Product = components['schemas']['Product'];

export interface ProductCardScreenProps {
  /** null and not loading/error: '该产品不存在或已下架' + link to homeHref. */
  product: Product | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The absolute URL of this card, for the QR code. */
  cardUrl: string;
  homeHref: string;
  /** The company's card when product.company.is_public: its logo and name as a link; else plain text. */
  companyHref: string | null;
  onCopyLink: () => void;
}

/* ----- Shared by the company and product cards ----- */

/** A bilingual field as the reader sees it, and its language when it is not the page's (an English page showing the Chinese). */
export interface BilingualText {
  text: string;
  lang: string | undefined;
}

/**
 * The reader's zh/en pick (`pickText`) with the language of what it picked: `pick(zh, en)` gives the English when reading
 * English and it is not empty, otherwise the Chinese, marked `lang="zh-CN"` on an English page.
 */
export function useBilingual(): (zh: string, en: string | null | undefined) => BilingualText {
  const locale = useLocale();
  return useCallback(
    (zh: string, en: string | null | undefined) => {
      const text = pickText(locale, zh, en);
      return { text, lang: locale === 'en' && text !== en ? LANGUAGE_TAG.zh : undefined };
    },
    [locale],
  );
}

/** A name in the reader's language as the heading, the other language's under it when both exist. */
export function ShareCardNames({ id, zh, en }: { id: string; zh: string; en: string }) {
  const locale = useLocale();
  const pickName = useBilingual();
  const main = pickName(zh, en);
  const hasEn = en.trim() !== '' && en.trim() !== zh.trim();
  const other = hasEn ? (main.text === en ? { text: zh, lang: LANGUAGE_TAG.zh } : { text: en, lang: LANGUAGE_TAG.en }) : null;
  return (
    <div className="spw-share-card__names">
      {/* Names as their company wrote them. */}
      <h1 id={id} className="spw-share-card__name" translate="no" lang={main.lang}>
        {main.text}
      </h1>
      {other ? (
        <p className="spw-share-card__other-name" translate="no" lang={other.lang === LANGUAGE_TAG[locale] ? undefined : other.lang}>
          {other.text}
        </p>
      ) : null}
    </div>
  );
}

/** '¥228.50 / 克' ('¥228.50' without a unit); null: '价格面议' / 'Price on request'. */
export function ProductPrice({ price, unit, className }: { price: number | null; unit: string; className?: string }) {
  const intl = useIntl();
  const t = useT();
  const locale = useLocale();
  if (price === null) return <span className={className}>{t('shareCard.priceOnRequest')}</span>;
  const amount = formatNumber(price, locale, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' });
  return (
    <span className={className}>
      {unit.trim()
        ? intl.formatMessage(
            { id: 'shareCard.pricePer' },
            {
              price: amount,
              // The unit as the company wrote it (克, 件, 套).
              unit: (
                <span key="unit" translate="no">
                  {unit}
                </span>
              ),
            },
          )
        : amount}
    </span>
  );
}

/** What a share card frames: its site's name on top; at the bottom the QR code, copy link and the site's home (once there is a card). */
export interface ShareCardFrameProps {
  /** The heading (h1) of the card shown; absent while loading, failed or not found. */
  labelledBy?: string;
  busy?: boolean;
  /** The card's URL and name for the QR code; null before there is a card to share. */
  share: { url: string; name: string; onCopyLink: () => void } | null;
  homeHref: string;
  children: ReactNode;
}

/** The printable sheet a company or product card is drawn on, centred, full width on a phone. */
export function ShareCardFrame({ labelledBy, busy, share, homeHref, children }: ShareCardFrameProps) {
  const t = useT();
  const Sheet = labelledBy ? 'article' : 'div';
  return (
    <div className="spw-share-card">
      <Sheet className="spw-share-card__sheet" aria-labelledby={labelledBy} aria-busy={busy || undefined}>
        <p className="spw-share-card__site">{t('shareCard.site')}</p>
        {children}
        <footer className="spw-share-card__foot">
          {share ? (
            <div className="spw-share-card__share">
              <TicketQr value={share.url} label={t('shareCard.qrLabel', { name: share.name })} className="spw-share-card__qr" />
              <div className="spw-share-card__share-text">
                <p className="spw-share-card__scan">{t('shareCard.scan')}</p>
                <Button variant="secondary" size="sm" className="spw-share-card__copy" onClick={share.onCopyLink}>
                  {t('shareCard.copyLink')}
                </Button>
              </div>
            </div>
          ) : null}
          <a className="spw-share-card__home" href={homeHref}>
            {t('shareCard.home')}
          </a>
        </footer>
      </Sheet>
    </div>
  );
}

/** The grey shapes while a card loads. */
export function ShareCardSkeleton() {
  return (
    <div className="spw-share-card__loading">
      <Skeleton variant="block" width="60%" height={28} announce />
      <Skeleton variant="block" width="100%" height={220} announce={false} />
      <Skeleton variant="lines" lines={4} announce={false} />
    </div>
  );
}

/* ----- The product card ----- */

const ALERT_ICON = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <path d="M10 5.5v5.5M10 13.6v.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

/** The first picture large; every picture as a thumbnail that shows it large. */
function Gallery({ pictures, name }: { pictures: string[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const total = pictures.length;
  const shown = Math.min(index, total - 1);
  const current = pictures[shown];
  if (current === undefined) return null;
  return (
    <section className="spw-share-card__gallery" aria-label={t('shareCard.product.pictures')}>
      <img
        className="spw-share-card__picture"
        src={current}
        alt={t('shareCard.product.pictureAlt', { name, n: shown + 1, total })}
        width={800}
        height={800}
        decoding="async"
      />
      {total > 1 ? (
        <ul className="spw-share-card__thumbs">
          {pictures.map((url, i) => (
            <li key={`${i}-${url}`}>
              <button
                type="button"
                className="spw-share-card__thumb"
                aria-label={t('shareCard.product.viewPicture', { n: i + 1 })}
                aria-pressed={i === shown}
                onClick={() => setIndex(i)}
              >
                <img src={url} alt="" width={64} height={64} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * /product/card: one product as a standalone card to open from WeChat: its pictures, names,
 * category and price, specs, description and company, with the QR code of this card.
 */
export function ProductCardScreen({
  product,
  loading = false,
  error = null,
  onRetry,
  cardUrl,
  homeHref,
  companyHref,
  onCopyLink,
}: ProductCardScreenProps) {
  const t = useT();
  const pick = useBilingual();
  const id = useId();
  const titleId = `${id}-title`;
  const specsId = `${id}-specs`;
  const descriptionId = `${id}-description`;
  const companyId = `${id}-company`;

  if (loading || error !== null || !product) {
    let body: ReactNode;
    if (loading) body = <ShareCardSkeleton />;
    else if (error !== null) body = <LoadError title={t('shareCard.product.error')} description={error || undefined} onRetry={onRetry} />;
    else {
      body = (
        <EmptyState
          title={t('shareCard.product.notFound')}
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

  const name = pick(product.name, product.en_name);
  const description = pick(product.description, product.en_description);
  const company = product.company;
  const companyName = pick(company.name, company.en_name);
  const companyLink = company.is_public ? companyHref : null;

  return (
    <ShareCardFrame labelledBy={titleId} share={{ url: cardUrl, name: name.text, onCopyLink }} homeHref={homeHref}>
      {product.is_published ? null : (
        <p className="spw-share-card__notice">
          {ALERT_ICON}
          <span>{t('shareCard.product.unpublished')}</span>
        </p>
      )}
      <Gallery key={product.id} pictures={product.pictures} name={name.text} />
      <header className="spw-share-card__head">
        <ShareCardNames id={titleId} zh={product.name} en={product.en_name} />
        <Tag tone="gold" size="sm" className="spw-share-card__category">
          {t(POST_CATEGORY_LABEL[product.category])}
        </Tag>
        <p className="spw-share-card__price">
          <span className="spw-visually-hidden">{t('shareCard.product.price')} </span>
          <ProductPrice price={product.price} unit={product.unit} />
        </p>
      </header>
      {product.specs.length > 0 ? (
        <section className="spw-share-card__section" aria-labelledby={specsId}>
          <h2 id={specsId} className="spw-share-card__heading">
            {t('shareCard.product.specs')}
          </h2>
          <table className="spw-share-card__specs" aria-labelledby={specsId}>
            <tbody>
              {product.specs.map((spec, i) => {
                const label = pick(spec.label, spec.en_label);
                return (
                  <tr key={`${i}-${spec.label}`}>
                    <th scope="row" translate="no" lang={label.lang}>
                      {label.text}
                    </th>
                    <td translate="no">{spec.value}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ) : null}
      {description.text.trim() ? (
        <section className="spw-share-card__section" aria-labelledby={descriptionId}>
          <h2 id={descriptionId} className="spw-share-card__heading">
            {t('shareCard.product.description')}
          </h2>
          {/* The company's words: plain text, line breaks kept. */}
          <p className="spw-share-card__text" translate="no" lang={description.lang}>
            {description.text}
          </p>
        </section>
      ) : null}
      <section className="spw-share-card__section" aria-labelledby={companyId}>
        <h2 id={companyId} className="spw-share-card__heading">
          {t('shareCard.product.company')}
        </h2>
        <p className="spw-share-card__company">
          {company.logo ? <img className="spw-share-card__company-logo" src={company.logo} alt="" width={40} height={40} /> : null}
          {companyLink ? (
            <a href={companyLink} translate="no" lang={companyName.lang}>
              {companyName.text}
            </a>
          ) : (
            <span translate="no" lang={companyName.lang}>
              {companyName.text}
            </span>
          )}
        </p>
      </section>
    </ShareCardFrame>
  );
}
