import { AttractionScreen } from '@spw/ui/features/events/AttractionScreen';

/** /attraction/index: around the venue. */
export default function AttractionPage() {
  return <AttractionScreen />;
}
