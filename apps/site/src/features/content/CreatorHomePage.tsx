import { useStore } from '@nanostores/react';
import { CreatorHomeScreen } from '@spw/ui/features/creator/CreatorHomeScreen';
import { creatorEntriesFor } from '@spw/ui/layouts/SectionLayouts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { hrefTo, hrefToAny } from '../../app/href.ts';
import { userAtom } from '../../app/session.ts';

/** /creator/index: the creator centre's home: the member's articles by state, and the tools they may open. */
export default function CreatorHomePage() {
  const user = useStore(userAtom);
  const permission = user?.permission ?? {};
  const writes = permission.article === '1';
  const stats = useQuery({
    queryKey: ['/article/myStats', user?.id],
    queryFn: ({ signal }) => api.get('/article/myStats', { signal }),
    enabled: writes,
  });
  const entries = creatorEntriesFor(permission, user?.role === 'admin').map((e) => ({
    path: e.path,
    label: e.label,
    href: hrefToAny(e.path),
  }));
  return (
    <CreatorHomeScreen
      status={!user || (writes && stats.isPending) ? 'loading' : writes && stats.isError ? 'error' : 'ready'}
      nickname={user?.nickname ?? ''}
      entries={entries}
      articleCounts={writes ? (stats.data ?? null) : null}
      countHrefOf={(filter) => hrefTo('/creator/article/list', { filter })}
      writeHref={writes ? hrefTo('/creator/article/add') : undefined}
      onRetry={() => void stats.refetch()}
    />
  );
}
