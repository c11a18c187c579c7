import { ApiError } from '@spw/api';
import { NetdiskShareScreen } from '@spw/ui/features/netdisk/NetdiskShareScreen';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { HOME_PATH, hrefTo } from '../../app/href.ts';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * /netdisk/share?token=…: the page a share link opens, for anyone. A link that no longer works (or
 * never did) shows one message, whatever the reason; the password is checked by the server, whose
 * answer is the same for a wrong one and a dead link.
 */
export default function NetdiskSharePage() {
  const intl = useIntl();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const valid = TOKEN.test(token);
  const q = useQuery({
    queryKey: ['/netdisk/share/get', token],
    queryFn: ({ signal }) => api.get('/netdisk/share/get', { query: { token }, signal }),
    enabled: valid,
    retry: retryUnlessNotFound,
  });
  const gone = !valid || isNotFound(q.error);
  return (
    <NetdiskShareScreen
      status={gone ? 'gone' : q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      share={q.data ?? null}
      homeHref={hrefTo(HOME_PATH)}
      onRetry={() => void q.refetch()}
      onDownload={async (password) => {
        try {
          const link = await api.post('/netdisk/share/open', { body: { token, password }, quiet: true });
          // The signed link is the file itself (an attachment): the browser downloads it and stays here.
          window.location.assign(link.url);
          return null;
        } catch (error) {
          return error instanceof ApiError ? error.msg : intl.formatMessage({ id: 'netdisk.site.networkFailed' });
        }
      }}
    />
  );
}
