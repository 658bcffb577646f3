import { ROLE_LABELS, STAFF_ROLES, type Staff } from '@rotawise/api-contract';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { STAFF_TEXTS } from '../texts';

interface Slice {
  name: string;
  value: number;
  color: string;
}

const percent = (value: number, total: number) => (total === 0 ? 0 : Math.round((value / total) * 100));

/** Slices by role (with percentages) and directors against the others. */
export function staffStatistics(staff: readonly Staff[]) {
  const total = staff.length;
  const roles: Slice[] = STAFF_ROLES.map((role, i) => ({
    name: ROLE_LABELS[role],
    value: staff.filter((m) => m.role === role).length,
    color: `var(--chart-${i + 1})`,
  })).filter((s) => s.value > 0);
  const directors = staff.filter((m) => m.isDirector || m.role === 'DIRECTOR').length;
  const directorSlices: Slice[] = [
    { name: STAFF_TEXTS.directors, value: directors, color: 'var(--chart-2)' },
    { name: STAFF_TEXTS.nonDirectors, value: total - directors, color: 'var(--chart-5)' },
  ];
  return { total, roles, directors: directorSlices };
}

function PieCard({ title, slices, total }: { title: string; slices: Slice[]; total: number }) {
  const id = title.toLowerCase().replace(/\s+/g, '-');
  return (
    <Card>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <figure aria-labelledby={id} className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer>
              <Pie
                data={slices}
                dataKey="value"
                nameKey="name"
                outerRadius="70%"
                isAnimationActive={false}
                label={({ value }) => `${percent(Number(value), total)}%`}
                stroke="var(--card)"
              >
                {slices.map((s) => (
                  <Cell key={s.name} fill={s.color} />
                ))}
              </Pie>
              <Tooltip
                formatter={(value) => [`${value} (${percent(Number(value), total)}%)`, '']}
                contentStyle={{
                  background: 'var(--popover)',
                  color: 'var(--popover-foreground)',
                  borderColor: 'var(--border)',
                }}
              />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </figure>
        {/* The numbers as text, for screen readers and anyone who prefers a table. */}
        <table className="w-full text-sm" aria-label={`${title} figures`}>
          <thead className="sr-only">
            <tr>
              <th scope="col">Group</th>
              <th scope="col">People</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {slices.map((s) => (
              <tr key={s.name} className="border-t border-border">
                <th scope="row" className="py-1.5 text-left font-normal">
                  <span
                    className="mr-2 inline-block size-2.5 rounded-sm align-middle"
                    style={{ background: s.color }}
                    aria-hidden
                  />
                  {s.name}
                </th>
                <td className="py-1.5 text-right tabular-nums">{s.value}</td>
                <td className="py-1.5 text-right tabular-nums text-muted-foreground">
                  {percent(s.value, total)}%
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

export function StaffStatistics({ staff }: { staff: readonly Staff[] }) {
  const stats = staffStatistics(staff);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <PieCard title={STAFF_TEXTS.roleDistribution} slices={stats.roles} total={stats.total} />
      <PieCard title={STAFF_TEXTS.directorStatus} slices={stats.directors} total={stats.total} />
    </div>
  );
}
