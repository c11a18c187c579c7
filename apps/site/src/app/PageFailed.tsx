import { Button } from '@spw/ui/components/Button';
import { useIntl } from 'react-intl';

/**
 * A page that failed to draw, or whose words or route table did not arrive (these few words are in
 * the first part of the catalogue). Loaded only when needed: the first download carries no button.
 */
export default function PageFailed() {
  const intl = useIntl();
  return (
    <div role="alert" className="site-page-error">
      <h1>{intl.formatMessage({ id: 'error.page.title' })}</h1>
      <p>{intl.formatMessage({ id: 'error.page.body' })}</p>
      <Button onClick={() => location.reload()}>{intl.formatMessage({ id: 'common.retry' })}</Button>
    </div>
  );
}
