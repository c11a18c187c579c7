import { ShareCardScreen } from '@spw/ui/features/commerce/ShareCardScreen';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api.ts';
import { idParam, pageStatus } from '../events/events.ts';
import { useHashSearch } from '../../app/location.ts';
import { hrefTo } from '../../app/href.ts';

/** /eventsUser/share?uid=&events_id=: a member's attendance card, public, to share by link or screenshot. */
export default function SharePage() {
  const search = new URLSearchParams(useHashSearch());
  const uid = idParam(search.get('uid'));
  const eventsId = idParam(search.get('events_id'));
  const [copied, setCopied] = useState(false);
  const card = useQuery({
    queryKey: ['/eventsUser/share', uid, eventsId],
    queryFn: ({ signal }) => api.get('/eventsUser/share', { query: { uid: uid ?? 0, events_id: eventsId ?? 0 }, signal }),
    enabled: uid !== null && eventsId !== null,
  });
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  const status = pageStatus(card, uid !== null && eventsId !== null);
  return (
    <ShareCardScreen
      status={status}
      card={card.data ?? null}
      copied={copied}
      onCopyLink={() => {
        navigator.clipboard.writeText(location.href).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
      eventHref={hrefTo('/events/index', { events_id: eventsId ?? undefined })}
      onRetry={() => void card.refetch()}
    />
  );
}
