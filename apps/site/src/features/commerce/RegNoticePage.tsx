import { RegNoticeScreen } from '@spw/ui/features/commerce/RegNoticeScreen';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { editionQuery } from '../events/events.ts';
import { useEditionParam } from './registration.ts';
import { hrefTo } from '../../app/href.ts';
import { tokenAtom } from '../../app/session.ts';

/** /events/regNotice?events_id=: the notes before registering, then on to the form. */
export default function RegNoticePage() {
  const token = useStore(tokenAtom);
  const param = useEditionParam();
  const edition = useQuery({ ...editionQuery(param.id ?? 0), enabled: param.id !== null });
  const status = param.invalid || param.failed || edition.isError ? 'error' : param.pending || edition.isPending ? 'loading' : 'ready';
  // Members register under their account; anyone else uses the public form.
  const formPath = token ? '/events/reg' : '/form/reg';
  return (
    <RegNoticeScreen
      status={status}
      edition={edition.data ?? null}
      registerHref={hrefTo(formPath, { events_id: param.id ?? undefined })}
      onRetry={() => void edition.refetch()}
    />
  );
}
