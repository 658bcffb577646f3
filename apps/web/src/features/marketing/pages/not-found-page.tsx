import { MESSAGES, WEB_TEXTS } from '@rotawise/api-contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  useEffect(() => {
    document.title = `${MESSAGES.pageNotFound} · ${WEB_TEXTS.productName}`;
  }, []);
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">{MESSAGES.pageNotFound}</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Back to home</Link>
      </Button>
    </div>
  );
}
