import type { MessageKey } from '@spw/i18n';
import { useState } from 'react';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { CommerceHead } from './CommerceParts.tsx';
import './commerce.css';

/** The rules, in reading order: each a heading and a paragraph in the catalogue. */
const RULES = [
  ['buyRule.seats.title', 'buyRule.seats.body'],
  ['buyRule.refund.title', 'buyRule.refund.body'],
  ['buyRule.badge.title', 'buyRule.badge.body'],
  ['buyRule.invoice.title', 'buyRule.invoice.body'],
] as const satisfies readonly (readonly [MessageKey, MessageKey])[];

export interface BuyRuleScreenProps {
  /** Called once the member has ticked 'I agree'. */
  onContinue: () => void;
  /** The ticket the member came from. */
  backHref: string;
}

/** The purchase rules (/order/buyRule): refunds, name badges, invoices; 'I agree' before going on. */
export function BuyRuleScreen({ onContinue, backHref }: BuyRuleScreenProps) {
  const t = useT();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  return (
    <div className="spw-commerce">
      <CommerceHead title={t('buyRule.title')} lead={t('buyRule.lead')} back={{ href: backHref, label: t('buyRule.back') }} />
      <ol className="spw-rules">
        {RULES.map(([title, body], index) => (
          <li key={title} className="spw-rules__item">
            <span className="spw-rules__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h2 className="spw-rules__title">{t(title)}</h2>
              <p className="spw-commerce__prose">{t(body)}</p>
            </div>
          </li>
        ))}
      </ol>
      <form
        className="spw-rules__agree"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!agreed) {
            setError(t('valid.agree.required'));
            return;
          }
          onContinue();
        }}
      >
        <CheckboxField
          label={t('buyRule.agree')}
          checked={agreed}
          error={error}
          onChange={(event) => {
            setAgreed(event.currentTarget.checked);
            if (event.currentTarget.checked) setError(undefined);
          }}
        />
        <Button type="submit" size="lg">
          {t('buyRule.continue')}
        </Button>
      </form>
    </div>
  );
}
