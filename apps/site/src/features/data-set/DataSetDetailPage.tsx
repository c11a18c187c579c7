import { useStore } from '@nanostores/react';
import { pickText } from '@spw/i18n';
import { DataSetDetailScreen } from '@spw/ui/features/data-set/DataSetDetailScreen';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { userAtom } from '../../app/session.ts';
import { useDataSetDownload } from './useDataSetDownload.ts';

/** /dataSet/detail?id=: a published data set for anyone; its files downloaded by anyone, or by members only. */
export default function DataSetDetailPage() {
  const intl = useIntl();
  const user = useStore(userAtom);
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const key = ['/dataSet/get', id];
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get('/dataSet/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const download = useDataSetDownload(key);
  const set = q.data;
  const locale = intl.locale.startsWith('en') ? 'en' : 'zh';
  usePageTitle(
    set ? pickText(locale, set.title, set.en_title) : undefined,
    set ? pickText(locale, set.description, set.en_description).slice(0, 140) : undefined,
  );
  const notFound = id === null || isNotFound(q.error);
  return (
    <DataSetDetailScreen
      set={set}
      loading={!notFound && q.isPending}
      error={notFound ? 'not-found' : q.isError ? 'failed' : undefined}
      onRetry={() => void q.refetch()}
      signedIn={user !== null}
      onSignIn={() => navigate(hrefTo(LOGIN_PATH, { redirect: `/dataSet/detail?id=${id ?? ''}` }))}
      {...download}
      listHref={hrefTo('/dataSet/list')}
    />
  );
}
