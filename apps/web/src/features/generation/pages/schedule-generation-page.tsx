import { PlaceholderPage } from '@/components/layout/page-header';
import { PAGE_TITLES } from '@/lib/texts';

export default function ScheduleGenerationPage() {
  return <PlaceholderPage title={PAGE_TITLES.scheduleGeneration} />;
}
