import { ApiError, ErrorCode, type components } from '@spw/api';
import { RegFormScreen, type CouponState, type RegistrationSubmit } from '@spw/ui/features/commerce/RegFormScreen';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { editionQuery, isNotFound } from '../events/events.ts';
import { navigate } from '../../app/location.ts';
import type { PageProps } from '../../app/route-types.ts';
import { saveRegResult, useEditionParam } from './registration.ts';
import { hrefTo } from '../../app/href.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';

type Registration = components['schemas']['Registration'];

/** The server's answer, on the field it names (data.field) or, for an email already registered, on that delegate's email. */
function fieldErrorsOf(error: unknown, body: RegistrationSubmit | undefined): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.data as { field?: unknown } | null;
  if (data && typeof data.field === 'string' && /^(delegates\[\d+\]\.\w+|coupon_code)$/.test(data.field)) {
    return { [data.field]: error.msg };
  }
  if (error.code === ErrorCode.Conflict && body) {
    const index = body.delegates.findIndex((d) => error.msg.toLowerCase().includes(d.email.toLowerCase()));
    if (index >= 0) return { [`delegates[${index}].email`]: error.msg };
  }
  if (/coupon|优惠码/i.test(error.msg) && body?.coupon_code) return { coupon_code: error.msg };
  return undefined;
}

/** /events/reg (a member) and /form/reg (anyone): one or several delegates for the edition. */
export default function RegFormPage({ route }: PageProps) {
  const intl = useIntl();
  const user = useStore(userAtom);
  // /form/reg is the public form; /events/reg and /eventSpecial/reg are the member's.
  const member = route.path !== '/form/reg' && user !== null;
  const param = useEditionParam();
  const edition = useQuery({ ...editionQuery(param.id ?? 0), enabled: param.id !== null });
  const [coupon, setCoupon] = useState<CouponState | null>(null);

  const reg = useMutation({
    mutationFn: (body: RegistrationSubmit) => api.post('/eventsReg/add', { body }),
    onSuccess: (data: { batch: string; list: Registration[] }) => {
      saveRegResult(data.batch, data.list);
      pushToast('success', intl.formatMessage({ id: 'reg.result.title' }));
      const result = member ? '/events/regResult' : '/form/regResult';
      navigate(`${hrefTo(result, { events_id: param.id ?? undefined, batch: data.batch }).slice(1)}`);
    },
  });
  const check = useMutation({
    mutationFn: (code: string) => api.get('/coupon/check', { query: { events_id: param.id ?? 0, coupon_code: code } }),
    onMutate: (code) => setCoupon({ status: 'checking', code }),
    onSuccess: (data, code) => setCoupon({ status: 'valid', code, coupon: data }),
    onError: (error, code) =>
      setCoupon({ status: 'invalid', code, message: error instanceof ApiError ? error.msg : intl.formatMessage({ id: 'common.error' }) }),
  });

  const status =
    param.invalid || isNotFound(edition.error)
      ? 'notFound'
      : param.failed || edition.isError
        ? 'error'
        : param.pending || edition.isPending
          ? 'loading'
          : edition.data.is_current
            ? 'ready'
            : 'closed';
  // Made once per failed submission: the form puts them on its fields when they change.
  const fieldErrors = useMemo(() => fieldErrorsOf(reg.error, reg.variables), [reg.error, reg.variables]);
  return (
    <RegFormScreen
      status={status}
      edition={edition.data ?? null}
      member={member}
      defaults={user ? { company: user.company, position: user.position, ...(user.email ? { email: user.email } : {}) } : undefined}
      onSubmit={(body) => reg.mutate(body)}
      submitting={reg.isPending}
      error={reg.error instanceof ApiError && !fieldErrors ? reg.error.msg : undefined}
      fieldErrors={fieldErrors}
      coupon={coupon}
      onCheckCoupon={(code) => check.mutate(code)}
      noticeHref={hrefTo('/events/regNotice', { events_id: param.id ?? undefined })}
      editionsHref={hrefTo('/events/list')}
      onRetry={() => void edition.refetch()}
    />
  );
}
