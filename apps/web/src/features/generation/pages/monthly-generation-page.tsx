import { PAGE_TITLES } from '@rotawise/api-contract';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/layout/page-header';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export default function MonthlyGenerationPage() {
  const { year, month } = useParams();
  const monthName = MONTHS[Number(month) - 1];
  const period = monthName && year ? `${monthName} ${year}` : undefined;
  return <PlaceholderPage title={PAGE_TITLES.monthlyGeneration} description={period} />;
}
