import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { WEB_TEXTS } from '@/lib/texts';

export default function NotFoundPage() {
  useEffect(() => {
    document.title = `${WEB_TEXTS.pageNotFound} · ${WEB_TEXTS.productName}`;
  }, []);
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">{WEB_TEXTS.pageNotFound}</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Back to home</Link>
      </Button>
    </div>
  );
}
