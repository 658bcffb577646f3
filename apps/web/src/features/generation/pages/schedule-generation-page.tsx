import { MONTH_NAMES } from '@rotawise/api-contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PAGE_TITLES } from '@/lib/texts';
import { useActiveSessions } from '../api/generation-api';
import { GENERATION_TEXTS as T } from '../texts';

/** The 17 months offered, from the current one. */
function monthOptions(today = new Date()): { year: number; month: number }[] {
  return Array.from({ length: 17 }, (_, i) => {
    const index = today.getFullYear() * 12 + today.getMonth() + i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

export default function ScheduleGenerationPage() {
  const navigate = useNavigate();
  const options = monthOptions();
  const [chosen, setChosen] = useState(`${options[0]!.year}-${options[0]!.month}`);
  const active = useActiveSessions();
  return (
    <>
      <PageHeader title={PAGE_TITLES.scheduleGeneration} description={T.centerIntro} />
      <div className="grid gap-6">
        <Card>
          <CardContent className="flex flex-wrap items-end gap-3 pt-6">
            <label className="grid gap-1 text-sm">
              {T.monthLabel}
              <select
                className="h-9 rounded-md border border-input bg-background px-2"
                value={chosen}
                onChange={(e) => setChosen(e.target.value)}
              >
                {options.map((o) => (
                  <option key={`${o.year}-${o.month}`} value={`${o.year}-${o.month}`}>
                    {MONTH_NAMES[o.month - 1]} {o.year}
                  </option>
                ))}
              </select>
            </label>
            <Button onClick={() => navigate(`/generate/${chosen.replace('-', '/')}`)}>
              {T.openWorkspace}
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{T.activeSessions}</CardTitle>
          </CardHeader>
          <CardContent>
            {(active.data ?? []).length === 0 ? (
              <p className="text-sm text-muted-foreground">{T.noActiveSessions}</p>
            ) : (
              <ul className="grid gap-2">
                {active.data!.map((s) => (
                  <li key={s.id} className="flex items-center justify-between gap-3">
                    <span>
                      {MONTH_NAMES[s.month - 1]} {s.year} · {s.currentProgress?.percentageComplete ?? 0}%
                    </span>
                    <Link
                      className="text-primary underline"
                      to={`/generate/${s.year}/${s.month}?view=progress`}
                    >
                      {T.viewProgress}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <div className="grid gap-4 md:grid-cols-3">
          {T.infoCards.map((c) => (
            <Card key={c.title}>
              <CardHeader>
                <CardTitle>{c.title}</CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">{c.body}</CardContent>
            </Card>
          ))}
        </div>
      </div>
    </>
  );
}
