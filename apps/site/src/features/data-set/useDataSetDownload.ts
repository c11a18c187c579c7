import type { components } from '@spw/api';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { followDownload } from '../../app/download.ts';

type DataSet = components['schemas']['DataSet'];

/**
 * A data set file's download: counted by the server, which answers a signed link the browser
 * follows (the file is saved, the page stays). The set shown under `key` takes the new counts.
 */
export function useDataSetDownload(key: QueryKey) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const download = useMutation({
    mutationFn: (fileId: number) => api.post('/dataSet/download', { body: { id: fileId }, quiet: true }),
    onSuccess: (link, fileId) => {
      queryClient.setQueryData<DataSet>(key, (old) => {
        if (!old) return old;
        const counted = <F extends { id: number; download_amount: number }>(f: F): F =>
          f.id === fileId ? { ...f, download_amount: link.download_amount } : f;
        return {
          ...old,
          download_amount: old.download_amount + 1,
          files: old.files.map(counted),
          versions: old.versions.map((v) => ({ ...v, files: v.files.map(counted) })),
        };
      });
      followDownload(link.url);
    },
  });
  return {
    onDownload: (fileId: number) => {
      if (!download.isPending) download.mutate(fileId);
    },
    downloadingId: download.isPending ? download.variables : null,
    downloadError: download.error ? download.error.message || intl.formatMessage({ id: 'dataSet.site.downloadFailed' }) : undefined,
  };
}
