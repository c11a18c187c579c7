import { RegResultScreen } from '@spw/ui/features/commerce/RegResultScreen';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { api } from '../../app/api.ts';
import { editionQuery } from '../events/events.ts';
import { useHashSearch } from '../../app/location.ts';
import type { PageProps } from '../../app/route-types.ts';
import { readRegResult, useEditionParam } from './registration.ts';
import { hrefTo } from '../../app/href.ts';
import { tokenAtom } from '../../app/session.ts';

/**
 * /events/regResult and /form/regResult?events_id=&batch=: the delegates just registered. They
 * come from this tab's storage; a member's also from the server, so a link opened elsewhere works.
 */
export default function RegResultPage({ route }: PageProps) {
  const token = useStore(tokenAtom);
  const batch = new URLSearchParams(useHashSearch()).get('batch') ?? '';
  const param = useEditionParam();
  const stored = batch ? readRegResult(batch) : null;
  const member = route.path === '/events/regResult' && token !== null;
  const edition = useQuery({ ...editionQuery(param.id ?? 0), enabled: param.id !== null });
  const regs = useQuery({
    queryKey: ['/eventsReg/lists', param.id],
    queryFn: ({ signal }) => api.get('/eventsReg/lists', { query: { events_id: param.id ?? undefined }, signal }),
    enabled: member && stored === null && batch !== '' && param.id !== null,
  });
  const delegates = stored ?? regs.data?.list.filter((r) => r.batch === batch) ?? [];
  const status = delegates.length > 0 ? 'ready' : regs.isError ? 'error' : regs.isFetching || param.pending ? 'loading' : 'missing';
  const formPath = member ? '/events/reg' : '/form/reg';
  return (
    <RegResultScreen
      status={status}
      edition={edition.data ?? null}
      delegates={delegates}
      ticketsHref={member ? hrefTo('/ticket/list', { events_id: param.id ?? undefined }) : undefined}
      againHref={hrefTo(formPath, { events_id: param.id ?? undefined })}
      eventHref={hrefTo('/events/index', { events_id: param.id ?? undefined })}
      onRetry={() => void regs.refetch()}
    />
  );
}
