import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';
import { CALENDAR_FEED_TEXTS as T } from '../texts';

/** The person's private iCalendar feed: its address with Copy, and Reset link (the old address then 404s). */
export function CalendarFeedCard() {
  const feed = useCalendarFeed(true);
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data ? new URL(feed.data.path, window.location.origin).href : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: T.copied });
    } catch {
      toast({ title: T.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor="calendar-feed-url">{T.label}</Label>
        <div className="flex gap-2">
          <Input
            id="calendar-feed-url"
            readOnly
            value={feed.isError ? T.loadFailed : url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <Button variant="outline" onClick={copy} disabled={!url}>
            {T.copy}
          </Button>
        </div>
      </CardContent>
      <CardFooter>
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={!url}>
          {T.reset}
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={confirming}
        title={T.resetTitle}
        description={T.resetConfirm}
        confirmLabel={T.reset}
        pendingLabel={T.resetting}
        pending={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: T.resetDone });
            },
            onError: (error) => {
              setConfirming(false);
              toast({ title: T.resetFailed, description: error.message, variant: 'destructive' });
            },
          })
        }
      />
    </Card>
  );
}
