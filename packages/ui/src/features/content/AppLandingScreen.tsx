import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { useT } from '../../lib/intl.tsx';
import { TicketQr } from '../commerce/TicketQr.tsx';
import './appLanding.css';

type AppLinks = components['schemas']['AppLinks'];

export interface AppLandingScreenProps {
  status: 'loading' | 'error' | 'ready';
  siteName: string;
  apps: AppLinks | null;
  /** In WeChat's own browser: the mini program opens by its link (a button); elsewhere a QR code to scan with WeChat. */
  inWechat: boolean;
  onRetry?: () => void;
  /** The site's home. */
  homeHref: string;
}

/** What the links offer: a part shows only when something of it is given ('' means not offered). */
function offeredOf(apps: AppLinks | null) {
  const has = (value: string | undefined) => (value ?? '').trim() !== '';
  return {
    mini: has(apps?.mini_program_name) || has(apps?.mini_program_link),
    account: has(apps?.official_account) || has(apps?.official_account_link),
    apps: has(apps?.ios_url) || has(apps?.android_url),
  };
}

/** 'Search for “name” in WeChat': the name as WeChat shows it, not for translating. */
function SearchLine({ id, name }: { id: MessageKey; name: string }) {
  const intl = useIntl();
  return (
    <p className="spw-mp-card__search">
      {intl.formatMessage(
        { id },
        {
          name: (
            <span className="spw-mp-card__search-name" translate="no">
              {name}
            </span>
          ),
        },
      )}
    </p>
  );
}

/** One thing offered: a card with its heading, the heading naming the section. */
function Part({ heading, kind, children }: { heading: string; kind: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card asChild>
      <section className="spw-mp-card" data-part={kind} aria-labelledby={id}>
        <h2 id={id} className="spw-mp-card__heading">
          {heading}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/**
 * /h5/mp: the mobile landing, mostly opened on phones: the WeChat mini program (opened by its link
 * in WeChat, a code to scan elsewhere), the official account and the apps, each only when offered.
 */
export function AppLandingScreen({ status, siteName, apps, inWechat, onRetry, homeHref }: AppLandingScreenProps) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;
  const offered = offeredOf(apps);

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className="spw-mp__parts">
        <Skeleton variant="block" height={300} className="spw-mp__placeholder" />
        <Skeleton variant="block" height={220} announce={false} className="spw-mp__placeholder" />
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('mp.error')} onRetry={onRetry} />;
  } else if (!apps || !(offered.mini || offered.account || offered.apps)) {
    body = <EmptyState title={t('mp.empty')} />;
  } else {
    const miniName = apps.mini_program_name.trim();
    const miniLink = apps.mini_program_link.trim();
    const accountName = apps.official_account.trim();
    const accountLink = apps.official_account_link.trim();
    body = (
      <div className="spw-mp__parts">
        {offered.mini ? (
          <Part heading={t('mp.mini.heading')} kind="mini">
            {miniName ? (
              <p className="spw-mp-card__name" translate="no">
                {miniName}
              </p>
            ) : null}
            {miniLink && inWechat ? (
              <Button asChild size="lg" className="spw-mp-card__open">
                <a href={miniLink}>{t('mp.mini.open')}</a>
              </Button>
            ) : miniLink ? (
              <div className="spw-mp-card__code">
                <TicketQr value={miniLink} label={t('mp.mini.qrLabel')} className="spw-mp-card__qr" />
                <p className="spw-mp-card__scan">{t('mp.mini.scan')}</p>
              </div>
            ) : (
              <SearchLine id="mp.mini.search" name={miniName} />
            )}
          </Part>
        ) : null}
        {offered.account ? (
          <Part heading={t('mp.account.heading')} kind="account">
            {accountName ? (
              <p className="spw-mp-card__name" translate="no">
                {accountName}
              </p>
            ) : null}
            {accountLink ? (
              <div className="spw-mp-card__code">
                <TicketQr value={accountLink} label={t('mp.account.qrLabel')} className="spw-mp-card__qr spw-mp-card__qr--small" />
              </div>
            ) : null}
            {accountName ? <SearchLine id="mp.account.search" name={accountName} /> : null}
          </Part>
        ) : null}
        {offered.apps ? (
          <Part heading={t('mp.apps.heading')} kind="apps">
            <div className="spw-mp-card__stores">
              {apps.ios_url.trim() ? (
                <Button asChild variant="secondary">
                  <a href={apps.ios_url} rel="noopener">
                    {t('mp.apps.ios')}
                  </a>
                </Button>
              ) : null}
              {apps.android_url.trim() ? (
                <Button asChild variant="secondary">
                  <a href={apps.android_url} rel="noopener">
                    {t('mp.apps.android')}
                  </a>
                </Button>
              ) : null}
            </div>
          </Part>
        ) : null}
      </div>
    );
  }

  return (
    <main className="spw-mp" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <header className="spw-mp__head">
        <span className="spw-mp__mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </span>
        <h1 id={headingId} className="spw-mp__heading">
          {t('mp.heading', { siteName })}
        </h1>
        <p className="spw-mp__lead">{t('mp.lead')}</p>
      </header>
      {body}
      <Button asChild variant="ghost" className="spw-mp__home">
        <a href={homeHref}>{t('mp.home')}</a>
      </Button>
    </main>
  );
}
