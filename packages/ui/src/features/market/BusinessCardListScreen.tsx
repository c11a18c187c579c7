import type { components } from '@spw/api';
import { useId, useState, type ReactNode } from 'react';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import type { UploadFn } from '../../components/Upload.tsx';
import { useT } from '../../lib/intl.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../primitives/Dialog.tsx';
import { TicketQr } from '../commerce/TicketQr.tsx';
import {
  BUSINESS_CARD_MAX,
  BusinessCardForm,
  businessCardValues,
  type BusinessCardFormProps,
  type BusinessCardValues,
} from './BusinessCardForm.tsx';
import './business-card.css';

type BusinessCard = components['schemas']['BusinessCard'];

export interface BusinessCardListScreenProps {
  status: 'loading' | 'error' | 'ready';
  cards: BusinessCard[];
  /** The site's origin ('https://spw.example'): a card's QR code and copied link are origin + share_url. */
  origin: string;
  /** The dialog's form: open for a new card ('new') or a card's id; the page keeps it. */
  editing: number | 'new' | null;
  /** Opens the form (a card's id, or 'new') or closes it (null: Cancel, Escape, the close button). */
  onEdit: (id: number | 'new' | null) => void;
  /** Sends the card's photo or logo (the site: /upload/file2server). */
  upload: UploadFn;
  /** The form's values, trimmed; the card's id when editing, null for a new one. The page closes the form once saved. */
  onSave: (values: BusinessCardValues, id: number | null) => void;
  saving: boolean;
  serverErrors?: BusinessCardFormProps['serverErrors'];
  /** Delete asks first (ConfirmDialog: '删除这张名片？' / '删除后分享链接和二维码将失效。'). */
  onDelete: (id: number) => void;
  /** The card being deleted: its buttons wait. */
  deletingId: number | null;
  /** Copies origin + share_url (the page writes to the clipboard and toasts). */
  onCopyLink: (card: BusinessCard) => void;
  onRetry?: () => void;
}

/** The link a card's QR code holds and its vCard downloads from. */
export const businessCardLink = (origin: string, card: Pick<BusinessCard, 'share_url'>) => origin.replace(/\/+$/, '') + card.share_url;

/** A `tel:` link's number: the digits and a leading +, without the spaces and brackets people write. */
const telOf = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** 'Position · Company', either part may be missing. */
const roleLine = (position: string, company: string) => [position, company].filter(Boolean).join(' · ');

/**
 * /creator/businessCard/list: the creator's business cards (up to ten), two to a row on a desktop.
 * Each card shows its person and contacts, and can be edited or deleted (after a confirm), downloaded
 * as a vCard, shown as a QR code, or its link copied. The form opens in a dialog.
 */
export function BusinessCardListScreen({
  status,
  cards,
  origin,
  editing,
  onEdit,
  upload,
  onSave,
  saving,
  serverErrors,
  onDelete,
  deletingId,
  onCopyLink,
  onRetry,
}: BusinessCardListScreenProps) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;
  const fullId = `${id}-full`;
  const [asking, setAsking] = useState<BusinessCard | null>(null);
  const [qrId, setQrId] = useState<number | null>(null);

  const ready = status === 'ready';
  const full = ready && cards.length >= BUSINESS_CARD_MAX;
  const edited = typeof editing === 'number' ? (cards.find((card) => card.id === editing) ?? null) : null;
  const formOpen = editing === 'new' || edited !== null;
  const qrCard = qrId === null ? null : (cards.find((card) => card.id === qrId) ?? null);

  const addButton = (
    <Button onClick={() => onEdit('new')} disabled={!ready || full} aria-describedby={full ? fullId : undefined}>
      <svg className="spw-business-cards__plus" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {t('businessCard.add')}
    </Button>
  );

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className="spw-business-cards__list" data-loading="">
        <Skeleton variant="block" height={236} />
        <Skeleton variant="block" height={236} announce={false} />
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('businessCard.loadFailed')} onRetry={onRetry} />;
  } else if (cards.length === 0) {
    body = <EmptyState title={t('businessCard.empty')} description={t('businessCard.emptyText')} action={addButton} />;
  } else {
    body = (
      <ul className="spw-business-cards__list" aria-label={t('businessCard.list')}>
        {cards.map((card) => (
          <li key={card.id}>
            <BusinessCardItem
              card={card}
              link={businessCardLink(origin, card)}
              busy={deletingId === card.id}
              onEdit={() => onEdit(card.id)}
              onDelete={() => setAsking(card)}
              onQr={() => setQrId(card.id)}
              onCopyLink={() => onCopyLink(card)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="spw-business-cards" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <header className="spw-business-cards__head">
        <div className="spw-business-cards__title">
          <h1 id={headingId} className="spw-business-cards__heading">
            {t('businessCard.heading')}
          </h1>
          <p className="spw-business-cards__lead">{t('businessCard.lead')}</p>
        </div>
        {ready && cards.length === 0 ? null : (
          <div className="spw-business-cards__add">
            {addButton}
            {full ? (
              <p id={fullId} className="spw-business-cards__note">
                {t('businessCard.full', { max: BUSINESS_CARD_MAX })}
              </p>
            ) : null}
          </div>
        )}
      </header>
      {body}

      <Dialog
        open={formOpen}
        onOpenChange={(open) => {
          if (!open) onEdit(null);
        }}
      >
        <DialogContent className="spw-business-card-dialog">
          <DialogHeader>
            <DialogTitle>{t(edited ? 'businessCard.editTitle' : 'businessCard.add')}</DialogTitle>
            <DialogDescription>{t('field.required')}</DialogDescription>
          </DialogHeader>
          {/* Mounted afresh at each opening: it starts from the card's values, or empty. */}
          {formOpen ? (
            <BusinessCardForm
              key={edited ? edited.id : 'new'}
              mode={edited ? 'edit' : 'add'}
              initial={edited ? businessCardValues(edited) : undefined}
              upload={upload}
              onSubmit={(values) => onSave(values, edited ? edited.id : null)}
              submitting={saving}
              serverErrors={serverErrors}
              onCancel={() => onEdit(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog
        open={qrCard !== null}
        onOpenChange={(open) => {
          if (!open) setQrId(null);
        }}
      >
        <DialogContent className="spw-business-card-qr">
          {qrCard ? <QrBody card={qrCard} link={businessCardLink(origin, qrCard)} onCopyLink={() => onCopyLink(qrCard)} /> : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('businessCard.deleteTitle')}
        description={t('businessCard.deleteBody')}
        confirmLabel={t('businessCard.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          if (asking) onDelete(asking.id);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

/** A button's words and, for a screen reader, whose card it acts on ('编辑 周晓岚'). */
function Named({ label, name }: { label: string; name: string }) {
  return (
    <>
      {label}
      <span className="spw-visually-hidden" translate="no">
        {' '}
        {name}
      </span>
    </>
  );
}

interface BusinessCardItemProps {
  card: BusinessCard;
  link: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onQr: () => void;
  onCopyLink: () => void;
}

function BusinessCardItem({ card, link, busy, onEdit, onDelete, onQr, onCopyLink }: BusinessCardItemProps) {
  const t = useT();
  const nameId = useId();
  const role = roleLine(card.position, card.company);
  const enRole = roleLine(card.en_position, card.en_company);
  const hasContact = Boolean(card.phone || card.email || card.wechat || card.address || card.en_address);
  return (
    <Card asChild variant="outline" className="spw-business-card">
      <article aria-labelledby={nameId} aria-busy={busy || undefined}>
        <div className="spw-business-card__who">
          <Avatar src={card.avatar || undefined} name={card.name} size="lg" decorative />
          <div className="spw-business-card__names">
            <h2 id={nameId} className="spw-business-card__name" translate="no">
              {card.name}
            </h2>
            {card.en_name ? (
              <p className="spw-business-card__en-name" translate="no">
                {card.en_name}
              </p>
            ) : null}
            {role ? (
              <p className="spw-business-card__role" translate="no">
                {role}
              </p>
            ) : null}
            {enRole ? (
              <p className="spw-business-card__role spw-business-card__role--en" translate="no">
                {enRole}
              </p>
            ) : null}
          </div>
        </div>
        {hasContact ? (
          <dl className="spw-business-card__contact">
            {card.phone ? (
              <div>
                <dt>{t('businessCard.field.phone')}</dt>
                <dd translate="no">
                  <a href={telOf(card.phone)}>{card.phone}</a>
                </dd>
              </div>
            ) : null}
            {card.email ? (
              <div>
                <dt>{t('businessCard.field.email')}</dt>
                <dd translate="no">
                  <a href={`mailto:${card.email}`}>{card.email}</a>
                </dd>
              </div>
            ) : null}
            {card.wechat ? (
              <div>
                <dt>{t('businessCard.field.wechat')}</dt>
                <dd translate="no">{card.wechat}</dd>
              </div>
            ) : null}
            {card.address || card.en_address ? (
              <div>
                <dt>{t('businessCard.field.address')}</dt>
                <dd translate="no">
                  {card.address ? <span className="spw-business-card__line">{card.address}</span> : null}
                  {card.en_address ? <span className="spw-business-card__line">{card.en_address}</span> : null}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className="spw-business-card__actions">
          <div className="spw-business-card__share">
            <Button variant="secondary" size="sm" disabled={busy} onClick={onQr}>
              <Named label={t('businessCard.qr')} name={card.name} />
            </Button>
            <Button asChild variant="secondary" size="sm">
              <a href={link} download>
                <Named label={t('businessCard.download')} name={card.name} />
              </a>
            </Button>
            <Button variant="ghost" size="sm" disabled={busy} onClick={onCopyLink}>
              <Named label={t('businessCard.copy')} name={card.name} />
            </Button>
          </div>
          <div className="spw-business-card__manage">
            <Button variant="ghost" size="sm" disabled={busy} onClick={onEdit}>
              <Named label={t('businessCard.edit')} name={card.name} />
            </Button>
            <Button variant="ghost" size="sm" disabled={busy} loading={busy} onClick={onDelete}>
              <Named label={t('businessCard.delete')} name={card.name} />
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
}

/** The QR dialog's inside: the code (scanned, it saves the card), the card's name, copy and download. */
function QrBody({ card, link, onCopyLink }: { card: BusinessCard; link: string; onCopyLink: () => void }) {
  const t = useT();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('businessCard.qrTitle')}</DialogTitle>
        <DialogDescription>{t('businessCard.qrNote')}</DialogDescription>
      </DialogHeader>
      <div className="spw-business-card-qr__code">
        <TicketQr value={link} label={t('businessCard.qrLabel', { name: card.name })} className="spw-business-card-qr__image" />
        <p className="spw-business-card-qr__name" translate="no">
          {card.name}
          {card.en_name ? <span className="spw-business-card-qr__en">{card.en_name}</span> : null}
        </p>
      </div>
      <DialogFooter>
        <Button asChild variant="secondary">
          <a href={link} download>
            {t('businessCard.download')}
          </a>
        </Button>
        <Button onClick={onCopyLink}>{t('businessCard.copy')}</Button>
      </DialogFooter>
    </>
  );
}
