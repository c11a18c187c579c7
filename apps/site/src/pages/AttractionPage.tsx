import { AttractionScreen } from '@spw/ui/screens/visit/AttractionScreen';

/** /attraction/index: around the venue. */
export default function AttractionPage() {
  return <AttractionScreen />;
}
