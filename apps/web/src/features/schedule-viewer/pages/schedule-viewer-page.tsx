import { PAGE_TITLES } from '@rotawise/api-contract';
import { PlaceholderPage } from '@/components/layout/page-header';

export default function ScheduleViewerPage() {
  return <PlaceholderPage title={PAGE_TITLES.scheduleViewer} />;
}
