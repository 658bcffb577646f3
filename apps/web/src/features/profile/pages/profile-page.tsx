import { PAGE_TITLES } from '@rotawise/api-contract';
import { PlaceholderPage } from '@/components/layout/page-header';

export default function ProfilePage() {
  return <PlaceholderPage title={PAGE_TITLES.profile} />;
}
