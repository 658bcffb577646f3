import { MONTH_NAMES } from '@rotawise/api-contract';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/layout/page-header';
import { PAGE_TITLES } from '@/lib/texts';

export default function MonthlyGenerationPage() {
  const { year, month } = useParams();
  const monthName = MONTH_NAMES[Number(month) - 1];
  const period = monthName && year ? `${monthName} ${year}` : undefined;
  return <PlaceholderPage title={PAGE_TITLES.monthlyGeneration} description={period} />;
}
