import { PAGE_TITLES } from '@rotawise/api-contract';
import { PlaceholderPage } from '@/components/layout/page-header';

export default function RegistrationRequestsPage() {
  return <PlaceholderPage title={PAGE_TITLES.registrationRequests} />;
}
