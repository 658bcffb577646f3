import { PlaceholderPage } from '@/components/layout/page-header';
import { PAGE_TITLES } from '@/lib/texts';

export default function StaffPage() {
  return <PlaceholderPage title={PAGE_TITLES.staff} />;
}
