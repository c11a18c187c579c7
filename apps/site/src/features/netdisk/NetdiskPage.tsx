import { ApiError } from '@spw/api';
import { NetdiskScreen } from '@spw/ui/features/netdisk/NetdiskScreen';
import { NetdiskShareDialog } from '@spw/ui/features/netdisk/NetdiskShareDialog';
import { NetdiskUploads } from '@spw/ui/features/netdisk/NetdiskUploads';
import { shareHref, type NetdiskEntry, type NetdiskItem } from '@spw/ui/features/netdisk/netdiskShared';
import type { MessageKey } from '@spw/i18n';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { pushToast } from '../../app/toasts.ts';
import { NETDISK_ROWS } from './routes.ts';
import { useUploads } from './useUploads.ts';

const PAGE = '/creator/utils/netdisk';

/** What a dialog shows when a save is refused: the server's message, or a network failure's. */
function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.msg : fallback;
}

/**
 * /creator/utils/netdisk: the creator's files (?folder=id, ?page=n) and the bin (?view=bin), the
 * upload queue above them, and the share dialog of one file.
 */
export default function NetdiskPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const bin = search.get('view') === 'bin';
  const folderId = bin ? 0 : (idParam(search.get('folder')) ?? 0);
  const page = pageParam(search);
  const [sharing, setSharing] = useState<NetdiskEntry | null>(null);
  const [busyKey, setBusyKey] = useState<string | undefined>();
  const failed = intl.formatMessage({ id: 'netdisk.site.networkFailed' });

  const settle = () => queryClient.invalidateQueries({ queryKey: ['netdisk'] });
  const uploads = useUploads(() => void settle());

  const files = useQuery({
    queryKey: ['netdisk', 'lists', folderId, page],
    queryFn: ({ signal }) => api.get('/netdisk/lists', { query: { folder_id: folderId, page, rows: NETDISK_ROWS }, signal }),
    enabled: !bin,
    placeholderData: keepPreviousData,
  });
  const binned = useQuery({
    queryKey: ['netdisk', 'bin', page],
    queryFn: ({ signal }) => api.get('/netdisk/bin', { query: { page, rows: NETDISK_ROWS }, signal }),
    enabled: bin,
    placeholderData: keepPreviousData,
  });
  const folders = useQuery({
    queryKey: ['netdisk', 'folders'],
    queryFn: ({ signal }) => api.get('/netdisk/folders', { signal }),
    enabled: !bin,
  });
  const shares = useQuery({
    queryKey: ['netdisk', 'shares', sharing?.id],
    queryFn: ({ signal }) => api.get('/netdisk/share/lists', { query: { file_id: sharing?.id ?? 0 }, signal }),
    enabled: sharing !== null,
  });

  const current = bin ? binned : files;
  const hrefOf = (query: Record<string, string | number | undefined>) => hrefTo(PAGE, query);
  const folderHref = (id: number) => hrefOf(id === 0 ? {} : { folder: id });

  /** Runs a write with the entry marked busy; a refusal is toasted by the client. */
  const act = useMutation({
    mutationFn: async ({ run }: { key?: string; run: () => Promise<unknown>; done: MessageKey }) => run(),
    onMutate: ({ key }) => setBusyKey(key),
    onSuccess: (_d, { done }) => pushToast('success', intl.formatMessage({ id: done })),
    onSettled: () => {
      setBusyKey(undefined);
      void settle();
    },
  });

  /** A dialog's save: null when it worked, else the message the dialog shows. */
  const save = async (run: () => Promise<unknown>, done: MessageKey): Promise<string | null> => {
    try {
      await run();
      pushToast('success', intl.formatMessage({ id: done }));
      void settle();
      return null;
    } catch (error) {
      return refusal(error, failed);
    }
  };

  const listing = files.data;
  const binListing = binned.data;
  return (
    <NetdiskScreen
      status={current.isPending ? 'loading' : current.isError ? 'error' : 'ready'}
      view={bin ? 'bin' : 'files'}
      path={listing?.path ?? []}
      entries={bin ? (binListing?.list ?? []) : (listing?.list ?? [])}
      usage={bin ? (binListing ?? null) : (listing ?? null)}
      {...paged(current.data, page, NETDISK_ROWS, (next) =>
        navigate(hrefOf({ ...(bin ? { view: 'bin' } : folderId ? { folder: folderId } : {}), page: next })),
      )}
      folderHref={folderHref}
      filesHref={hrefOf({})}
      binHref={hrefOf({ view: 'bin' })}
      folders={folders.data}
      busyKey={busyKey}
      onRetry={() => void current.refetch()}
      onUpload={(list) => uploads.add(list, folderId)}
      onCreateFolder={(name) =>
        save(() => api.post('/netdisk/folder/add', { body: { parent_id: folderId, name }, quiet: true }), 'netdisk.site.folderAdded')
      }
      onRename={(entry, name) =>
        save(() => api.post('/netdisk/rename', { body: { kind: entry.kind, id: entry.id, name }, quiet: true }), 'netdisk.site.renamed')
      }
      onMove={(items: NetdiskItem[], to: number) =>
        save(() => api.post('/netdisk/move', { body: { items, folder_id: to }, quiet: true }), 'netdisk.site.moved')
      }
      onDelete={(items) => act.mutate({ run: () => api.post('/netdisk/delete', { body: { items } }), done: 'netdisk.site.binned' })}
      onRestore={(items) => act.mutate({ run: () => api.post('/netdisk/restore', { body: { items } }), done: 'netdisk.site.restored' })}
      onPurge={(items) =>
        act.mutate({ run: () => api.post('/netdisk/purge', { body: { items, all: false } }), done: 'netdisk.site.purged' })
      }
      onEmptyBin={() =>
        act.mutate({ run: () => api.post('/netdisk/purge', { body: { items: [], all: true } }), done: 'netdisk.site.purged' })
      }
      onDownload={(entry) => {
        setBusyKey(`file-${entry.id}`);
        api
          .post('/netdisk/download', { body: { id: entry.id } })
          .then((link) => {
            // The signed link is the file itself (an attachment): the browser downloads it and stays here.
            window.location.assign(link.url);
          })
          .catch(() => undefined)
          .finally(() => setBusyKey(undefined));
      }}
      onShare={(entry) => {
        // The links' counts move while the dialog is closed (visitors download): read them afresh.
        void queryClient.invalidateQueries({ queryKey: ['netdisk', 'shares', entry.id] });
        setSharing(entry);
      }}
    >
      <NetdiskUploads rows={uploads.rows} onCancel={uploads.cancel} onRetry={uploads.retry} onClear={uploads.clear} />
      {sharing && (
        <NetdiskShareDialog
          file={sharing}
          open
          onClose={() => setSharing(null)}
          status={shares.isPending ? 'loading' : shares.isError ? 'error' : 'ready'}
          shares={shares.data ?? []}
          onRetry={() => void shares.refetch()}
          onCreate={(input) =>
            save(() => api.post('/netdisk/share/add', { body: { file_id: sharing.id, ...input }, quiet: true }), 'netdisk.site.shareAdded')
          }
          onRevoke={(share) =>
            act.mutate({ run: () => api.post('/netdisk/share/revoke', { body: { id: share.id } }), done: 'netdisk.site.shareRevoked' })
          }
          linkOf={(share) => shareHref(`${window.location.origin}${window.location.pathname}`, share.token)}
          onCopy={(text) => {
            navigator.clipboard.writeText(text).then(
              () => pushToast('success', intl.formatMessage({ id: 'netdisk.site.copied' })),
              () => pushToast('error', intl.formatMessage({ id: 'netdisk.site.copyFailed' })),
            );
          }}
        />
      )}
    </NetdiskScreen>
  );
}
