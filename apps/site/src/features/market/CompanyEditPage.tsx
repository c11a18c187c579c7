import { ApiError } from '@spw/api';
import { LoadError } from '@spw/ui/components/LoadError';
import { Skeleton } from '@spw/ui/components/Loading';
import { CompanyForm, companyValues, type CompanyValues } from '@spw/ui/features/market/CompanyForm';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { fieldErrorOf } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { pushToast } from '../../app/toasts.ts';
import { pictureUploader } from '../../app/upload.ts';

type CompanyField = keyof CompanyValues;

const upload = pictureUploader('company');

const FIELDS: readonly CompanyField[] = [
  'logo',
  'name',
  'en_name',
  'licence_no',
  'categories',
  'intro',
  'en_intro',
  'address',
  'en_address',
  'contact_name',
  'phone',
  'email',
  'website',
  'pictures',
];

function serverErrorsOf(error: unknown): Partial<Record<CompanyField | 'form', string>> {
  if (!(error instanceof ApiError)) return {};
  const known = fieldErrorOf(error, FIELDS);
  return Object.keys(known).length ? known : { form: error.msg };
}

/** /creator/company/edit: the creator writes their yellow-pages entry; saving keeps it a draft, then back to the entry. */
export default function CompanyEditPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: ['/company/mine'],
    queryFn: ({ signal }) => api.get('/company/mine', { signal }),
  });
  const save = useMutation({
    mutationFn: (values: CompanyValues) => api.post('/company/save', { body: values, quiet: true }),
    onSuccess: (company) => {
      queryClient.setQueryData(['/company/mine'], { company });
      pushToast('success', intl.formatMessage({ id: 'company.site.saved' }));
      navigate(hrefTo('/creator/company/detail'));
    },
  });
  if (mine.isError) return <LoadError title={intl.formatMessage({ id: 'company.site.loadFailed' })} onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <Skeleton variant="block" height={480} announce />;
  const company = mine.data.company;
  return (
    <CompanyForm
      key={company?.id ?? 'new'}
      initial={company ? companyValues(company) : undefined}
      upload={upload}
      onSubmit={(values) => save.mutate(values)}
      submitting={save.isPending}
      serverErrors={serverErrorsOf(save.error)}
      onCancel={() => navigate(hrefTo('/creator/company/detail'))}
    />
  );
}
