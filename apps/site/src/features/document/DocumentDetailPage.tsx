import { useStore } from '@nanostores/react';
import { pickText } from '@spw/i18n';
import { DocumentDetailScreen } from '@spw/ui/features/document/DocumentDetailScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import type { components } from '@spw/api';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { followDownload } from '../../app/download.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { userAtom } from '../../app/session.ts';

type Document = components['schemas']['Document'];

/**
 * /document/detail?id=: a published report's abstract and first pages for anyone; members download
 * the PDF through a link signed for them (the browser follows it: the file is saved, not shown).
 */
export default function DocumentDetailPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const user = useStore(userAtom);
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const key = ['/document/get', id];
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get('/document/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const download = useMutation({
    mutationFn: () => api.post('/document/download', { body: { id: id ?? 0 }, quiet: true }),
    onSuccess: (link) => {
      queryClient.setQueryData<Document>(key, (old) => (old ? { ...old, download_amount: link.download_amount } : old));
      followDownload(link.url);
    },
  });
  const doc = q.data;
  const locale = intl.locale.startsWith('en') ? 'en' : 'zh';
  usePageTitle(
    doc ? pickText(locale, doc.title, doc.en_title) : undefined,
    doc ? pickText(locale, doc.summary, doc.en_summary).slice(0, 140) : undefined,
  );
  const notFound = id === null || isNotFound(q.error);
  return (
    <DocumentDetailScreen
      status={notFound ? 'notFound' : q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      document={doc}
      signedIn={user !== null}
      loginHref={hrefTo(LOGIN_PATH, { redirect: `/document/detail?id=${id ?? ''}` })}
      onDownload={() => {
        if (!download.isPending) download.mutate();
      }}
      downloading={download.isPending}
      downloadError={download.error ? download.error.message || intl.formatMessage({ id: 'document.detail.downloadFailed' }) : undefined}
      listHref={hrefTo('/document/list')}
      tagHref={(tag) => hrefTo('/document/list', { tag })}
      onRetry={() => void q.refetch()}
    />
  );
}
